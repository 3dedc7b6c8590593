import Foundation
@testable import SnapshotScenario

/// Shared inputs for the Scenario*Tests suites.
enum ScenarioFixtures {
    /// The contract's full example, every optional key included.
    static let example = """
    {
      "id": "belmont-fresh",
      "title": "Belmont, updated 2 min ago",
      "now": "2026-11-30T14:21:00-06:00",
      "timeZone": "America/Chicago",
      "locale": "en_US",
      "updatedAt": "2026-11-30T14:19:00-06:00",
      "favorite": {
        "removed": false,
        "stop": { "id": "40320", "name": "Belmont", "mode": "train" },
        "routes": ["Red", "Brn"],
        "direction": "Northbound"
      },
      "arrivals": [
        { "route": "Red", "color": "#C60C30", "destination": "Howard", "at": "2026-11-30T14:21:40-06:00" },
        { "route": "Brn", "color": "#62361B", "destination": "Kimball", "at": "2026-11-30T14:28:10-06:00" }
      ],
      "activity": { "staleDate": "2026-11-30T14:30:00-06:00" },
      "status": "current",
      "configuration": { "route": "Red", "direction": "Northbound" },
      "timeline": ["+0m", "+2m", "+15m", "+18m"]
    }
    """

    /// The example with the first occurrence of `target` replaced.
    static func example(replacing target: String, with replacement: String) -> String {
        guard let range = example.range(of: target) else { fatalError("fixture has no \(target)") }
        return example.replacingCharacters(in: range, with: replacement)
    }

    /// The example with the whole value of the top-level `key` replaced by `json`.
    static func example(settingValueOf key: String, to json: String) -> String {
        let start = example.range(of: "\n  \"\(key)\": ")!.upperBound
        let end = example[start...].range(of: "\n  \"")?.lowerBound ?? example.range(of: "\n}", options: .backwards)!.lowerBound
        let hasComma = example[..<end].hasSuffix(",")
        return example.replacingCharacters(in: start..<end, with: json + (hasComma ? "," : ""))
    }

    /// Decodes `text` as `Scenarios/bad.json`, returning the error's text or "ok".
    static func outcome(_ text: String, path: String = "Scenarios/bad.json") -> String {
        do {
            _ = try ScenarioLoader.decode(Data(text.utf8), displayPath: path)
            return "ok"
        } catch {
            return error.description
        }
    }

    /// A Chicago wall-clock time on 2026-11-30 (UTC-6) as a Date.
    static func chicago(_ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
        let seconds: Int = hour * 3600 + minute * 60 + second + 6 * 3600
        return Date(timeIntervalSince1970: 1_795_996_800 + TimeInterval(seconds))
    }

    /// The package's `Scenarios/` folder (for the catalog tests).
    static let catalog = TestPaths.scenarios
}
