import Foundation

/// The worst cases of each broken rule, as people review them: each rule's errors and warnings
/// ranked (errors first, then the largest miss of the rule's threshold), picked round-robin over
/// surfaces so one surface cannot fill the list; each drawn again (the run keeps no pixels),
/// written as `images/<key>.png`, its case as `scenarios/<id>.json`, and the rule's contact sheet
/// `sheets/<rule>.png` with each finding's element outlined.
struct SweepExamples {
    let factory: SnapshotFactory
    let folder: URL
    var adjust: (@Sendable (LayoutTree) -> LayoutTree)?
    /// Worst cases kept per rule.
    static let perRule = 12

    /// The chosen findings of each rule, before drawing.
    static func choose(_ findings: [AuditFinding], limit: Int = perRule) -> [String: [AuditFinding]] {
        let failing = findings.filter { ($0.severity == .error || $0.severity == .warning) && $0.allowlistedBecause == nil }
        var out: [String: [AuditFinding]] = [:]
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
    func write(_ chosen: [String: [AuditFinding]], cases: [SweepCase]) throws
        -> (worst: [String: [SweepResults.Example]], sheets: [String: String]) {
        for name in ["images", "scenarios", "sheets"] { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        let byID = Dictionary(uniqueKeysWithValues: cases.map { ($0.id, $0) })
        var worst: [String: [SweepResults.Example]] = [:], sheets: [String: String] = [:]
        var drawn: [String: Bitmap] = [:], written = Set<String>()
        for rule in chosen.keys.sorted() {
            var cells: [(Bitmap, [String])] = []
            for f in chosen[rule]! {
                let id = String(f.key.split(separator: "/").first ?? "")
                guard let c = byID[id], let spec = c.specs.first(where: { $0.key == f.key }) else { continue }
                if drawn[f.key] == nil {
                    drawn[f.key] = try factory.render(c.scenario, spec, adjusting: adjust).bitmap
                    try AtomicFile.write(PNGEncoder.encode(drawn[f.key]!, compression: .fast),
                                         to: folder.appendingPathComponent("images/\(f.key).png"))
                }
                if written.insert(id).inserted {
                    try AtomicFile.write(SweepScenarioFile.text(c.scenario), to: folder.appendingPathComponent("scenarios/\(id).json"))
                }
                let env = spec.environment
                worst[rule, default: []].append(SweepResults.Example(
                    finding: f, state: c.row.state.name, locale: c.row.locale, stopName: c.scenario.favorite.shownFavorite?.stop.name ?? "",
                    surface: env.surface.rawValue, textSize: env.textSize.rawValue, appearance: env.appearance.rawValue,
                    mode: env.mode.rawValue, time: spec.offset?.text, image: "images/\(f.key).png", scenario: "scenarios/\(id).json"))
                cells.append((SweepSheet.outlined(drawn[f.key]!, f.frame, scale: env.device.scale),
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

/// A rule's contact sheet: its worst cases in a grid, four a row, each captioned above with
/// its number, case, surface and axes (in `BitmapFont`, so the sheet is the same bytes on
/// every machine), on a dark tile (accessories, the island and StandBy draw white on clear).
enum SweepSheet {
    static let outline = RGBA8(r: 0xFF, g: 0x2D, b: 0x55)
    static let columns = 4
    static let tile = RGBA8(r: 0x1C, g: 0x1C, b: 0x1E)

    /// `cells`: each image and its caption lines.
    static func make(title: [String], cells: [(Bitmap, [String])]) -> Bitmap {
        let m = ContactSheetGrid.margin, gap = ContactSheetGrid.gap, scale = ContactSheetGrid.labelScale
        let lineHeight = ContactSheetGrid.labelHeight + 8
        let images = cells.map { $0.0.shrunk(by: ($0.0.width + ContactSheet.maxCellWidth - 1) / ContactSheet.maxCellWidth) }
        let captions = cells.map { $0.1.map { $0.replacingOccurrences(of: "_", with: " ") } }
        let captionHeight = (captions.map(\.count).max() ?? 0) * lineHeight
        let widths = images.indices.map { max(images[$0].width, captions[$0].map { BitmapFont.measure($0, scale: scale) }.max() ?? 0) }
        let cellWidth = widths.max() ?? 0
        let rows = stride(from: 0, to: images.count, by: columns).map { Array($0..<min($0 + columns, images.count)) }
        let rowHeights = rows.map { r in captionHeight + (r.map { images[$0].height }.max() ?? 0) }
        let top = m + title.count * ContactSheetGrid.titleLineHeight + gap
        let titleWidth = title.map { BitmapFont.measure($0, scale: ContactSheetGrid.titleScale) }.max() ?? 0
        let width = max(2 * m + min(columns, images.count) * (cellWidth + gap) - gap, 2 * m + titleWidth)
        let height = top + rowHeights.reduce(0, +) + max(0, rows.count - 1) * gap + m
        var sheet = Bitmap(width: width, height: height, fill: ContactSheet.background)
        for (i, line) in title.enumerated() {
            BitmapFont.draw(line, at: m, m + i * ContactSheetGrid.titleLineHeight, scale: ContactSheetGrid.titleScale,
                            color: ContactSheet.ink, into: &sheet)
        }
        var y = top
        for (r, row) in rows.enumerated() {
            for (c, i) in row.enumerated() {
                let x = m + c * (cellWidth + gap)
                for (l, line) in captions[i].enumerated() {
                    BitmapFont.draw(line, at: x, y + l * lineHeight, scale: scale, color: ContactSheet.ink, into: &sheet)
                }
                sheet.fill(x: x, y: y + captionHeight, width: images[i].width, height: images[i].height, color: tile)
                sheet.draw(images[i], x: x, y: y + captionHeight)
            }
            y += rowHeights[r] + gap
        }
        return sheet
    }

    /// `bitmap` with `frame` (points) outlined 1 pt wide, outside the frame where it can be.
    static func outlined(_ bitmap: Bitmap, _ frame: Rect?, scale: Int) -> Bitmap {
        guard let f = frame else { return bitmap }
        var b = bitmap
        let k = Double(scale), w = scale
        let x0 = Int((f.minX * k).rounded(.down)) - w, y0 = Int((f.minY * k).rounded(.down)) - w
        let x1 = Int((f.maxX * k).rounded(.up)), y1 = Int((f.maxY * k).rounded(.up))
        b.fill(x: x0, y: y0, width: x1 - x0 + w, height: w, color: outline)
        b.fill(x: x0, y: y1, width: x1 - x0 + w, height: w, color: outline)
        b.fill(x: x0, y: y0, width: w, height: y1 - y0 + w, color: outline)
        b.fill(x: x1, y: y0, width: w, height: y1 - y0 + w, color: outline)
        return b
    }
}
