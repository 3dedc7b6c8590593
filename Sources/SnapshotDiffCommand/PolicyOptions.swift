import SnapshotCommandLine
import SnapshotDiff
/// The comparison options `verify` and `diff` share: exact by default, each tolerance opt-in.
package enum PolicyOptions {
    static let threshold = Option<Double>.number("threshold", "T", in: 0...1, "per-pixel colour tolerance 0...1 (default 0: any colour difference counts)")
    static let maxDiffPixels = Option<Int>.number("max-diff-pixels", "N", "differing pixels tolerated (default 0)")
    static let maxDiffRatio = Option<Double>.number("max-diff-ratio", "R", in: 0...1, "differing pixels tolerated as a fraction 0...1 of the image (default 0)")
    static let ignoreAA = Flag("ignore-aa", "do not count pixels pixelmatch detects as anti-aliasing (counted by default)")

    /// The options, in help order.
    package static let specs: [OptionSpec] = [threshold.spec, maxDiffPixels.spec, maxDiffRatio.spec, ignoreAA.spec]

    /// Whether any tolerance option was given.
    package static func given(_ args: ParsedArguments) -> Bool {
        specs.contains(where: args.given)
    }

    /// The policy the options describe, starting from `DiffPolicy.exact`.
    package static func policy(_ args: ParsedArguments, blend: AlphaBlend = .checkerboard) throws(UsageError) -> DiffPolicy {
        DiffPolicy(threshold: try args.given(threshold) ?? 0,
                   maxDiffPixels: try args.given(maxDiffPixels) ?? 0,
                   maxDiffRatio: try args.given(maxDiffRatio),
                   includeAA: !args.has(ignoreAA), blend: blend)
    }
}
