import SnapshotImage
/// The one memory limit of a comparison: every pixel buffer it allocates — both decoded
/// images, both padded to their common size when the sizes differ, the diff image and the
/// composite — counted together before any of the later ones is allocated. A decoded image
/// is already bounded by `PNGLimits` (100 MP); the budget bounds what two small inputs can
/// make the tool allocate after decoding (a 1×16384 and a 16384×1 image would need two
/// 268 MP padded copies). Documented in docs/cli.md "Trust model".
package struct PixelBudget: Sendable, Equatable {
    /// 200 megapixels, 800 MB of RGBA8, per comparison: two images at the decoder's limit.
    package static let `default` = PixelBudget(maxPixels: 200_000_000)

    package let maxPixels: Int

    package init(maxPixels: Int) { self.maxPixels = maxPixels }

    /// The pixels a comparison of `a` and `b` allocates: the inputs, two padded copies when
    /// their sizes differ, the diff image when wanted and the composite when wanted.
    package static func cost(_ a: PixelSize, _ b: PixelSize, diffImage: Bool, composite: Bool) -> Int {
        let common = PixelSize(width: max(a.width, b.width), height: max(a.height, b.height))
        let area = common.width * common.height
        var total = a.width * a.height + b.width * b.height
        if a != b { total += 2 * area }
        if diffImage || composite { total += area }
        if composite { total += FailureComposite.size(common).width * FailureComposite.size(common).height }
        return total
    }

    /// Throws when a comparison of `a` and `b` would allocate more than the budget.
    package func check(_ a: PixelSize, _ b: PixelSize, diffImage: Bool, composite: Bool) throws(PixelBudgetError) {
        let needed = Self.cost(a, b, diffImage: diffImage, composite: composite)
        guard needed <= maxPixels else {
            throw PixelBudgetError(expected: a, actual: b, needed: needed, limit: maxPixels)
        }
    }
}

/// A comparison refused before allocating: it would need more pixel memory than the budget.
package struct PixelBudgetError: Error, Sendable, Equatable, CustomStringConvertible {
    package let expected: PixelSize
    package let actual: PixelSize
    package let needed: Int
    package let limit: Int

    package var description: String {
        "comparing \(expected.width)x\(expected.height) with \(actual.width)x\(actual.height) pixels would allocate "
            + "\(needed) pixels (padding to a common size, diff and composite images included), over the limit of "
            + "\(limit); refusing to allocate it"
    }
}
