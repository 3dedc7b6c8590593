import Foundation

/// The review page's "Accessibility" section: when the run's folder holds `audit.json`, the
/// page embeds it (escaped, as the page data is: `ReviewEmbedding`) and loads
/// `review-audit.js`, which adds a header button that shows counts per rule and severity,
/// filters (rule, severity, allowlisted shown or not), then findings grouped by scenario and
/// surface with the overlay image, the VoiceOver summaries and, beside each finding whose key
/// `audit.json` has an image for, that snapshot with the finding's frame outlined. Built with
/// `textContent` only.
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

    /// The section's stylesheet (`Web/audit.css`), appended to `review.css`.
    static var css: String { WebAsset.text(PackageResources.audit_css) }
}
