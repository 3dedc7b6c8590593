import Foundation
import SnapshotFormats
import SnapshotImage
/// Reads and validates scenario files (the format is documented in `docs/scenarios.md`).
/// Every failure is a `ScenarioError` naming the file, the field and what to write instead.
package enum ScenarioLoader {
    /// Reads and validates one scenario file; `displayPath` is how errors name it.
    /// With `within`, the file must resolve inside that folder (a scenario folder's files).
    package static func load(contentsOf url: URL, displayPath: String, within root: URL? = nil) throws(ScenarioError) -> Scenario {
        try decode(try read(url, displayPath: displayPath, within: root), displayPath: displayPath)
    }

    /// Validates the bytes of one scenario file; `displayPath` is how errors name it.
    package static func decode(_ data: Data, displayPath: String) throws(ScenarioError) -> Scenario {
        guard data.count <= ScenarioLimits.fileSize else {
            throw ScenarioError(file: displayPath, reason: tooLarge(data.count))
        }
        let value = try JSONSyntax.parse(data, file: displayPath)
        do {
            return try ScenarioDecoder.scenario(from: value, sourcePath: displayPath)
        } catch {
            throw error.error(in: displayPath)
        }
    }

    /// Loads every `*.json` in a folder (not its subfolders) sorted by file name; returns the
    /// successes AND one error per bad file, never stopping at the first. A scenario whose id
    /// an earlier file already uses is reported as an error naming both files.
    package static func loadFolder(_ url: URL, displayRoot: String) -> (scenarios: [Scenario], errors: [ScenarioError]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
                .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
                .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        } catch {
            return ([], [ScenarioError(file: displayRoot, reason: "cannot list the folder; check that it exists and is readable")])
        }
        if names.isEmpty {
            return ([], [ScenarioError(file: displayRoot, reason: "has no *.json scenario files; add one or check the path")])
        }
        var scenarios: [Scenario] = []
        var errors: [ScenarioError] = []
        var fileByID: [String: String] = [:]
        let root = displayRoot.hasSuffix("/") ? String(displayRoot.dropLast()) : displayRoot
        for name in names {
            let displayPath = root.isEmpty ? name : root + "/" + name
            do {
                let scenario = try load(contentsOf: url.appendingPathComponent(name), displayPath: displayPath, within: url)
                if let first = fileByID[scenario.id] {
                    errors.append(ScenarioError(file: displayPath, field: "id", reason: "\(scenario.id.quoted) is "
                        + "already the id of \(first); ids name the goldens, so give each scenario its own"))
                    continue
                }
                fileByID[scenario.id] = displayPath
                scenarios.append(scenario)
            } catch {
                errors.append(error)
            }
        }
        return (scenarios, errors)
    }

    /// Reads under the input policy (`FileBytes`): a regular file (a FIFO never hangs), its
    /// size checked before reading.
    private static func read(_ url: URL, displayPath: String, within root: URL?) throws(ScenarioError) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ScenarioError(file: displayPath, reason: "no such file; check the path")
        }
        if isFolder.boolValue {
            throw ScenarioError(file: displayPath, reason: "is a folder; name a .json scenario file, or load the folder")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        if size > ScenarioLimits.fileSize { throw ScenarioError(file: displayPath, reason: tooLarge(size)) }
        do {
            return Data(try FileBytes.read(url.path, limit: ScenarioLimits.fileSize, within: root?.path))
        } catch {
            guard case .unreadable(_, let reason) = error else { throw ScenarioError(file: displayPath, reason: "\(error)") }
            throw ScenarioError(file: displayPath, reason: "cannot be read: \(reason)")
        }
    }

    private static func tooLarge(_ bytes: Int) -> String {
        "is \(bytes) bytes; a scenario file is at most \(ScenarioLimits.fileSize) bytes (1 MiB)"
    }
}
