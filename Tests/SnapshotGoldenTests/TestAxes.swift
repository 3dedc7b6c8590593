import SnapshotGolden
import SnapshotImage
import SnapshotStructure

/// The axes the engine's own tests give their items and rows: a group and the file it came
/// from, nothing of any app (the engine knows none).
struct TestAxes: SnapshotAxes {
    struct Skipped: Codable, Sendable, Equatable, Hashable {
        var id: String
        var reason: String
    }

    var group: String?
    var file: String?

    init(group: String? = nil, file: String? = nil) { self.group = group; self.file = file }

    var sourceFile: String? { file }
    var reviewOrder: String { "" }
    func label(key: String) -> String { key.split(separator: "/", maxSplits: 1).dropFirst().first.map(String.init) ?? key }
    static func lines(_ skipped: [Skipped]) -> [String] { skipped.map { "not drawn: \($0.id) (\($0.reason))" } }

    /// The environment the engine's tests verify in: fixed, so no font or library is read.
    static let environment = EnvironmentFingerprint(libraries: ["test": "1"], fonts: ["none.ttf": "0"])
}

typealias TestRunResults = RunResults<TestAxes>
typealias TestVerifyItem = VerifyItem<TestAxes>

extension VerifyItem where Axes == TestAxes {
    /// A test's item, drawn by `render`, with no axes.
    init(key: String, render: @escaping @Sendable () throws -> (pixels: DrawnPixels, layout: LayoutSnapshot?)) {
        self.init(key: key, axes: TestAxes(), cost: 1, render: render)
    }
}

extension RunResults.Snapshot where Axes == TestAxes {
    /// A row with no axes, as a test writes one.
    init(key: String, status: SnapshotStatus, goldenSHA256: String? = nil, candidateSHA256: String? = nil,
         candidateLayoutSHA256: String? = nil, artefacts: ArtefactPaths = [:], message: String? = nil) {
        self.init(key: key, status: status, axes: TestAxes(), goldenSHA256: goldenSHA256, candidateSHA256: candidateSHA256,
                  candidateLayoutSHA256: candidateLayoutSHA256, artefacts: artefacts, message: message)
    }
}
