import Foundation

/// The designer's review page: `index.html`, `review.css` and `review.js` in the run's
/// output folder. Static, no network, no build step; works from `file://`. The data goes in
/// once, as escaped JSON (`ReviewEmbedding`), and the script builds the page with
/// `textContent`, so nothing from a scenario can become markup.
public enum ReviewPage {
    /// The files of the page, by name.
    /// With `audit.json` in the folder, the page also gets the Accessibility section.
    public static func files(_ run: ReviewRun, _ at: ReviewLocations) -> [String: String] {
        let audit = AuditReviewSection.embeddedData(in: at.outputDirectory)
        var files = ["index.html": html(dataJSON: ReviewEmbedding.scriptJSON(ReviewPageData.json(run, at)), audit: audit),
                     "review.css": ReviewStyle.css + (audit == nil ? "" : AuditReviewSection.css),
                     "review.js": ReviewScript.source]
        if audit != nil { files["review-audit.js"] = AuditReviewScript.source }
        return files
    }

    /// Writes the page into `at.outputDirectory`; returns the URL of `index.html`.
    @discardableResult
    public static func write(_ run: ReviewRun, _ at: ReviewLocations) throws -> URL {
        for (name, text) in files(run, at).sorted(by: { $0.key < $1.key }) {
            try AtomicFile.write(text, to: at.outputDirectory.appendingPathComponent(name))
        }
        return at.outputDirectory.appendingPathComponent("index.html")
    }

    /// The HTML shell. `dataJSON` must already be script-safe.
    static func html(dataJSON: String, audit: String? = nil) -> String {
        // NB: the policy forbids inline script and any network source: even if some text
        // escaped into markup, an inline handler such as onerror= would not run.
        """
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
            <nav id="list" class="list" aria-label="Snapshots"></nav>
          </aside>
          <main id="main" tabindex="-1"></main>
        </div>
        <footer id="keys" class="keys"></footer>
        <script type="application/json" id="review-data">\(dataJSON)</script>
        <script src="review.js"></script>
        \(audit.map(AuditReviewSection.markup) ?? "")</body>
        </html>

        """
    }
}
