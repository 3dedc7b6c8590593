import Foundation
import SnapshotCommandLine
import SnapshotDiff
import SnapshotFiles
import SnapshotImage
import SnapshotStructure

/// `snapshot diff A.png B.png`: compares two PNGs with pixelmatch v7.2.0 semantics and
/// explains the difference (regions, and layout changes when structural snapshots exist).
package enum DiffVerb {
    /// The `diff` verb, run in-process by the `snapshot` dispatcher and listed by `snapshot-kit`.
    package static let verb = Verb(
        name: "diff", summary: "compare two PNGs and explain what changed",
        usage: "diff EXPECTED.png ACTUAL.png [options]",
        details: """
        Exact by default: every pixel whose colour differs counts, anti-aliased ones too, and none is
        tolerated; --threshold, --max-diff-pixels, --max-diff-ratio and --ignore-aa add tolerance.
        Exit codes: 0 equal within the policy, 1 different, 2 unreadable input or bad option.
        Layout changes are reported when both images have a sibling .json structural snapshot
        (or --layout-a/--layout-b name them); a change a person can see or hear (text, colour,
        fill, font, frame beyond 0.5 pt, truncation, …) makes the images different whatever the
        pixels say. Regions bridge gaps of up to \(ChangedRegions.defaultGap) px.
        """,
        options: PolicyOptions.specs + [alpha.spec, diffMask.spec, noCheckerboard.spec, whiteBlend.spec, out.spec, composite.spec,
                                         json.spec, layoutA.spec, layoutB.spec, scale.spec, quiet.spec],
        run: run)

    static let alpha = Option<Double>.number("alpha", "A", in: 0...1, "opacity of the original in the diff image 0...1 (default 0.1)")
    static let diffMask = Flag("diff-mask", "diff image shows only differing pixels on transparency")
    static let noCheckerboard = Flag("no-checkerboard", "blend translucent pixels over white (pixelmatch v6)")
    static let whiteBlend = Flag("white-blend", "same as --no-checkerboard")
    static let out = Option<String>.path("out", "FILE", "write the diff image (PNG)")
    static let composite = Option<String>.path("composite", "FILE", "write expected | diff | actual with labels and regions (PNG)")
    static let json = Flag("json", "print one JSON object instead of text")
    static let layoutA = Option<String>.path("layout-a", "FILE", "structural snapshot of the expected image")
    static let layoutB = Option<String>.path("layout-b", "FILE", "structural snapshot of the actual image")
    static let scale = Option<Double>.number("scale", "S", in: 0.01...100, "pixels per point for regions (default: the layout's scale, else 1)")
    static let quiet = Flag("quiet", "print nothing; the exit code says whether the images match (as cmp -s)")

    package static func run(_ args: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if args.has(quiet) && args.has(json) { throw UsageError("--quiet prints nothing; leave out --json (or --quiet)") }
        guard args.positionals.count == 2 else {
            throw UsageError("snapshot diff needs two PNG files, got \(args.positionals.count) (see 'snapshot diff --help')")
        }
        let policy = try PolicyOptions.policy(args, blend: args.has(noCheckerboard) || args.has(whiteBlend) ? .white : .checkerboard)
        let options = try pixelmatchOptions(args, policy: policy)
        let paths = args.positionals
        let files = paths.map(context.path)
        try DiffInputs.checkOutputs(args, inputs: files, context)
        let bytes = DiffInputs.read(files)
        let wantImage = args.given(out.spec) || args.given(composite.spec)
        // NB: byte-identical files have identical pixels: validate their chunks and IHDR
        // (cheap, no inflate) and skip decoding. Diff images still need the pixels.
        if !wantImage, let size = try DiffInputs.identicalSize(bytes, paths) {
            let same = PixelmatchResult(mismatched: 0, diffImage: nil, mismatchedPixels: [], stoppedEarly: false)
            return try finish(args, context, policy: policy, size: size, result: same, sizeMismatch: nil, images: nil)
        }
        let (expected, actual) = try DiffInputs.decode(bytes, paths)
        let size = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        do {
            try PixelBudget.default.check(PixelSize(width: expected.width, height: expected.height),
                                          PixelSize(width: actual.width, height: actual.height),
                                          diffImage: wantImage, composite: args.given(composite.spec))
        } catch { throw DiffInputError(file: nil, reason: error.description) }
        let sameSize = expected.width == actual.width && expected.height == actual.height
        let result = Pixelmatch.compare(expected.padded(to: size), actual.padded(to: size), options: options,
                                        wantImage: wantImage, wantPixels: true)
        let mismatch = sameSize ? nil : DiffReport.SizeMismatch(
            expected: PixelSize(width: expected.width, height: expected.height),
            actual: PixelSize(width: actual.width, height: actual.height))
        return try finish(args, context, policy: policy, size: size, result: result, sizeMismatch: mismatch,
                          images: (expected, actual))
    }

    /// Explains `result` (regions, layout changes), writes the wanted images and prints the report.
    static func finish(_ args: ParsedArguments, _ context: CommandContext, policy: DiffPolicy, size: PixelSize,
                       result: PixelmatchResult, sizeMismatch: DiffReport.SizeMismatch?,
                       images: (expected: Bitmap, actual: Bitmap)?) throws -> ExitCode {
        let paths = args.positionals
        let layouts = try loadLayouts(args, paths, context)
        let regions = ChangedRegions.find(indices: result.mismatchedPixels ?? [], width: size.width)
        let total = size.width * size.height
        let scale = try args.given(scale) ?? layouts?.0.snapshot.scale ?? 1
        var report = DiffReport(
            expected: paths[0], actual: paths[1], width: size.width, height: size.height,
            mismatched: result.mismatched, total: total, ratio: total == 0 ? 0 : Double(result.mismatched) / Double(total),
            allowed: policy.allowance(total: total), passed: false, threshold: policy.threshold, scale: scale,
            regions: regions.map { .init(x: $0.x, y: $0.y, width: $0.width, height: $0.height, pixels: $0.pixels,
                                         points: $0.inPoints(scale: scale)) },
            layoutChanges: layouts.map { LayoutDiff.changes(from: $0.0.snapshot, to: $0.1.snapshot, keys: $0.0.keys) } ?? [],
            sizeMismatch: sizeMismatch)
        // NB: a change a person can see or hear fails whatever the pixels say (a label can
        // change with no pixel changing; a tolerance can hide a brand colour).
        report.passed = sizeMismatch == nil && result.mismatched <= report.allowed
            && LayoutDiff.perceptible(report.layoutChanges).isEmpty
        if let diff = result.diffImage, let images {
            if let file = try args.given(out) {
                try write(diff, to: context.url(file)); report.diffImage = file
            }
            if let file = try args.given(composite) {
                // NB: within the budget checked before padding (`PixelBudget` charges the composite).
                try write(FailureComposite.make(expected: images.expected, diff: diff, actual: images.actual,
                                                mismatched: result.mismatched, total: total, regions: regions),
                          to: context.url(file))
                report.composite = file
            }
        }
        // NB: one write for the whole summary: the shift benchmark pair lists 523 regions, and a
        // write(2) per line cost ~0.5 ms.
        if !args.has(quiet) { context.console.out(args.has(json) ? report.json() : report.text()) }
        return report.passed ? .ok : .failure
    }

    static func pixelmatchOptions(_ args: ParsedArguments, policy: DiffPolicy) throws -> PixelmatchOptions {
        var o = policy.pixelmatchOptions
        o.alpha = try args.given(alpha) ?? o.alpha
        o.diffMask = args.has(diffMask)
        return o
    }

    /// The structural snapshots: given explicitly, or siblings `A.json`/`B.json` when both exist.
    static func loadLayouts(_ args: ParsedArguments, _ paths: [String],
                            _ context: CommandContext) throws -> (LayoutFile, LayoutFile)? {
        let given = (try args.given(layoutA), try args.given(layoutB))
        let urls: (URL, URL)
        switch given {
        case (let a?, let b?): urls = (context.url(a), context.url(b))
        case (nil, nil):
            // NB: the existence check without Foundation: most diffs have no layouts, and
            // FileManager's first use costs ~0.15 ms.
            let siblings = paths.map { FilePath.replacingExtension(of: context.path($0), with: "json") }
            guard siblings.allSatisfy(FilePath.exists) else { return nil }
            urls = (URL(fileURLWithPath: siblings[0]), URL(fileURLWithPath: siblings[1]))
        default: throw UsageError("--layout-a and --layout-b go together; give both or neither")
        }
        do { return (try LayoutSnapshot.loadWithKeys(urls.0), try LayoutSnapshot.loadWithKeys(urls.1)) } catch {
            throw DiffInputError(file: nil, reason: error.description)
        }
    }

    static func write(_ bitmap: Bitmap, to url: URL) throws {
        do { try AtomicFile.write(PNGEncoder.encode(bitmap, compression: .fast), toPath: url.path) } catch {
            throw DiffInputError(file: nil, reason: error.description)
        }
    }
}

/// A structural snapshot file and the keys it holds.
typealias LayoutFile = (snapshot: LayoutSnapshot, keys: LayoutKeys)

/// An input or output file `snapshot diff` could not use; exit code 2.
package struct DiffInputError: Error, CustomStringConvertible {
    let file: String?
    let reason: String
    package var description: String { (file.map { "\($0): " } ?? "") + reason }
}
