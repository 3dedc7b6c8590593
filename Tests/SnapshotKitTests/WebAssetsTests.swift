import Foundation
import Testing
@testable import SnapshotKit

/// The review page's web assets are real files under Sources (`Report/Web`, `Audit/Web`);
/// the binary carries them as Swift (scripts/embed-web-assets). The embedded copy must be
/// the file, byte for byte, and every file must be embedded.
@Suite struct WebAssetsTests {
    @Test(arguments: [
        ("Sources/SnapshotKit/Report/Web", ReviewWebAssets.files),
        ("Sources/SnapshotKit/Audit/Web", AuditWebAssets.files),
    ])
    func embeddedCopiesAreTheFiles(_ folder: String, _ embedded: [(name: String, text: String)]) throws {
        let url = TestPaths.repository.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".js") || $0.hasSuffix(".css") }.sorted()
        #expect(embedded.map(\.name) == names, "run scripts/embed-web-assets")
        for (name, text) in embedded {
            let file = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            #expect(text == file, "\(folder)/\(name) differs from its embedded copy: run scripts/embed-web-assets")
        }
    }
}
