import Foundation
import SnapshotFiles
import SnapshotGolden

/// The designer's review page: `index.html`, `review.css` and `review.js` in the run's
/// output folder. Static, no network, no build step; works from `file://`. The data goes in
/// once, as escaped JSON (`ReviewEmbedding`), and the script builds the page with
/// `textContent`, so nothing from a scenario can become markup.
package enum ReviewPage {
    /// The binary the page's approve command runs: the path README.md ("Use it in CI") and
    /// scripts/verify use (WorkflowTests holds them together).
    static let binary = ".build/release/snapshot"

    /// `file` relative to folder `from`, with `..` where they part: both made absolute first.
    static func relativePath(from folder: URL, to file: URL) -> String {
        let a = folder.standardizedFileURL.pathComponents, b = file.standardizedFileURL.pathComponents
        var common = 0
        while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
        return (Array(repeating: "..", count: a.count - common) + b[common...]).joined(separator: "/")
    }

    /// The files of the page, by name.
    /// With a `section` (the audit's Accessibility section), the page also gets it: its data,
    /// stylesheet and script are passed in, so the page never reads other files.
    package static func files<Axes>(_ run: RunResults<Axes>, _ at: ReviewLocations, section: ReviewPageSection? = nil) throws -> [String: String] {
        var files = assets(section)
        files["index.html"] = html(dataJSON: ReviewEmbedding.scriptSafe(try ReviewPageData(run, at).text()), section: section)
        return files
    }

    /// Writes the page into `at.outputDirectory`; returns the URL of `index.html`. The page's
    /// data is streamed into it a piece at a time: the same bytes as `files`' index.html.
    @discardableResult
    package static func write<Axes>(_ run: RunResults<Axes>, _ at: ReviewLocations, section: ReviewPageSection? = nil) throws -> URL {
        for (name, text) in assets(section).sorted(by: { $0.key < $1.key }) {
            try AtomicFile.write(text, to: at.outputDirectory.appendingPathComponent(name))
        }
        let index = at.outputDirectory.appendingPathComponent("index.html")
        try AtomicFileStream.write(to: index) { file in
            file.write(head)
            // NB: pieces end between snapshots, so each is whole text to make script-safe.
            try ReviewPageData(run, at).write { file.write(ReviewEmbedding.scriptSafe(String(decoding: $0, as: UTF8.self))) }
            file.write(tail(section))
        }
        return index
    }

    /// The page's files besides index.html.
    static func assets(_ section: ReviewPageSection?) -> [String: String] {
        var files = ["review.css": ReviewStyle.css + (section?.css ?? ""), "review.js": ReviewScript.source]
        if let section { files[section.scriptName] = section.script }
        return files
    }

    /// The HTML shell. `dataJSON` must already be script-safe.
    static func html(dataJSON: String, section: ReviewPageSection? = nil) -> String {
        head + dataJSON + tail(section)
    }

    /// The shell up to the page data.
    // NB: the policy forbids inline script and any network source: even if some text
    // escaped into markup, an inline handler such as onerror= would not run.
    static let head = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' file:; style-src 'self' file:; img-src 'self' file: data: blob:; connect-src blob:">
        <title>Snapshot review</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="review.css">
        </head>
        <body>
        <header id="top">
          <div class="brand">Snapshot review</div>
          <div id="summary" class="summary" aria-label="Summary"></div>
          <div id="decisions" class="decisions"></div>
        </header>
        <div id="app">
          <aside id="sidebar">
            <div id="filters" class="filters"></div>
            <div id="bulk" class="bulk" aria-label="Decide what the filters show"></div>
            <nav id="list" class="list" aria-label="Snapshots"></nav>
            <details id="goldens-note" class="keys"><summary>Where the passing images come from</summary>Passing snapshots are shown from the repository's goldens, found relative to this page. A CI artefact keeps images only of what did not pass: download it into a clone of the commit it tested, as artefact/verify (README, "Use it in CI"), to see every snapshot; snapshot audit draws the audit's other images again.</details>
          </aside>
          <main id="main" tabindex="-1"></main>
        </div>
        <footer id="keys" class="keys"></footer>
        <script type="application/json" id="review-data">
        """

    /// The shell after the page data.
    static func tail(_ section: ReviewPageSection?) -> String {
        """
        </script>
        <script src="review.js"></script>
        \(section?.markup ?? "")</body>
        </html>

        """
    }
}

/// An extra section of the review page (the audit's Accessibility section): its data as
/// JSON text, its stylesheet and its script. Made by the layer that owns the data and passed
/// in, so the page depends on nothing above it and never reads files.
package struct ReviewPageSection: Sendable, Equatable {
    /// The `id` of the data's script element.
    package var dataID: String
    /// The data, JSON text (made script-safe here).
    package var dataJSON: String
    package var css: String
    package var scriptName: String
    package var script: String

    package init(dataID: String, dataJSON: String, css: String, scriptName: String, script: String) {
        self.dataID = dataID; self.dataJSON = dataJSON; self.css = css; self.scriptName = scriptName; self.script = script
    }

    /// The markup that adds the section to the page shell (before `</body>`).
    var markup: String {
        """
        <script type="application/json" id="\(dataID)">\(ReviewEmbedding.scriptSafe(dataJSON.trimmingCharacters(in: .whitespacesAndNewlines)))</script>
        <script src="\(scriptName)"></script>

        """
    }
}
