/// When two images count as the same for `verify`.
///
/// Exactly equal pixels always pass. Otherwise pixelmatch runs with `threshold`, and the
/// images pass when the counted pixels are at most the allowance: the larger of
/// `maxDiffPixels` and `maxDiffRatio · total` (rounded down), as Playwright combines them.
/// Anti-aliased pixels never count unless `includeAA`.
public struct DiffPolicy: Equatable, Sendable {
    /// pixelmatch's per-pixel colour tolerance, 0...1.
    public var threshold: Double
    /// Differing pixels tolerated.
    public var maxDiffPixels: Int
    /// Differing pixels tolerated as a fraction of all pixels (0...1), if given.
    public var maxDiffRatio: Double?
    /// Count anti-aliased pixels too.
    public var includeAA: Bool
    /// Background for translucent pixels (v7 checkerboard or v6 white).
    public var blend: AlphaBlend
    /// Bridged gap when grouping changed pixels into regions.
    public var regionGap: Int

    public init(threshold: Double = 0.1, maxDiffPixels: Int = 0, maxDiffRatio: Double? = nil,
                includeAA: Bool = false, blend: AlphaBlend = .checkerboard, regionGap: Int = ChangedRegions.defaultGap) {
        self.threshold = threshold; self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
        self.includeAA = includeAA; self.blend = blend; self.regionGap = regionGap
    }

    /// The number of counted pixels tolerated in an image of `total` pixels.
    public func allowance(total: Int) -> Int {
        max(maxDiffPixels, maxDiffRatio.map { Int(($0 * Double(total)).rounded(.down)) } ?? 0)
    }

    /// The pixelmatch options this policy implies (default colours).
    public var pixelmatchOptions: PixelmatchOptions {
        PixelmatchOptions(threshold: threshold, includeAA: includeAA, blend: blend)
    }
}
