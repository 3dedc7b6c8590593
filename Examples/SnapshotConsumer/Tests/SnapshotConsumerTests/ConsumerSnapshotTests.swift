import Foundation
import SnapshotKitTesting
import Testing

/// An app's snapshot tests, through SnapshotKit's front door only. Goldens go to
/// `__Snapshots__/Tests/SnapshotConsumerTests/ConsumerSnapshotTests/<test>/` at the package's
/// root: record them once with `SNAPSHOT_RECORD=missing swift test`, then commit them.
@Suite struct ConsumerSnapshotTests {
    /// A scenario from the app's own values.
    @Test func belmontBuiltInSwift() throws {
        let now = Date(timeIntervalSince1970: 1_796_070_060) // 2026-11-30 14:21 in Chicago
        let belmont = Favorite(stop: Stop(id: "40320", name: "Belmont", mode: .train), routes: ["Red", "Brn"], direction: "Northbound")
        let scenario = try Scenario(
            id: "belmont-swift", title: "Belmont, built in Swift", now: now,
            timeZone: TimeZone(identifier: "America/Chicago")!, locale: "en_US", updatedAt: now - 120,
            favorite: .chosen(belmont),
            arrivals: [Arrival(route: "Red", color: Color(hex: "#C60C30")!, destination: "Howard", at: now + 40),
                       Arrival(route: "Brn", color: Color(hex: "#62361B")!, destination: "Kimball", at: now + 430)])
        try expectSnapshots(of: .scenario(scenario), surfaces: [.systemSmall, .liveActivityLockScreen])
    }

    /// A scenario file of the app (read from this package's root).
    @Test func halstedFromAFile() throws {
        try expectSnapshots(of: .file("Scenarios/halsted-bus.json"), surfaces: [.systemMedium],
                            matrix: SnapshotMatrix(appearances: [.dark], textSizes: [.large]))
    }
}
