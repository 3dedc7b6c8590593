import Foundation
@testable import SnapshotCatalog
import SnapshotImage
@testable import SnapshotLayout
@testable import SnapshotModel
import Testing

/// The refresh glyph's one-turn animation drawn by the real renderer.
@Suite struct RefreshAnimationTests {
    static let factory = Result { try SnapshotFactory(iconsDirectory: TestPaths.icons) }

    static func render(_ tree: LayoutTree) throws -> Bitmap {
        try factory.get().renderer.render(tree)
    }

    /// The resting glyph, built by hand: the animation's own tree with `turns` forced to 0.
    static func resting(_ appearance: Appearance) -> LayoutTree {
        var tree = RefreshAnimation.frame(1, of: 12, appearance: appearance)
        for i in tree.elements.indices {
            if case .icon(let name, let tint, let glyphFrame, _) = tree.elements[i].paint {
                tree.elements[i].paint = .icon(name: name, tint: tint, glyphFrame: glyphFrame, turns: 0)
            }
        }
        return tree
    }

    @Test(arguments: [12, 4], Appearance.allCases)
    func lastFrameIsTheRestingGlyph(_ count: Int, _ appearance: Appearance) throws {
        let last = try Self.render(RefreshAnimation.frame(count, of: count, appearance: appearance))
        #expect(last == (try Self.render(Self.resting(appearance))))
    }

    @Test(arguments: [12, 4])
    func everyOtherFrameIsTurned(_ count: Int) throws {
        let rest = try Self.render(Self.resting(.light))
        for k in 1..<count {
            let frame = try Self.render(RefreshAnimation.frame(k, of: count, appearance: .light))
            #expect(frame != rest, "frame \(k) of \(count) draws the resting glyph")
            #expect(frame.width == 132 && frame.height == 132, "frame \(k): \(frame.width)x\(frame.height)")
        }
    }

    /// Turning by a whole turn draws exactly the resting glyph.
    @Test func wholeTurnEqualsRest() throws {
        var tree = Self.resting(.dark)
        if case .icon(let name, let tint, let glyphFrame, _) = tree.elements[1].paint {
            tree.elements[1].paint = .icon(name: name, tint: tint, glyphFrame: glyphFrame, turns: 1)
        }
        #expect(try Self.render(tree) == (try Self.render(Self.resting(.dark))))
    }

    @Test(arguments: [(12, 1595), (4, 531), (1, 132)])
    func filmstripWidth(_ count: Int, _ width: Int) throws {
        let frames = try (1...count).map { try Self.render(RefreshAnimation.frame($0, of: count, appearance: .light)) }
        let strip = RefreshAnimation.filmstrip(frames)
        #expect(strip.width == count * 132 + (count - 1))
        #expect(strip.width == width)
        #expect(strip.height == 132)
        // The last frame sits at the right edge, pixel for pixel.
        let x0 = (count - 1) * 133
        for y in stride(from: 0, to: 132, by: 11) {
            for x in stride(from: 0, to: 132, by: 11) {
                #expect(strip[x0 + x, y] == frames[count - 1][x, y])
            }
        }
    }

    @Test(arguments: [(1, "light", "light-frame-01"), (12, "dark", "dark-frame-12")])
    func frameNames(_ k: Int, _ appearance: String, _ name: String) {
        #expect(RefreshAnimation.frameName(k, appearance: Appearance(rawValue: appearance)!) == name)
    }
}

/// The reduced-motion form (issue 23, seed 004 "Respect reduced motion"): no turn, a cross-fade
/// from the resting glyph to the busy one the updating state draws.
@Suite struct ReducedMotionRefreshTests {
    static func render(_ tree: LayoutTree) throws -> Bitmap { try RefreshAnimationTests.render(tree) }

    /// The busy glyph, built by hand: the resting tree tinted as `HeaderLayout` tints a busy refresh.
    static func busy(_ appearance: Appearance) -> LayoutTree {
        var tree = RefreshAnimationTests.resting(appearance)
        if case .icon(let name, _, let glyphFrame, _) = tree.elements[1].paint {
            tree.elements[1].paint = .icon(name: name, tint: Palette.of(appearance).secondaryText, glyphFrame: glyphFrame, turns: 0)
        }
        return tree
    }

    @Test(arguments: [12, 4], Appearance.allCases)
    func noFrameTurns(_ count: Int, _ appearance: Appearance) {
        for k in 1...count {
            for e in RefreshAnimation.frame(k, of: count, appearance: appearance, motion: .reduced).elements {
                if case .icon(_, _, _, let turns) = e.paint { #expect(turns == 0, "frame \(k) of \(count) turns by \(turns)") }
            }
        }
    }

    @Test(arguments: [12, 4], Appearance.allCases)
    func lastFrameIsTheBusyGlyph(_ count: Int, _ appearance: Appearance) throws {
        let last = try Self.render(RefreshAnimation.frame(count, of: count, appearance: appearance, motion: .reduced))
        #expect(last == (try Self.render(Self.busy(appearance))))
    }

    /// Each frame is a step of the fade: none repeats the one before, and none is the resting glyph.
    @Test(arguments: Appearance.allCases)
    func everyFrameMovesTheFade(_ appearance: Appearance) throws {
        let rest = try Self.render(RefreshAnimationTests.resting(appearance))
        var previous = rest
        for k in 1...12 {
            let frame = try Self.render(RefreshAnimation.frame(k, of: 12, appearance: appearance, motion: .reduced))
            #expect(frame != previous, "frame \(k) repeats frame \(k - 1)")
            previous = frame
        }
    }

    /// The default motion is never named, so the turning frames' goldens keep their names.
    @Test(arguments: [
        (Motion.standard, "light-frame-03", "light-filmstrip"),
        (Motion.reduced, "light-frame-03_reduced", "light-filmstrip_reduced"),
    ])
    func names(_ motion: Motion, _ frame: String, _ filmstrip: String) {
        #expect(RefreshAnimation.frameName(3, appearance: .light, motion: motion) == frame)
        #expect(RefreshAnimation.filmstripName(appearance: .light, motion: motion) == filmstrip)
    }
}
