import Foundation
import SnapshotCatalogRuns
import SnapshotCommandLine
import SnapshotGolden

/// What one output folder holds of a run, joined for the reports: verify's results.json and
/// the audit's audit.json, each read (never rewritten) from its own file. `report` makes the
/// page, junit.xml and summary.txt of both; each verb writes only its own file.
package enum RunFolder {
    /// The folder's results.json with the audit's verdict joined in memory, and audit.json;
    /// either may be absent, not both. An audit older than verify's results is said, since
    /// it may describe an earlier catalog.
    package static func read(_ folder: URL, console: Console) throws -> (run: CatalogRunResults, audit: AuditResults?) {
        let resultsURL = folder.appendingPathComponent("results.json")
        let hasResults = FileManager.default.fileExists(atPath: resultsURL.path)
        let audit = try AuditResults.read(in: folder)
        guard hasResults || audit != nil else {
            throw RunResultsError.unreadable(resultsURL.path, "is missing, and so is audit.json beside it: nothing to report; "
                                             + "run 'snapshot verify' (or 'snapshot audit') into this folder first")
        }
        var run = hasResults ? try CatalogRunResults.read(resultsURL)
            : CatalogRunResults.empty
        guard let audit else { return (run, nil) }
        if !hasResults { run.shard = audit.shard }
        if hasResults, let written = modified(resultsURL), let audited = modified(folder.appendingPathComponent("audit.json")),
           audited < written {
            console.err("warning: \(folder.appendingPathComponent("audit.json").path) is older than results.json beside it; "
                        + "it may describe an earlier catalog: run 'snapshot audit' into this folder again")
        }
        run.audit = audit.runAudit(scenarioFiles: scenarioFiles(run, audit))
        return (run, audit)
    }

    /// Scenario id → file, from the audit's failing scenarios and verify's snapshots.
    package static func scenarioFiles(_ run: CatalogRunResults, _ audit: AuditResults) -> [String: String] {
        var files = audit.scenarioFiles ?? [:]
        for s in run.snapshots { if let id = s.scenario, let file = s.scenarioFile, files[id] == nil { files[id] = file } }
        return files
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
