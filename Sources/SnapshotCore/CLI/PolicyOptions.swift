/// The comparison options `verify` and `diff` share: exact by default, each tolerance opt-in.
package enum PolicyOptions {
    /// The options, in help order.
    package static let specs: [OptionSpec] = [
        .value("threshold", "T", "per-pixel colour tolerance 0...1 (default 0: any colour difference counts)"),
        .value("max-diff-pixels", "N", "differing pixels tolerated (default 0)"),
        .value("max-diff-ratio", "R", "differing pixels tolerated as a fraction 0...1 of the image (default 0)"),
        .flag("ignore-aa", "do not count pixels pixelmatch detects as anti-aliasing (counted by default)"),
    ]

    /// The names of the options, for "was a tolerance given on the command line".
    static let names = ["threshold", "max-diff-pixels", "max-diff-ratio", "ignore-aa"]

    /// Whether any tolerance option was given.
    package static func given(_ args: ParsedArguments) -> Bool {
        names.contains { args.value($0) != nil || args.has($0) }
    }

    /// The policy the options describe, starting from `DiffPolicy.exact`.
    package static func policy(_ args: ParsedArguments, blend: AlphaBlend = .checkerboard) throws(UsageError) -> DiffPolicy {
        DiffPolicy(threshold: try args.double("threshold", in: 0...1) ?? 0,
                   maxDiffPixels: try args.int("max-diff-pixels") ?? 0,
                   maxDiffRatio: try args.double("max-diff-ratio", in: 0...1),
                   includeAA: !args.has("ignore-aa"), blend: blend)
    }
}
