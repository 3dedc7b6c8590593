import Foundation

/// The review page's "Accessibility" section: when the run's folder holds `audit.json`, the
/// page embeds it (escaped, as the page data is: `ReviewEmbedding`) and loads
/// `review-audit.js`, which adds a header button that shows counts per rule and severity,
/// then findings grouped by scenario and surface with the overlay image and the VoiceOver
/// summaries. Built with `textContent` only.
enum AuditReviewSection {
    /// The section for an audit report's `audit.json` text.
    public static func section(auditJSON text: String) -> ReviewPageSection {
        ReviewPageSection(dataID: "audit-data", dataJSON: text, css: css, scriptName: "review-audit.js",
                          script: AuditReviewScript.source)
    }

    /// The section for the `audit.json` an earlier `snapshot audit` left in `folder`, nil when
    /// there is none or it is not a JSON object. Called by the verbs (`verify`, `report`), which
    /// rebuild a page in a folder an audit also wrote to; the page itself never reads files.
    public static func section(in folder: URL) -> ReviewPageSection? {
        let url = folder.appendingPathComponent("audit.json")
        guard let data = try? Data(contentsOf: url), JSONOutput.parse(data)?.objectValue != nil else { return nil }
        return section(auditJSON: String(decoding: data, as: UTF8.self))
    }

    /// The section's stylesheet, appended to `review.css`.
    static let css = #"""
.audit h2 { font-size: 15px; margin: 14px 0 6px; }
.audit table { border-collapse: collapse; margin: 6px 0 12px; }
.audit td, .audit th { border-bottom: 1px solid var(--line); padding: 3px 10px 3px 0; text-align: left; vertical-align: top; }
.audit td.n { text-align: right; font-variant-numeric: tabular-nums; }
.audit details { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; margin: 8px 0; }
.audit summary { cursor: pointer; font-weight: 600; }
.audit img { max-width: 100%; display: block; margin: 8px 0; border: 1px solid var(--line); }
.audit .sev { display: inline-block; border-radius: 4px; padding: 0 6px; font-size: 11px; font-weight: 600; color: #fff; }
.audit .sev.error { background: var(--error); } .audit .sev.warning { background: var(--size); } .audit .sev.info { background: var(--muted); }
.audit .allow { color: var(--muted); font-style: italic; }
.audit .voice { margin: 4px 0; padding-left: 18px; }
"""#
}
