import SnapshotStructure
/// When two images count as the same for `verify` and `snapshot diff`.
///
/// Exactly equal pixels always pass. Otherwise pixelmatch runs with `threshold`, and the
/// images pass when the counted pixels are at most the allowance: the larger of
/// `maxDiffPixels` and `maxDiffRatio · total` (rounded down), as Playwright combines them.
/// Anti-aliased pixels count unless `includeAA` is false.
///
/// The default is `exact`: every pixel whose composited colour differs counts and none is
/// tolerated. Renders are byte-deterministic and the environment is checked before any pixel,
/// so a tolerance would only hide changes a designer cares about (a brand colour moving by a
/// few levels); it is opt-in per run or per scenario (docs/diff.md "Exact by default").
package struct DiffPolicy: Equatable, Sendable {
    /// pixelmatch's per-pixel colour tolerance, 0...1.
    package var threshold: Double
    /// Differing pixels tolerated.
    package var maxDiffPixels: Int
    /// Differing pixels tolerated as a fraction of all pixels (0...1), if given.
    package var maxDiffRatio: Double?
    /// Count anti-aliased pixels too.
    package var includeAA: Bool
    /// Background for translucent pixels (v7 checkerboard or v6 white).
    package var blend: AlphaBlend
    /// Bridged gap when grouping changed pixels into regions.
    package var regionGap: Int

    /// Every differing pixel counts (threshold 0, anti-aliased pixels too), none tolerated.
    package static let exact = DiffPolicy()

    package init(threshold: Double = 0, maxDiffPixels: Int = 0, maxDiffRatio: Double? = nil,
                includeAA: Bool = true, blend: AlphaBlend = .checkerboard, regionGap: Int = ChangedRegions.defaultGap) {
        self.threshold = threshold; self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
        self.includeAA = includeAA; self.blend = blend; self.regionGap = regionGap
    }

    /// Whether this policy tolerates nothing: every pixel whose colour differs at all counts.
    package var isExact: Bool { threshold == 0 && includeAA && allowance(total: Int.max / 2) == 0 }

    /// The policy in words for reports: "exact", or its tolerances.
    package var summary: String {
        if isExact { return "exact" }
        var parts = ["threshold \(PointFormat.number(threshold))"]
        if maxDiffPixels > 0 { parts.append("\(maxDiffPixels) px tolerated") }
        if let r = maxDiffRatio, r > 0 { parts.append("\(PointFormat.number(r * 100))% tolerated") }
        if !includeAA { parts.append("anti-aliasing ignored") }
        return parts.joined(separator: ", ")
    }

    /// The number of counted pixels tolerated in an image of `total` pixels.
    package func allowance(total: Int) -> Int {
        max(maxDiffPixels, maxDiffRatio.map { Int(($0 * Double(total)).rounded(.down)) } ?? 0)
    }

    /// The pixelmatch options this policy implies (default colours).
    package var pixelmatchOptions: PixelmatchOptions {
        PixelmatchOptions(threshold: threshold, includeAA: includeAA, blend: blend)
    }
}
