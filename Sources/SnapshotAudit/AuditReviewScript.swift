import SnapshotReports

/// `review-audit.js`: the review page's Accessibility section (see `AuditReviewSection`).
/// Reads `#audit-data`, adds a header button, and draws the section into `#main` with
/// `createElement` and `textContent` only. Choosing a snapshot in the list shows it again.
/// Findings filter by rule and severity; allowlisted ones are hidden until asked for; a finding
/// whose key has an image in `audit.json`'s `images` shows it (lazy) with its frame outlined.
enum AuditReviewScript {
    static var source: String { prelude + ReviewScript.domHelpers + ReviewScript.backdropHelpers + WebAsset.text(PackageResources.review_sweep_js) + body }

    static let prelude = #"""
"use strict";
(function () {

"""#

    /// The section itself (`Web/review-audit.js`).
    static var body: String { WebAsset.text(PackageResources.review_audit_js) }
}
