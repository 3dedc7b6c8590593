import Foundation

/// A finished run as the reports see it: `results.json` read back. The review page, JUnit
/// XML and CI annotations are all made from this one value, so `snapshot report` over an
/// old run and `snapshot verify` produce the same files. Reports only read verdicts.
public struct ReviewRun: Sendable, Equatable {
    public var exitCode: Int
    public var counts: [String: Int]
    public var environmentDifferences: [String]
    public var inputErrors: [String]
    public var snapshots: [ReviewSnapshot]

    /// Reads `results.json` (format version 1).
    public static func read(_ url: URL) throws(ReviewRunError) -> ReviewRun {
        let data: Data
        do { data = Data(try FileBytes.read(url.path, limit: ResultsJSON.maxFileSize)) } catch {
            guard case .unreadable(_, let reason) = error else { throw .unreadable(url.path, "\(error)") }
            throw .unreadable(url.path, "cannot read it (\(reason)); run 'snapshot verify' first")
        }
        return try decode(data, path: url.path)
    }

    /// Decodes the bytes of a `results.json`; `path` names it in errors.
    public static func decode(_ data: Data, path: String) throws(ReviewRunError) -> ReviewRun {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .unreadable(path, "not a JSON object; run 'snapshot verify' again to rewrite it")
        }
        guard object["formatVersion"] as? Int == ResultsJSON.formatVersion else {
            throw .unreadable(path, "formatVersion is not \(ResultsJSON.formatVersion); run 'snapshot verify' with this tool")
        }
        let snapshots = (object["snapshots"] as? [[String: Any]] ?? []).map(ReviewSnapshot.init(fields:))
        // NB: keys and artefact paths name files under the output folder and the goldens: the
        // one path policy checks them here, where they enter, naming this file.
        for s in snapshots {
            for value in [s.key] + s.artefacts.values.sorted() {
                if let reason = SnapshotPath.problem(value) {
                    throw .unreadable(path, SnapshotPathError(value: value, source: "snapshot '\(s.key)'", reason: reason).description)
                }
            }
        }
        return ReviewRun(exitCode: object["exitCode"] as? Int ?? 0,
                         counts: object["counts"] as? [String: Int] ?? [:],
                         environmentDifferences: object["environmentDifferences"] as? [String] ?? [],
                         inputErrors: object["inputErrors"] as? [String] ?? [],
                         snapshots: snapshots)
    }

    /// The run of an in-memory report (what `verify` wrote as `results.json`).
    public init(_ report: VerifyReport) {
        // NB: through the JSON text on purpose: one decoding path for verify and report.
        self = try! Self.decode(Data(ResultsJSON.json(report).text.utf8), path: "results.json")
    }

    public init(exitCode: Int, counts: [String: Int], environmentDifferences: [String],
                inputErrors: [String], snapshots: [ReviewSnapshot]) {
        self.exitCode = exitCode; self.counts = counts; self.environmentDifferences = environmentDifferences
        self.inputErrors = inputErrors; self.snapshots = snapshots
    }
}

/// One snapshot's entry in `results.json` (see docs/results-json.md).
public struct ReviewSnapshot: Sendable, Equatable {
    public var key: String
    public var status: String
    public var passed: Bool
    public var goldenSHA256: String?
    public var candidateSHA256: String?
    /// SHA-256 of the candidate's structural snapshot `<key>.actual.json`, when written.
    public var candidateLayoutSHA256: String?
    /// Artefact kind ("actual", "expected", "diff", "composite", "actualLayout") to a path
    /// relative to the output folder.
    public var artefacts: [String: String]
    public var message: String?
    /// Axes: "scenario", "scenarioFile", "surface", "device", "appearance", "textSize",
    /// "time", and any axis a later format adds (e.g. "mode"), as text.
    public var axes: [String: String]
    public var mismatched: Int?
    public var total: Int?
    public var regions: [ChangedRegion]
    public var changes: [String]

    init(fields f: [String: Any]) {
        key = f["key"] as? String ?? "?"
        status = f["status"] as? String ?? "?"
        passed = f["passed"] as? Bool ?? false
        goldenSHA256 = f["goldenSHA256"] as? String
        candidateSHA256 = f["candidateSHA256"] as? String
        candidateLayoutSHA256 = f["candidateLayoutSHA256"] as? String
        artefacts = f["artefacts"] as? [String: String] ?? [:]
        message = f["message"] as? String
        var axes: [String: String] = [:]
        for name in Self.axisNames { if let v = f[name] as? String { axes[name] = v } }
        self.axes = axes
        mismatched = f["mismatched"] as? Int
        total = f["total"] as? Int
        regions = (f["regions"] as? [[String: Any]] ?? []).map {
            ChangedRegion(x: $0["x"] as? Int ?? 0, y: $0["y"] as? Int ?? 0,
                          width: $0["width"] as? Int ?? 0, height: $0["height"] as? Int ?? 0, pixels: 0)
        }
        changes = f["changes"] as? [String] ?? []
    }

    /// The axis fields a snapshot may carry, in display order.
    static let axisNames = ["scenario", "scenarioFile", "surface", "device", "appearance", "textSize", "mode",
                            "time", "expectedSize", "actualSize"]

    /// The scenario id, or `_animations` for animation frames (JUnit's classname).
    public var group: String { axes["scenario"] ?? String(key.split(separator: "/").first ?? "_animations") }

    /// Surface and axes in words, in the snapshot name's order (`SnapshotSpec.name`):
    /// "systemSmall 393x852 light L", "systemSmall 393x852 light L accented", or for an
    /// animation frame the key's remainder.
    public var label: String {
        let name = key.split(separator: "/", maxSplits: 1).dropFirst().first.map(String.init) ?? key
        return axes["surface"] != nil ? name.replacingOccurrences(of: "_", with: " ") : name
    }

    /// An input error (exit 2) rather than a difference.
    public var isError: Bool { ["unreadable-golden", "render-failed", "golden-write-failed"].contains(status) }

    /// Whether a reviewer may approve it: a changed or new candidate written this run.
    public var isApprovable: Bool {
        ["changed", "size-changed", "missing"].contains(status) && candidateSHA256 != nil && artefacts["actual"] != nil
    }
}

/// Why `results.json` could not be used.
public enum ReviewRunError: Error, CustomStringConvertible, Equatable {
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        }
    }
}
