import SnapshotModel
import SnapshotPresentation
import SnapshotRules

/// The container every presentation starts with: the `background` element covering the
/// whole surface, which reads the presentation's summary and opens its deep link
/// ("Tap: anywhere outside the refresh button opens the stop in the app").
extension LayoutTree {
    /// A tree of `size` whose first element is the background drawn with `paint`, then `content`.
    init(_ p: Presentation, _ env: RenderEnvironment, size: Size, textSize: TextSize, background paint: ElementPaint,
         content: [LayoutElement], composition: Composition? = nil) {
        let background = LayoutElement(role: .background, frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                       paint: paint, label: p.spokenSummary, action: p.deepLink)
        self.init(environment: env, size: size, renderedTextSize: textSize, elements: [background] + content,
                  spokenSummary: p.spokenSummary, composition: composition)
    }
}

extension LayoutElement {
    /// A text element: `run` set in `frame`, with the text shown as its accessibility label
    /// unless `label` says otherwise.
    package static func text(_ role: ElementRole, _ run: TextRun, frame: Rect, label: String? = nil, row: Int? = nil,
                     truncated: Bool = false, cutInsideWord: Bool = false) -> LayoutElement {
        var e = LayoutElement(role: role, row: row, frame: frame, paint: .text(run), text: run.text, label: label ?? run.text,
                              truncated: truncated)
        e.cutInsideWord = cutInsideWord
        return e
    }

    /// The same element moved by (`dx`, `dy`), glyph frame included.
    package func offset(dx: Double, dy: Double = 0) -> LayoutElement {
        var copy = self
        copy.frame.x += dx
        copy.frame.y += dy
        if case .icon(let name, let tint, let glyph, let turns) = paint {
            copy.paint = .icon(name: name, tint: tint,
                               glyphFrame: Rect(x: glyph.x + dx, y: glyph.y + dy, width: glyph.width, height: glyph.height),
                               turns: turns)
        }
        return copy
    }
}
