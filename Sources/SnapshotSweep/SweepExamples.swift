import Foundation
import SnapshotAudit
import SnapshotCatalog
import SnapshotFiles
import SnapshotImage
import SnapshotLayout

/// The worst cases of each broken rule, as people review them: each rule's errors and warnings
/// ranked (errors first, then the largest miss of the rule's threshold), picked round-robin over
/// surfaces so one surface cannot fill the list; each drawn again (the run keeps no pixels),
/// written as `images/<key>.png`, its case as `scenarios/<id>.json`, and the rule's contact sheet
/// `sheets/<rule>.png` with each finding's element outlined.
package struct SweepExamples {
    let factory: SnapshotFactory
    let folder: URL
    var adjust: (@Sendable (LayoutTree) -> LayoutTree)?

    package init(factory: SnapshotFactory, folder: URL, adjust: (@Sendable (LayoutTree) -> LayoutTree)? = nil) {
        self.factory = factory; self.folder = folder; self.adjust = adjust
    }
    /// Worst cases kept per rule.
    static let perRule = 12

    /// The chosen findings of each rule, before drawing.
    package static func choose(_ findings: [AuditFinding], limit: Int = perRule) -> [AuditRule: [AuditFinding]] {
        let failing = findings.filter { ($0.severity == .error || $0.severity == .warning) && $0.allowlistedBecause == nil }
        var out: [AuditRule: [AuditFinding]] = [:]
        for (rule, group) in Dictionary(grouping: failing, by: \.rule) {
            let ranked = group.sorted { a, b in
                let ka = (a.severity, -miss(a)), kb = (b.severity, -miss(b))
                return ka != kb ? ka < kb : a.key < b.key
            }
            // One snapshot once; then round-robin over surfaces in the order of their worst case.
            var seen = Set<String>(), bySurface: [String: [AuditFinding]] = [:], surfaces: [String] = []
            for f in ranked where seen.insert(f.key).inserted {
                let surface = AuditResults.presentation(of: f.key).split(separator: "/").last.map(String.init) ?? ""
                if bySurface[surface] == nil { surfaces.append(surface) }
                bySurface[surface, default: []].append(f)
            }
            var picked: [AuditFinding] = [], round = 0
            while picked.count < limit, surfaces.contains(where: { bySurface[$0]!.count > round }) {
                for s in surfaces where picked.count < limit && bySurface[s]!.count > round { picked.append(bySurface[s]![round]) }
                round += 1
            }
            out[rule] = picked
        }
        return out
    }

    /// How far a finding misses its threshold, relative to it (0 when it has no measure).
    static func miss(_ f: AuditFinding) -> Double {
        guard let m = f.measured, let t = f.threshold else { return 0 }
        return abs(m - t) / max(abs(t), 1)
    }

    /// Draws and writes the examples of `chosen`; returns them by rule and each rule's sheet.
    package func write(_ chosen: [AuditRule: [AuditFinding]], cases: [SweepCase]) throws
        -> (worst: [AuditRule: [SweepResults.Example]], sheets: [AuditRule: String]) {
        for name in ["images", "scenarios", "sheets"] { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        let byID = Dictionary(uniqueKeysWithValues: cases.map { ($0.id, $0) })
        var worst: [AuditRule: [SweepResults.Example]] = [:], sheets: [AuditRule: String] = [:]
        // NB: a case is drawn again for each rule it illustrates rather than kept: a hundred
        // StandBy renders held at once would cost more memory than the whole run.
        var images = Set<String>(), written = Set<String>()
        for rule in chosen.keys.sorted() {
            var cells: [(Bitmap, [String])] = []
            for f in chosen[rule]! {
                let id = String(f.key.split(separator: "/").first ?? "")
                guard let c = byID[id], let spec = c.specs.first(where: { $0.key == f.key }) else { continue }
                let bitmap = try factory.render(c.scenario, spec, adjusting: adjust).bitmap
                if images.insert(f.key).inserted {
                    try AtomicFile.write(PNGEncoder.encode(bitmap, compression: .fast), to: folder.appendingPathComponent("images/\(f.key).png"))
                }
                if written.insert(id).inserted {
                    try AtomicFile.write(SweepScenarioFile.text(c.scenario), to: folder.appendingPathComponent("scenarios/\(id).json"))
                }
                let env = spec.environment
                worst[rule, default: []].append(SweepResults.Example(
                    finding: f, state: c.row.state.name, locale: c.row.locale, stopName: c.scenario.favorite.shownFavorite?.stop.name ?? "",
                    surface: env.surface.rawValue, device: env.device.rawValue, textSize: env.textSize.rawValue, appearance: env.appearance.rawValue,
                    mode: env.mode.rawValue, time: spec.offset?.text, image: "images/\(f.key).png", scenario: "scenarios/\(id).json"))
                cells.append((SweepSheet.cell(SweepSheet.outlined(bitmap, f.frame, scale: env.device.scale)),
                              ["\(cells.count + 1). \(id) \(spec.offset.map { "at " + $0.text } ?? "")",
                               "\(env.surface.rawValue) \(env.textSize.rawValue) \(env.appearance.rawValue) \(env.mode.rawValue)",
                               "\(c.row.locale) \(c.row.state.name)"]))
            }
            let count = chosen[rule]!.count
            let sheet = SweepSheet.make(title: ["\(rule): worst \(count) of the sweep", "outlined: the element the finding names"],
                                        cells: cells)
            let path = "sheets/\(rule).png"
            try AtomicFile.write(PNGEncoder.encode(sheet, compression: .fast), to: folder.appendingPathComponent(path))
            sheets[rule] = path
        }
        return (worst, sheets)
    }
}
