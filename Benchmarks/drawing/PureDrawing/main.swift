import Foundation
import SnapshotAudit
import SnapshotCatalog
import SnapshotLayout
import SnapshotScenario
import SnapshotSweep
import SnapshotThreads

// `snapshot-drawing-bench verify|audit|sweep [PASSES]`, run from a checkout's root: what drawing
// alone costs. The set's snapshots (verify: the catalog's; audit: every scenario at every size;
// sweep: the default space) are presented and laid out first, every composition chosen, on every
// core; then every tree is drawn once (`Renderer.drawn`, as verify draws it: text, icons, the
// rendering modes' composites, no conversion, no comparison) on every core, PASSES times
// (default 3). Prints the process CPU of each phase (CLOCK_PROCESS_CPUTIME_ID, all threads) and
// per snapshot, and how many distinct text runs were set; Benchmarks/drawing/pure.sh divides a
// verb's CPU per snapshot by the drawing's.
// Not part of the shipped `snapshot`.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("snapshot-drawing-bench: \(message)\n".utf8))
    exit(2)
}

/// CPU seconds this process has used, every thread counted.
func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let set = arguments.first, ["verify", "audit", "sweep"].contains(set), arguments.count <= 2,
      let passes = Int(arguments.count > 1 ? arguments[1] : "3"), passes > 0 else {
    fail("usage: snapshot-drawing-bench verify|audit|sweep [PASSES]")
}

/// Every snapshot of the set, with the scenario it draws.
func snapshots() -> [(scenario: Scenario, spec: SnapshotSpec)] {
    if set == "sweep" {
        let corpus: SweepCorpus
        do { corpus = try SweepCorpus.read(URL(fileURLWithPath: SweepCorpus.defaultPath), displayPath: SweepCorpus.defaultPath) }
        catch { fail(error.description) }
        return SweepSpace().plan(corpus).cases.flatMap { c in c.specs.map { (c.scenario, $0) } }
    }
    let loaded = ScenarioLoader.loadFolder(URL(fileURLWithPath: "Scenarios"), displayRoot: "Scenarios")
    if let error = loaded.errors.first { fail(error.description) }
    let byID = Dictionary(uniqueKeysWithValues: loaded.scenarios.map { ($0.id, $0) })
    let axes = set == "audit" ? AuditAxes.merged(AxisSelection()) : AxisSelection()
    return axes.snapshots(of: loaded.scenarios).map { (byID[$0.scenarioID]!, $0) }
}

let factory: SnapshotFactory
do { factory = try SnapshotFactory() } catch { fail(error.description) }
let items = snapshots()
let count = Double(items.count)
func line(_ what: String, _ seconds: Double) -> String {
    String(format: "%@: %.2f s CPU, %.3f ms a snapshot", what, seconds, seconds / count * 1000)
}

var start = cpuSeconds()
let trees = ParallelMap.map(items) { factory.layout($0.scenario, $0.spec) }
print("\(set): \(items.count) snapshots")
print(line("lay out (every composition chosen)", cpuSeconds() - start))
print("distinct runs set: \(factory.renderer.measurements.count)")
var draws: [Double] = []
for pass in 1...passes {
    start = cpuSeconds()
    let drawn = ParallelMap.map(trees) { tree in (try? factory.drawn(tree)) != nil }
    if drawn.contains(false) { fail("a tree did not draw") }
    draws.append(cpuSeconds() - start)
    print(line("draw, pass \(pass)", draws[draws.count - 1]))
}
print(line("draw (median of \(passes))", draws.sorted()[passes / 2]))
