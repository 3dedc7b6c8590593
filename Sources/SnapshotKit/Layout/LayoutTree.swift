/// What an element is, by the names the structural snapshot uses.
public enum ElementRole: String, Sendable, Codable, CaseIterable {
    /// The presentation's container: background, corner shape, tap-anywhere deep link.
    case background
    case icon, title, subtitle, routeMarker, destination, time, staleLabel, refresh, message
    /// A bar hiding private content on a locked surface (issue 23): no text, label or colour of it.
    case redacted
}

/// How an element is drawn. The renderer is one `switch` over these.
public enum ElementPaint: Equatable, Sendable {
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
    case icon(name: String, tint: Color, glyphFrame: Rect, turns: Double)
    /// Nothing drawn (e.g. a tap target whose glyph is a child).
    case none
}

/// A piece of text and how it is set: the measurer and the renderer both use exactly this.
public struct TextRun: Equatable, Sendable {
    public var text: String
    public var font: FontSpec
    public var color: Color
    /// The width text wraps and ellipsizes at; nil for one unbounded line.
    public var wrapWidth: Double?
    public var maxLines: Int
    public var alignment: TextAlignment
    /// Whether a word wider than the line may break between characters, with a visible
    /// hyphen (a stop name: "Mönchengladbach" → "Mönchengladb-" / "ach"); other texts break
    /// between words only. Pango has no dictionary hyphenation (issue 20: good enough).
    public var breaksWords: Bool

    public init(_ text: String, font: FontSpec, color: Color, wrapWidth: Double?, maxLines: Int = 1,
                alignment: TextAlignment = .leading, breaksWords: Bool = false) {
        self.text = text; self.font = font; self.color = color; self.wrapWidth = wrapWidth
        self.maxLines = maxLines; self.alignment = alignment; self.breaksWords = breaksWords
    }
}

/// Text alignment inside an element's frame.
public enum TextAlignment: String, Sendable { case leading, trailing, center }

/// One drawn element with everything resolved: frame in points, role, paint, accessibility.
public struct LayoutElement: Equatable, Sendable {
    public var role: ElementRole
    /// 1-based arrival row for row elements, nil elsewhere.
    public var row: Int?
    public var frame: Rect
    public var paint: ElementPaint
    /// The text shown, if any (for text elements and markers with a route number).
    public var text: String?
    /// The accessibility label.
    public var label: String?
    /// The tap action: the refresh intent or a deep link.
    public var action: String?
    /// Whether text was shortened with an ellipsis to fit.
    public var truncated: Bool
    /// The characters actually drawn when the text was cut ("Halsted &…", a line break where a
    /// wrapped text broke before its last line), nil when `text` is drawn whole. Set from the
    /// typesetter once the layout is done (`PresentationLayout`), so it is what the pixels show.
    public var shown: String?
    /// The tracked activity the element belongs to: nil for the first, 2 for the second, …
    /// (`ActivityStack`, issue 23).
    public var activity: Int?

    public init(role: ElementRole, row: Int? = nil, frame: Rect, paint: ElementPaint, text: String? = nil,
                label: String? = nil, action: String? = nil, truncated: Bool = false, shown: String? = nil) {
        self.role = role; self.row = row; self.frame = frame; self.paint = paint; self.text = text
        self.label = label; self.action = action; self.truncated = truncated; self.shown = shown
    }

    /// The characters drawn: `shown` when the text was cut, else `text`.
    public var drawnText: String? { shown ?? text }

    /// The font of a text element.
    public var font: FontSpec? {
        switch paint {
        case .text(let run): run.font
        case .badge(_, let font, _, _, _): font
        default: nil
        }
    }

    /// The fill behind a badge's text, nil for other paints.
    public var fill: Color? {
        if case .badge(_, _, _, let fill, _) = paint { return fill }
        return nil
    }

    /// The ring just inside a marker's edge, nil when it has none.
    public var keyline: Keyline? {
        switch paint {
        case .circle(_, let keyline), .badge(_, _, _, _, let keyline): keyline
        default: nil
        }
    }

    /// The main colour of the element (a badge's text colour).
    public var color: Color? {
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
public struct LayoutTree: Equatable, Sendable {
    public var environment: RenderEnvironment
    public var size: Size
    /// The text size the content was laid out at: the requested size, or the surface's
    /// documented cap (`Compositions.cap`, docs/spec-decisions.md "Dynamic Type compositions").
    public var renderedTextSize: TextSize
    /// The composition used, nil where a surface has one arrangement only.
    public var composition: Composition?
    public var elements: [LayoutElement]
    /// What VoiceOver reads for the whole presentation.
    public var spokenSummary: String

    public init(environment: RenderEnvironment, size: Size, renderedTextSize: TextSize,
                elements: [LayoutElement], spokenSummary: String, composition: Composition? = nil) {
        self.environment = environment; self.size = size; self.renderedTextSize = renderedTextSize
        self.composition = composition
        self.elements = elements; self.spokenSummary = spokenSummary
    }

    /// The first activity's elements (all of them when the tree shows one activity).
    public var firstActivity: [LayoutElement] { elements.filter { $0.activity == nil } }

    /// Elements with a role, in drawing order.
    public func elements(_ role: ElementRole) -> [LayoutElement] { elements.filter { $0.role == role } }
}
