/// The review page's script, in four parts: the list, filters and keyboard
/// (`Web/review-core.js`), the causes and the edits they share, the page's first view
/// (`Web/review-causes.js`), the image viewer (`Web/review-viewer.js`) and approvals with their
/// undo (`Web/review-approvals.js`), after the DOM helpers (`Web/dom.js`) and the image
/// backdrop (`Web/backdrop.js`). Every node is made with
/// `createElement` and `textContent`; data never goes through `innerHTML`. The files are
/// compiled in (`WebAsset`).
package enum ReviewScript {
    static var source: String {
        "\"use strict\";\n(function () {\n" + domHelpers + backdropHelpers + WebAsset.text(PackageResources.review_core_js)
            + WebAsset.text(PackageResources.review_causes_js)
            + WebAsset.text(PackageResources.review_viewer_js) + WebAsset.text(PackageResources.review_approvals_js) + "\nstart();\n})();\n"
    }

    /// The only way the page's scripts make nodes: `el` (element with class and text via
    /// `textContent`), `add` (append children), `clear`. Shared by `review.js` and
    /// `review-audit.js`.
    package static var domHelpers: String { WebAsset.text(PackageResources.dom_js) }

    /// The backdrop behind snapshot images (checkerboard, black, white; StandBy on black until
    /// the reviewer picks one) and its `b` toggle. Shared by `review.js` and `review-audit.js`,
    /// which read the choice from `<html data-backdrop>`.
    package static var backdropHelpers: String { WebAsset.text(PackageResources.backdrop_js) }
}

/// The review page's stylesheet (`Web/review.css`): dark text on light, dense lists, status
/// colours that read without colour too (every badge also says its status in words).
enum ReviewStyle {
    static var css: String { WebAsset.text(PackageResources.review_css) }
}
