import Foundation
@testable import SnapshotGolden
import SnapshotImage
import SnapshotTestSupport
import Testing

/// What a failing snapshot leaves in `--out` (docs/cli.md "snapshot verify"; spec-decisions.md
/// "Cheap failures and records"): the candidate, the golden, the diff and the structural
/// snapshot always; the composite only with `--composite`. The candidate is encoded exactly as
/// `record` encodes a golden, so approving it writes the bytes a record would.
@Suite struct FailureArtefactsTests {
    @Test(arguments: [
        (false, ["a/b.actual.png", "a/b.diff.png", "a/b.expected.png"]),
        (true, ["a/b.actual.png", "a/b.composite.png", "a/b.diff.png", "a/b.expected.png"]),
    ])
    func aFailureWritesTheseFiles(_ composite: Bool, _ files: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = GoldenStore(root: folder.path("Goldens"))
        try store.write(key: "a/b", bitmap: Bitmap(width: 4, height: 4, fill: RGBA8(r: 0, g: 0, b: 0)), layoutJSON: nil)
        let changed = Bitmap(width: 4, height: 4, fill: RGBA8(r: 255, g: 255, b: 255))
        var options = VerifyOptions(outputDirectory: folder.path("out"))
        options.composite = composite
        let result = Verifier(store: store, options: options).verify(TestVerifyItem(key: "a/b") { (DrawnPixels(bitmap: changed), nil) })
        #expect(!result.verdict.passed)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/a").path).sorted().map { "a/" + $0 }
        #expect(written == files)
        let candidate = try Data(contentsOf: folder.path("out/a/b.actual.png"))
        #expect(Array(candidate) == PNGEncoder.encode(changed, compression: .golden))
        let recorded = try TemporaryFolder()
        defer { recorded.remove() }
        try GoldenStore(root: recorded.path("Goldens")).write(key: "a/b", bitmap: changed, layoutJSON: nil)
        #expect(try Data(contentsOf: recorded.path("Goldens/a/b.png")) == candidate, "approve must write what record would")
    }
}
