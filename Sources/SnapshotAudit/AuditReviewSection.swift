import Foundation
import SnapshotFormats
import SnapshotGolden
import SnapshotImage
import SnapshotReports

/// The review page's "Accessibility" section: when the run's folder holds `audit.json`, the
/// page embeds it (escaped, as the page data is: `ReviewEmbedding`) and loads
/// `review-audit.js`, which adds a header button that shows counts per rule and severity,
/// filters (rule, severity, allowlisted shown or not), then findings grouped by scenario and
/// surface with the overlay image, the VoiceOver summaries and, beside each finding whose key
/// `audit.json` has an image for, that snapshot with the finding's frame outlined. When the
/// folder also holds a layout sweep (`sweep/sweep.json`, written by `snapshot sweep --out
/// DIR/sweep`), its summary joins the data as `sweep` and the section gains a "Sweep" part.
/// Built with `textContent` only.
package enum AuditReviewSection {
    /// The section for an audit report's `audit.json` text, with the sweep in `folder`'s
    /// `sweep/` when there is one.
    package static func section(auditJSON text: String, folder: URL? = nil) -> ReviewPageSection {
        // NB: the page embeds the audit's data, not the file: without the file's `$schema` line,
        // so the page is the same whichever verb (audit, report, report --merge) made it.
        var data = OutputSchema.audit.unstamped(text)
        if let folder, let sweep = sweepSummary(in: folder), case .object(var audit)? = JSONOutput.parse(Data(text.utf8)) {
            audit["sweep"] = sweep
            audit[OutputSchema.key] = nil
            data = JSONOutput.object(audit).text
        }
        return ReviewPageSection(dataID: "audit-data", dataJSON: data, css: css, scriptName: "review-audit.js",
                                 script: AuditReviewScript.source)
    }

    /// The folder under a page's folder where its sweep lives.
    static let sweepFolder = "sweep"

    /// What the page shows of `folder/sweep/sweep.json`: seed, space, counts per rule, the
    /// invariants, the worst cases and the sheets, with paths made relative to the page. Nil
    /// when there is none or it is unreadable (read under the file policy; the page never
    /// shows a sweep it cannot trust, and paths are held to the path policy).
    static func sweepSummary(in folder: URL) -> JSONOutput? {
        let url = folder.appendingPathComponent(sweepFolder + "/sweep.json")
        // NB: read under the file policy, inside the page's folder and within the report files'
        // bound (`RunLimits`); absent is "no sweep", anything unreadable shows no sweep either.
        guard let bytes = try? FileBytes.readIfPresent(url.path, limit: RunLimits.maxFileBytes, within: folder.path),
              let sweep = JSONOutput.parse(Data(bytes))?.objectValue, let audit = sweep["audit"]?.objectValue,
              let counts = audit["counts"]?.objectValue else { return nil }
        let prefix = { (path: String) -> JSONOutput? in
            SnapshotPath.problem(path) == nil ? .string(sweepFolder + "/" + path) : nil
        }
        var worst: [String: JSONOutput] = [:]
        for (rule, cases) in sweep["worst"]?.objectValue ?? [:] {
            worst[rule] = .array((cases.arrayValue ?? []).compactMap { c in
                guard var o = c.objectValue, let image = o["image"]?.stringValue.flatMap(prefix),
                      let scenario = o["scenario"]?.stringValue.flatMap(prefix) else { return nil }
                o["image"] = image
                o["scenario"] = scenario
                return .object(o)
            })
        }
        let sheets = (sweep["sheets"]?.stringDictionary ?? [:]).compactMapValues(prefix)
        var summary: [String: JSONOutput] = [:]
        for key in ["seed", "space", "cases", "coverage", "invariants"] { summary[key] = sweep[key] ?? .null }
        summary["subjects"] = audit["subjects"] ?? .null
        summary["counts"] = counts["byRule"] ?? .object([:])
        summary["failing"] = counts["failing"] ?? .number(0)
        summary["worst"] = .object(worst)
        summary["sheets"] = .object(sheets)
        return .object(summary)
    }

    /// The section's stylesheet (`Web/audit.css`), appended to `review.css`.
    static var css: String { WebAsset.text(PackageResources.audit_css) }
}
