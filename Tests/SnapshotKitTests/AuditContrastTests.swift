import Foundation
@testable import SnapshotAudit
@testable import SnapshotImage
@testable import SnapshotLayout
@testable import SnapshotModel
@testable import SnapshotRender
import Testing

/// WCAG 2.x maths (reference §7.1) and the pixel contrast check on synthetic bitmaps.
@Suite struct AuditContrastTests {
    static func rgb(_ hex: String) -> RGBA8 {
        let c = Color(hex: hex)!
        return RGBA8(r: c.r, g: c.g, b: c.b)
    }

    @Test func knownPairs() {
        let rows: [(String, String, Double)] = [
            ("#000000", "#FFFFFF", 21.0),
            ("#777777", "#FFFFFF", 4.478),
            ("#767676", "#FFFFFF", 4.542),
            ("#F9E300", "#FFFFFF", 1.31),
            ("#00A1DE", "#FFFFFF", 2.94),
            ("#C60C30", "#FFFFFF", 6.01),
            ("#FFFFFF", "#FFFFFF", 1.0),
        ]
        for (a, b, expected) in rows {
            let ratio = WCAGContrast.ratio(Self.rgb(a), Self.rgb(b))
            #expect(abs(ratio - expected) < 0.01, "\(a) on \(b): \(ratio)")
        }
        // Thresholds are not rounded: 4.48 fails 4.5.
        #expect(WCAGContrast.ratio(Self.rgb("#777777"), Self.rgb("#FFFFFF")) < WCAGContrast.text)
    }

    @Test func largeTextThresholds() {
        let rows: [(Double, FontWeight, Double)] = [
            (17, .regular, 4.5), (18, .regular, 3), (14, .bold, 3), (14, .semibold, 4.5), (13, .bold, 4.5), (34, .regular, 3),
        ]
        for (size, weight, expected) in rows {
            let font = FontSpec(family: "Inter", size: size, lineHeight: size + 4, weight: weight)
            #expect(WCAGContrast.threshold(for: font) == expected, "\(size) pt \(weight)")
        }
    }

    /// (case, change, expected rule and measured ratio rounded to 2 places, or nil for a pass)
    static let rows: [(String, @Sendable (inout AuditSubject) -> Void, String?, Double?)] = [
        ("yellow route dot on white", { $0.edit(.routeMarker) { $0.paint = .circle(fill: Color(hex: "#F9E300")!) } },
         "contrast.nonText", 1.31),
        ("yellow route dot in its keyline passes", { $0.edit(.routeMarker) {
            $0.paint = .circle(fill: Color(hex: "#F9E300")!, keyline: Keyline(color: Color(hex: "#A49600")!, width: 3)) } }, nil, nil),
        ("yellow route dot whose ring is too light fails on the ring", { $0.edit(.routeMarker) {
            $0.paint = .circle(fill: Color(hex: "#A49600")!, keyline: Keyline(color: Color(hex: "#F9E300")!, width: 3)) } },
         "contrast.nonText", 1.31),
        ("red route dot on white passes", { _ in }, nil, nil),
        ("#777777 time on white", { $0.edit(.time) { e in
            if case .text(var run) = e.paint { run.color = Color(hex: "#777777")!; e.paint = .text(run) } } },
         "contrast.text", 4.48),
        ("#767676 time on white passes", { $0.edit(.time) { e in
            if case .text(var run) = e.paint { run.color = Color(hex: "#767676")!; e.paint = .text(run) } } }, nil, nil),
        ("#949494 at 18 pt passes as large text", { $0.edit(.title) { e in
            if case .text(var run) = e.paint { run.color = Color(hex: "#949494")!; run.font.size = 18; e.paint = .text(run) } } },
         nil, nil),
        ("#949494 at 17 pt fails", { $0.edit(.title) { e in
            if case .text(var run) = e.paint { run.color = Color(hex: "#949494")!; run.font.size = 17; e.paint = .text(run) } } },
         "contrast.text", 3.03),
        ("light blue glyph", { $0.edit(.refresh) { e in
            e.paint = .icon(name: .arrowClockwise, tint: Color(hex: "#8EC5FF")!, glyphFrame: Rect(x: 290, y: 17, width: 20, height: 20), turns: 0) } },
         "contrast.nonText", 1.81),
        ("stale word on its capsule", { s in
            s.tree.elements.append(LayoutElement(role: .statusLabel, frame: Rect(x: 220, y: 18, width: 50, height: 17),
                                                 paint: .badge("Stale", font: AuditFixture.caption2, textColor: Color(hex: "#FF8D28")!,
                                                               fill: Color(hex: "#FFF1E6")!), text: "Stale", label: "Stale"))
        }, "contrast.text", 2.09),
    ]

    @Test(arguments: rows.indices)
    func pixelContrast(_ i: Int) {
        let (name, change, rule, ratio) = Self.rows[i]
        let findings = ContrastCheck.check(AuditFixture.with(change))
        #expect(findings.map(\.rule.id) == (rule.map { [$0] } ?? []), "\(name): \(findings.map(\.line))")
        if let ratio, let measured = findings.first?.measured {
            #expect(abs(measured - ratio) < 0.01, "\(name): measured \(measured)")
        }
    }

    @Test func transparentPixelsReadAsTheBackdrop() {
        // StandBy's removed background: white text over transparent reads against black.
        DrawnPixels(bitmap: Bitmap(width: 4, height: 4)).withStored { pixels in
            let sampling = PixelSampling(pixels: pixels, scale: 1, backdrop: RGBA8(r: 0, g: 0, b: 0))
            #expect(sampling.seen(1, 1) == RGBA8(r: 0, g: 0, b: 0))
        }
        #expect(RGBA8(r: 255, g: 255, b: 255, a: 128).over(RGBA8(r: 0, g: 0, b: 0)) == RGBA8(r: 128, g: 128, b: 128))
    }

    /// The checks read cairo's premultiplied words in place: each must read as the colour the
    /// converted bitmap holds, for every coverage and every premultiplied channel value.
    @Test func premultipliedPixelsReadAsTheirConvertedColour() {
        var words: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in UInt32(0)...a { words.append(a << 24 | c << 16 | (a - c) << 8 | c / 2) }
        }
        let converted = words.withUnsafeBytes {
            PremultipliedARGB.toBitmap(width: words.count, height: 1, stride: words.count * 4, bytes: $0)
        }
        words.withUnsafeBytes { raw in
            let pixels = StoredPixels(base: raw.baseAddress!, stride: raw.count, width: words.count, height: 1, premultiplied: true)
            for x in 0..<words.count where pixels.colour(x, 0) != converted[x, 0] {
                Issue.record("word \(String(words[x], radix: 16)): \(pixels.colour(x, 0)) against \(converted[x, 0])")
                return
            }
        }
    }
}
