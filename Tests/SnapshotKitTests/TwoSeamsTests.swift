import Foundation
import SnapshotTestSupport
import Testing

/// docs/architecture.md: the verification engine knows no transit module and the transit design
/// knows no engine module; only the join (and what stands on it) imports both. Read from the
/// package's own description (`swift package dump-package`), over every dependency a target
/// reaches, so a design module brought in through a foundation counts too.
@Suite struct TwoSeamsTests {
    static let design: Set = ["SnapshotModel", "SnapshotScenario", "SnapshotRules", "SnapshotPresentation", "SnapshotLayout",
                              "SnapshotRender", "SnapshotCatalog", "CCairo", "CPangoCairo", "CPangoFT2", "CRsvg", "CHyphen"]
    static let engine: Set = ["SnapshotGolden", "SnapshotReports"]
    static let foundations: Set = ["SnapshotFiles", "SnapshotThreads", "SnapshotCommandLine", "SnapshotFormats", "SnapshotImage",
                                   "SnapshotStructure", "SnapshotDiff", "SnapshotDiffCommand"]

    /// Each target's direct dependencies, by name.
    static func dependencies() async throws -> [String: [String]] {
        // NB: a scratch folder of its own: `swift test` holds the lock on .build while it runs.
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let run = await Subprocess.run(["/usr/bin/env", "swift", "package", "--package-path", TestPaths.repository.path,
                                        "--scratch-path", scratch.url.path, "dump-package"])
        try #require(run.status == 0, "\(run.output)")
        let json = String(run.output[run.output.firstIndex(of: "{")!...])
        let package = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var found: [String: [String]] = [:]
        for target in package["targets"] as? [[String: Any]] ?? [] {
            let names = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            found[target["name"] as! String] = names
        }
        return found
    }

    /// Everything `target` reaches through its dependencies.
    static func reach(_ target: String, _ dependencies: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [], stack = dependencies[target] ?? []
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack += dependencies[next] ?? []
        }
        return seen
    }

    @Test func theEngineReachesNoTransitModule() async throws {
        let dependencies = try await Self.dependencies()
        for target in Self.engine.union(Self.foundations).union(["SnapshotGoldenTests"]) {
            #expect(dependencies[target] != nil, "\(target) is not in Package.swift")
            let reached = Self.reach(target, dependencies)
            #expect(reached.isDisjoint(with: Self.design), "\(target) reaches \(reached.intersection(Self.design).sorted())")
        }
    }

    @Test func theDesignReachesNoEngineModule() async throws {
        let dependencies = try await Self.dependencies()
        for target in Self.design where target.hasPrefix("Snapshot") {
            let reached = Self.reach(target, dependencies)
            #expect(reached.isDisjoint(with: Self.engine), "\(target) reaches \(reached.intersection(Self.engine).sorted())")
        }
    }
}
