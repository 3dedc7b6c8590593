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

    /// The section's stylesheet (`Web/audit.css`), appended to `review.css`.
    static var css: String { WebAsset.text(PackageResources.audit_css) }
}
