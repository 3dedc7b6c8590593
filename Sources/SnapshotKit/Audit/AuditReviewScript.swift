/// `review-audit.js`: the review page's Accessibility section (see `AuditReviewSection`).
/// Reads `#audit-data`, adds a header button, and draws the section into `#main` with
/// `createElement` and `textContent` only. Choosing a snapshot in the list shows it again.
enum AuditReviewScript {
    static var source: String { prelude + ReviewScript.domHelpers + body }

    static let prelude = #"""
"use strict";
(function () {

"""#

    /// The section itself (`Web/review-audit.js`).
    static var body: String { AuditWebAssets.reviewAuditJS }
}
