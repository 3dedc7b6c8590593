import SnapshotModel
import SnapshotRules

/// What an element is, by the names the structural snapshot uses.
package enum ElementRole: String, Sendable, Codable, CaseIterable {
    /// The presentation's container: background, corner shape, tap-anywhere deep link.
    case background
    case icon, title, subtitle, routeMarker, destination, time, refresh, message
    /// A status in words or a glyph: the capsule ("Stale", "Offline", "Ended"…), a status line.
    /// The file names it `staleLabel`, as every structural snapshot since the first has.
    case statusLabel = "staleLabel"
    /// A bar hiding private content on a locked surface: no text, label or colour of it.
    case redacted
}

/// How an element is drawn. The renderer is one `switch` over these.
package enum ElementPaint: Equatable, Sendable {
    /// A filled rounded rectangle (radius in points), e.g. the container or the Stale capsule.
    case roundedRect(fill: Color, radius: Double)
    /// A filled circle inscribed in the frame, with a `keyline` ring just inside its edge
    /// when the fill alone would not stand out (route dots).
    case circle(fill: Color, keyline: Keyline? = nil)
    /// A capsule filling the frame with one centred line of text (the Stale label, a bus
    /// route badge), with an optional `keyline` ring just inside its edge.
    case badge(String, font: FontSpec, textColor: Color, fill: Color, keyline: Keyline? = nil)
    /// Text set in one or more lines, ellipsized at the end if needed.
    case text(TextRun)
    /// A single-colour SVG icon from `Assets/icons`, tinted, rotated clockwise by `turns` (0...1)
    /// about the glyph's centre, drawn in `glyphFrame`.
    case icon(name: Glyph, tint: Color, glyphFrame: Rect, turns: Double)
    /// Nothing drawn (e.g. a tap target whose glyph is a child).
    case none
}

/// A piece of text and how it is set: the measurer and the renderer both use exactly this.
/// Every property but its colour decides how it sets (`MeasurementCache` keys by them all).
package struct TextRun: Hashable, Sendable {
    package var text: String
    package var font: FontSpec
    package var color: Color
    /// The width text wraps and ellipsizes at; nil for one unbounded line.
    package var wrapWidth: Double?
    package var maxLines: Int
    package var alignment: TextAlignment
    /// The language whose hyphenation points a word may break at, with a visible hyphen
    /// ("Haupt-" / "bahnhof"); nil: words break only at spaces and at the hyphens and slashes
    /// they have. Never between two arbitrary letters.
    package var hyphenation: Language?
    /// Where a cut may fall: at a word boundary wherever one leaves anything (a stop name, read as
    /// words: "Harold / Washington…"), or after the most characters that fit (a destination:
    /// "Kimball via Ravenswo…", as SwiftUI's truncation).
    package var cutsAtWords: Bool

    package init(_ text: String, font: FontSpec, color: Color, wrapWidth: Double?, maxLines: Int = 1,
                alignment: TextAlignment = .leading, hyphenation: Language? = nil, cutsAtWords: Bool = false) {
        self.text = text; self.font = font; self.color = color; self.wrapWidth = wrapWidth
        self.maxLines = maxLines; self.alignment = alignment; self.hyphenation = hyphenation
        self.cutsAtWords = cutsAtWords
    }
}

/// Text alignment inside an element's frame.
package enum TextAlignment: String, Hashable, Sendable { case leading, trailing, center }

/// One drawn element with everything resolved: frame in points, role, paint, accessibility.
package struct LayoutElement: Equatable, Sendable {
    package var role: ElementRole
    /// 1-based arrival row for row elements, nil elsewhere.
    package var row: Int?
    package var frame: Rect
    package var paint: ElementPaint
    /// The text shown, if any (for text elements and markers with a route number).
    package var text: String?
    /// The accessibility label.
    package var label: String?
    /// The tap action: the refresh intent or a deep link.
    package var action: String?
    /// Whether text was shortened with an ellipsis to fit.
    package var truncated: Bool
    /// The characters actually drawn when the text was cut ("Halsted &…", a line break where a
    /// wrapped text broke before its last line), nil when `text` is drawn whole. Set from the
    /// typesetter once the layout is done (`PresentationLayout`), so it is what the pixels show.
    package var shown: String?
    /// The lines a person reads, as drawn: with the hyphen drawn where a word broke and the
    /// "…" where the text was cut. Set from the typesetter once the layout is done, like `shown`.
    package var lines: [String]?
    /// Whether a cut text was cut inside a word (`TextMeasurement.cutInsideWord`): the
    /// compositions prefer one cut at a word boundary.
    package var cutInsideWord = false
    /// The tracked activity the element belongs to: nil for the first, 2 for the second, …
    /// (`ActivityStack`).
    package var activity: Int?

    package init(role: ElementRole, row: Int? = nil, frame: Rect, paint: ElementPaint, text: String? = nil,
                label: String? = nil, action: String? = nil, truncated: Bool = false, shown: String? = nil) {
        self.role = role; self.row = row; self.frame = frame; self.paint = paint; self.text = text
        self.label = label; self.action = action; self.truncated = truncated; self.shown = shown
    }

    /// The characters drawn: `shown` when the text was cut, else `text`.
    package var drawnText: String? { shown ?? text }

    /// The font of a text element.
    package var font: FontSpec? {
        switch paint {
        case .text(let run): run.font
        case .badge(_, let font, _, _, _): font
        default: nil
        }
    }

    /// The fill behind a badge's text, nil for other paints.
    package var fill: Color? {
        if case .badge(_, _, _, let fill, _) = paint { return fill }
        return nil
    }

    /// The ring just inside a marker's edge, nil when it has none.
    package var keyline: Keyline? {
        switch paint {
        case .circle(_, let keyline), .badge(_, _, _, _, let keyline): keyline
        default: nil
        }
    }

    /// The main colour of the element (a badge's text colour).
    package var color: Color? {
        switch paint {
        case .roundedRect(let fill, _), .circle(let fill, _): fill
        case .text(let run): run.color
        case .badge(_, _, let color, _, _): color
        case .icon(_, let tint, _, _): tint
        case .none: nil
        }
    }
}

/// A fully resolved presentation: its size and its elements in drawing order.
package struct LayoutTree: Equatable, Sendable {
    package var environment: RenderEnvironment
    package var size: Size
    /// The text size the content was laid out at: the requested size, or the surface's
    /// documented cap (`Compositions.cap`, docs/spec-decisions.md "Dynamic Type compositions").
    package var renderedTextSize: TextSize
    /// The composition used, nil where a surface has one arrangement only.
    package var composition: Composition?
    package var elements: [LayoutElement]
    /// What VoiceOver reads for the whole presentation.
    package var spokenSummary: String

    package init(environment: RenderEnvironment, size: Size, renderedTextSize: TextSize,
                elements: [LayoutElement], spokenSummary: String, composition: Composition? = nil) {
        self.environment = environment; self.size = size; self.renderedTextSize = renderedTextSize
        self.composition = composition
        self.elements = elements; self.spokenSummary = spokenSummary
    }

    /// The first activity's elements (all of them when the tree shows one activity).
    package var firstActivity: [LayoutElement] { elements.filter { $0.activity == nil } }

    /// Elements with a role, in drawing order.
    package func elements(_ role: ElementRole) -> [LayoutElement] { elements.filter { $0.role == role } }
}
