import Foundation
import Testing
import SnapshotCore
@testable import SnapshotKit

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
