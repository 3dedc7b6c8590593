import Foundation
import SnapshotModel
import SnapshotRules

/// Two or more Live Activities at once: the
/// first activity's tree with the further ones placed as the surface's row says
/// (`SurfaceSpec.furtherActivities`): stacked under it `gap` points apart (the Lock Screen), or
/// one detached minimal island `gap` points right of it, on a whole point (the compact island:
/// a fractional x would smear its edge across two pixels). Further elements carry `activity`
/// (2, 3, …) so the structural snapshot and the audit tell them from the first's.
enum ActivityStack {
    static func combine(_ first: LayoutTree, further: [LayoutTree], as placement: SurfaceSpec.FurtherActivities) -> LayoutTree {
        guard !further.isEmpty else { return first }
        var out = first
        var summaries = [first.spokenSummary]
        switch placement {
        case .hidden:
            return first
        case .stacked(let gap):
            var y = first.size.height
            for (i, tree) in further.enumerated() {
                y += gap
                out.elements += tree.elements.map { $0.moved(dx: 0, dy: y).inActivity(i + 2) }
                out.size = Size(width: max(out.size.width, tree.size.width), height: y + tree.size.height)
                y += tree.size.height
                summaries.append(tree.spokenSummary)
            }
        case .detached(_, let gap):
            let tree = further[0]
            let x = (first.size.width + gap).rounded(.up)
            out.elements += tree.elements.map { $0.moved(dx: x, dy: 0).inActivity(2) }
            out.size = Size(width: x + tree.size.width, height: max(first.size.height, tree.size.height))
            summaries.append(tree.spokenSummary)
        }
        out.spokenSummary = summaries.joined(separator: " ")
        return out
    }
}

extension LayoutElement {
    /// The element moved by (`dx`, `dy`) points, its glyph with it.
    func moved(dx: Double, dy: Double) -> LayoutElement {
        var e = self
        e.frame = Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
        if case .icon(let name, let tint, let glyph, let turns) = paint {
            e.paint = .icon(name: name, tint: tint,
                            glyphFrame: Rect(x: glyph.x + dx, y: glyph.y + dy, width: glyph.width, height: glyph.height),
                            turns: turns)
        }
        return e
    }

    func inActivity(_ index: Int) -> LayoutElement {
        var e = self
        e.activity = index
        return e
    }
}
