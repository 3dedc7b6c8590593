/// `accessoryInline` (seed 000: "Belmont: 7 min", adding ", stale" when stale; no refresh).
/// One line at a fixed size (the system sets inline text itself): mode icon, the title
/// "Name:", the time, and the status suffix (", stale", ", offline", …) right after it,
/// centred as the Lock Screen centres its inline widget. Only the name ellipsizes.
struct AccessoryInlineLayout {
    let measurer: any TextMeasuring

    /// Subheadline semibold at Large (15/20 pt), close to the Lock Screen's date line.
    static let font = FontSpec.style(.subheadline, .large, weight: .semibold, tabular: true)
    static let iconSize = 15.0
    static let iconGap = 4.0

    func layout(_ p: Presentation, in env: RenderEnvironment) -> LayoutTree {
        let (surfaceWidth, heights) = env.surface.spec.size(env.device)
        let size = Size(width: surfaceWidth, height: heights.upperBound)
        let palette = AccessoryLayout.palette
        let font = Self.font
        let y = (size.height - font.lineHeight) / 2
        var elements: [LayoutElement] = []

        switch p.content {
        case .message(let text):
            let measured = measurer.measure(text, font: font, maxWidth: surfaceWidth, maxLines: 1)
            let run = TextRun(text, font: font, color: palette.primaryText, wrapWidth: surfaceWidth, alignment: .center)
            elements = [.text(.message, run, frame: Rect(x: (surfaceWidth - measured.width) / 2, y: y, width: measured.width,
                                                          height: font.lineHeight), truncated: measured.truncated)]
        case .arrivals(let header, _):
            var value = GlanceValue.first(p, roomForWord: true)
            // With no rows, the sentence stands in for the value, unless a status word follows:
            // "Belmont: —, ended", never "Belmont: Tracking ended at 2:21 PM, ended".
            if value.role == .message, p.statusWord == nil { value.text = p.rowsMessage }
            let suffix = p.statusWord.map { ", " + $0.lowercased() }
            let space = width(" ")
            let fixed = Self.iconSize + Self.iconGap + space + (suffix.map { self.width($0) } ?? 0)
            var title = Self.title(header.stopName, fits: { self.width($0) <= surfaceWidth - fixed - self.width(value.text) })
            if title.truncated, value.role == .time, let row = p.rows.first, value.text != row.bareTime {
                // Identity first: a delay's word gives way before the name is cut ("Belmont: 14:28").
                value.text = row.bareTime
                title = Self.title(header.stopName, fits: { self.width($0) <= surfaceWidth - fixed - self.width(value.text) })
            }
            if title.truncated, value.role == .message {
                // Identity first: a sentence that would cut the name gives way to the dash.
                value.text = GlanceValue.dash
                title = Self.title(header.stopName, fits: { self.width($0) <= surfaceWidth - fixed - self.width(value.text) })
            }
            var x = (surfaceWidth - (fixed + width(title.text) + width(value.text))) / 2
            let iconFrame = Rect(x: x, y: (size.height - Self.iconSize) / 2, width: Self.iconSize, height: Self.iconSize)
            elements.append(LayoutElement(role: .icon, frame: iconFrame,
                                          paint: .icon(name: header.mode.iconName, tint: palette.iconTint,
                                                       glyphFrame: iconFrame, turns: 0),
                                          label: header.mode.spokenName))
            x = iconFrame.maxX + Self.iconGap
            let titleWidth = width(title.text)
            var titleElement = LayoutElement.text(.title, TextRun(title.text, font: font, color: palette.primaryText, wrapWidth: nil),
                                                  frame: Rect(x: x, y: y, width: titleWidth, height: font.lineHeight),
                                                  label: header.stopName, truncated: title.truncated)
            // The whole name is the element's text; a cut one's drawn form ("Bel…:") is its `shown`.
            titleElement.text = header.stopName + ":"
            elements.append(titleElement)
            x += titleWidth + space
            let valueWidth = width(value.text)
            elements.append(.text(value.role, TextRun(value.text, font: font, color: palette.primaryText, wrapWidth: nil),
                                  frame: Rect(x: x, y: y, width: valueWidth, height: font.lineHeight),
                                  label: value.role == .message ? p.rowsMessage : value.label, row: value.role == .time ? 1 : nil))
            x += valueWidth
            if let suffix, let word = p.statusWord {
                // Plain text right after the value, no capsule: the inline widget is one run of text.
                elements.append(.text(.staleLabel, TextRun(suffix, font: font, color: palette.primaryText, wrapWidth: nil),
                                      frame: Rect(x: x, y: y, width: width(suffix), height: font.lineHeight), label: word))
            }
        }
        return LayoutTree(p, env, size: size, textSize: .large, background: .none, content: elements)
    }

    func width(_ text: String) -> Double {
        measurer.measure(text, font: Self.font, maxWidth: nil, maxLines: 1).width
    }

    /// "Name:" when it fits, else the longest prefix of the name that fits as "Nam…:"; the
    /// colon stays so the value still reads as the name's value.
    static func title(_ name: String, fits: (String) -> Bool) -> (text: String, truncated: Bool, fits: Bool) {
        if fits(name + ":") { return (name + ":", false, true) }
        var prefix = Substring(name)
        while !prefix.isEmpty {
            prefix = prefix.dropLast()
            let candidate = String(prefix).trimmingTrailingWhitespace() + "…:"
            if fits(candidate) { return (candidate, true, true) }
        }
        return ("…:", true, fits("…:"))
    }
}
