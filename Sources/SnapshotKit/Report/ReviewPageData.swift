import Foundation

/// Where a review page lives and what its images and commands point at.
public struct ReviewLocations: Sendable {
    /// The run's output folder, where `index.html` is written.
    public var outputDirectory: URL
    /// The goldens folder (passing snapshots show their golden from here).
    public var goldens: URL
    /// `--out` and `--goldens` as the user wrote them, for the copyable approve command.
    public var outArgument: String
    public var goldensArgument: String

    public init(outputDirectory: URL, goldens: URL, outArgument: String, goldensArgument: String) {
        self.outputDirectory = outputDirectory; self.goldens = goldens
        self.outArgument = outArgument; self.goldensArgument = goldensArgument
    }
}

/// The data the review page embeds: every snapshot in review order, with image links
/// relative to the page. Built from a `ReviewRun`; never renders or diffs.
enum ReviewPageData {
    /// The binary the page's approve command runs: the path README.md ("Use it in CI") and
    /// scripts/verify use (ReviewCommandTests holds them together).
    static let binary = ".build/release/snapshot"

    static func json(_ run: ReviewRun, _ at: ReviewLocations) -> JSONOutput {
        let command = [binary, "approve",
                       "--out", at.outArgument, "--goldens", at.goldensArgument].map(ShellWord.quote).joined(separator: " ")
        return .object([
            "formatVersion": .number(1),
            "exitCode": .number(Double(run.exitCode)),
            "counts": .object(run.counts.mapValues { .number(Double($0)) }),
            "environmentDifferences": .array(run.environmentDifferences.map(JSONOutput.string)),
            "inputErrors": .array(run.inputErrors.map(JSONOutput.string)),
            "approveCommand": .string(command),
            "snapshots": .array(ordered(run.snapshots).map { snapshot($0, at) }),
        ])
    }

    /// Review order: scenarios with errors, then with failures, then all-passing ones; in a
    /// scenario its errors, failures, then passing snapshots, each by surface, then key.
    static func ordered(_ snapshots: [ReviewSnapshot]) -> [ReviewSnapshot] {
        func rank(_ s: ReviewSnapshot) -> Int { s.isError ? 0 : (s.passed ? 2 : 1) }
        let groupRank = Dictionary(grouping: snapshots, by: \.group).mapValues { $0.map(rank).min() ?? 2 }
        func order(_ s: ReviewSnapshot) -> (Int, String, Int, String, String) {
            (groupRank[s.group] ?? 2, s.group, rank(s), s.axes["surface"] ?? "", s.key)
        }
        return snapshots.sorted { order($0) < order($1) }
    }

    static func snapshot(_ s: ReviewSnapshot, _ at: ReviewLocations) -> JSONOutput {
        var images: [String: JSONOutput] = [:]
        for (kind, artefact) in [("actual", "actual"), ("golden", "expected"), ("diff", "diff")] {
            if let path = s.artefacts[artefact] { images[kind] = .string(ReviewEmbedding.href(path)) }
        }
        // NB: passing snapshots are never encoded, so the page links the golden itself,
        // relative to the page, only when it exists (the folder alone shows its name).
        let golden = at.goldens.appendingPathComponent(s.key + ".png")
        if images["golden"] == nil, s.status != "missing", FileManager.default.fileExists(atPath: golden.path) {
            images["golden"] = .string(ReviewEmbedding.href(relativePath(from: at.outputDirectory, to: golden)))
        }
        var fields: [String: JSONOutput] = [
            "key": .string(s.key), "status": .string(s.status), "passed": .bool(s.passed),
            "group": .string(s.group), "label": .string(s.label),
            "axes": .object(s.axes.mapValues(JSONOutput.string)),
            "message": .optional(s.message.map(JSONOutput.string)),
            "goldenSHA256": .optional(s.goldenSHA256.map(JSONOutput.string)),
            "candidateSHA256": .optional(s.candidateSHA256.map(JSONOutput.string)),
            "candidateLayoutSHA256": .optional(s.candidateLayoutSHA256.map(JSONOutput.string)),
            "approvable": .bool(s.isApprovable), "error": .bool(s.isError),
            "images": .object(images),
            "regions": .array(s.regions.map { .object(["x": .number(Double($0.x)), "y": .number(Double($0.y)),
                                                         "width": .number(Double($0.width)), "height": .number(Double($0.height))]) }),
            "changes": .array(s.changes.map(JSONOutput.string)),
        ]
        if let n = s.mismatched { fields["mismatched"] = .number(Double(n)) }
        if let n = s.total { fields["total"] = .number(Double(n)) }
        return .object(fields)
    }

    /// `file` relative to folder `from`, with `..` where they part: both made absolute first.
    static func relativePath(from folder: URL, to file: URL) -> String {
        let a = folder.standardizedFileURL.pathComponents, b = file.standardizedFileURL.pathComponents
        var common = 0
        while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
        return (Array(repeating: "..", count: a.count - common) + b[common...]).joined(separator: "/")
    }
}

/// A word for a POSIX shell: as is when it is plainly safe, otherwise single-quoted.
enum ShellWord {
    static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "-_./:=@%+,".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
