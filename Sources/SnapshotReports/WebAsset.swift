/// The review page's web assets: the files under `SnapshotReports/Web` and `SnapshotAudit/Web`,
/// compiled into their target by SwiftPM (`.embedInCode`, Package.swift) as the byte arrays of
/// its `PackageResources`, named after the file (`review-core.js` is `review_core_js`).
///
/// NB: not `Bundle.module`: a resource bundle sits beside the binary, and `snapshot` is one
/// relocatable file. Embedded in code, each file exists once, as itself.
package enum WebAsset {
    /// One embedded file as text (the files are UTF-8).
    package static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
