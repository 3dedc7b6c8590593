import Foundation
import Testing

/// docs/scenarios.md maps every row of seed 004's surface contract and every item of its test
/// list to catalog scenarios: each row of the seed is there, and each scenario it names loads
/// from Scenarios/ and has goldens.
@Suite struct SurfaceContractTableTests {
    /// Seed 004's states and test-list items, in its own words.
    static let seedRows = ["Placeholder/redacted", "Loading", "Current", "Updating", "Stale", "Paused/offline", "Ended", "Failed",
                           "Test: long values", "Test: missing imagery", "Test: unknown end times",
                           "Test: simultaneous activities", "Test: locale expansion", "Test: content redaction"]

    static func table() throws -> [String: [String]] {
        let text = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Seed 004's surface contract in the catalog").last)
        var rows: [String: [String]] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| Seed 004") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            rows[cells[0]] = cells[1].components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        }
        return rows
    }

    @Test func everySeedRowIsMapped() throws {
        let rows = try Self.table()
        #expect(Set(rows.keys) == Set(Self.seedRows))
        #expect(rows.values.allSatisfy { !$0.isEmpty })
    }

    @Test func everyScenarioNamedIsInTheCatalogWithGoldens() throws {
        let catalog = Set(try TestScenarios.catalog().map(\.id))
        for (row, ids) in try Self.table() {
            for id in ids {
                #expect(catalog.contains(id), "\(row): \(id) is not a catalog scenario")
                let folder = TestPaths.repository.appendingPathComponent("Goldens/\(id)").path
                let goldens = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                #expect(goldens.contains { $0.hasSuffix(".png") }, "\(row): \(id) has no goldens")
            }
        }
    }
}
