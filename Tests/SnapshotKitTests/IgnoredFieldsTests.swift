import Foundation
@testable import SnapshotKitTesting
@testable import SnapshotModel
@testable import SnapshotScenario
import SnapshotTestSupport
import Testing

/// Issue 42 item 5: a scenario field nothing draws says so. A bus, tram or ferry row shows its
/// route number in a badge, so an arrival's `color` there changes no snapshot: a warning naming
/// the file and field, in the CLI and the test library. A train row's dot needs its colour.
@Suite struct IgnoredFieldsTests {
    /// A scenario file whose favorite is a stop of `mode`, its arrivals written as `arrivals`,
    /// and (when given) a further tracked bus stop with `tracked` arrivals.
    static func file(mode: String, arrivals: [String], tracked: [String]? = nil) -> String {
        let further = tracked.map { list in
            #", "alsoTracking": [{ "stop": { "id": "2", "name": "Halsted", "mode": "bus" }, "routes": ["8"], "direction": "Southbound", "arrivals": [\#(list.joined(separator: ", "))] }]"#
        } ?? ""
        return #"""
        { "id": "t", "title": "t", "now": "2026-11-30T14:21:00-06:00", "timeZone": "America/Chicago", "locale": "en_US",
          "updatedAt": "2026-11-30T14:19:00-06:00",
          "favorite": { "stop": { "id": "1", "name": "Stop", "mode": "\#(mode)" }, "routes": ["8", "Red"], "direction": "Northbound" },
          "arrivals": [\#(arrivals.joined(separator: ", "))]\#(further) }
        """#
    }
    static let coloured8 = ##"{ "route": "8", "color": "#565A5C", "destination": "79th", "at": "2026-11-30T14:25:00-06:00" }"##
    static let bare8 = ##"{ "route": "8", "destination": "79th", "at": "2026-11-30T14:25:00-06:00" }"##
    static let colouredRed = ##"{ "route": "Red", "color": "#C60C30", "destination": "Howard", "at": "2026-11-30T14:25:00-06:00" }"##
    static let bareRed = ##"{ "route": "Red", "destination": "Howard", "at": "2026-11-30T14:25:00-06:00" }"##

    /// The fields reported for each file: a badge stop's colours, each by its path; none where
    /// the colour is drawn (a train's dot) or left out.
    @Test(arguments: [
        ("bus", [coloured8, coloured8], nil, ["arrivals[0].color", "arrivals[1].color"]),
        ("ferry", [coloured8], nil, ["arrivals[0].color"]),
        ("bus", [bare8], nil, []),
        ("train", [colouredRed], nil, []),
        ("train", [colouredRed], [bare8, coloured8], ["alsoTracking[0].arrivals[1].color"]),
    ] as [(String, [String], [String]?, [String])])
    func ignoredColours(_ mode: String, _ arrivals: [String], _ tracked: [String]?, _ paths: [String]) throws {
        let s = try ScenarioLoader.decode(Data(Self.file(mode: mode, arrivals: arrivals, tracked: tracked).utf8), displayPath: "t.json")
        #expect(s.ignoredFields.map(\.path) == paths)
        #expect(s.ignoredFields.allSatisfy { $0.reason.hasPrefix("ignored: this stop's rows show the route number '8' in a badge") })
    }

    /// A train arrival without its colour is refused, naming the field: its dot has nothing to draw.
    @Test func aTrainArrivalNeedsItsColour() {
        #expect {
            try ScenarioLoader.decode(Data(Self.file(mode: "train", arrivals: [Self.colouredRed, Self.bareRed]).utf8), displayPath: "t.json")
        } throws: { error in
            "\(error)".contains("t.json: arrivals[1].color: missing; a train's row draws its route as a dot")
        }
    }

    /// The CLI says it on standard error, naming the file and field, and still draws.
    @Test func theCLIWarns() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("bus.json")
        try Self.file(mode: "bus", arrivals: [Self.coloured8]).write(to: path, atomically: true, encoding: .utf8)
        let run = CLIRun(["render", "--scenario", path.path, "--surface", "systemSmall", "--device", "393x852",
                          "--appearance", "light", "--text-size", "L", "--out", folder.path("out").path])
        #expect(run.code == .ok)
        #expect(run.err.contains("warning: \(path.path): arrivals[0].color: ignored: this stop's rows show the route number '8'"),
                "\(run.err)")
    }

    /// The test library reports it with the run (a warning in Swift Testing, printed by XCTest).
    @Test func theTestLibraryWarns() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bus = try FrontDoorTests.check(folder, .file(TestPaths.scenarioFixture("bus-numbered")),
                                           environment: ["SNAPSHOT_RECORD": "missing"]).run()
        #expect(bus.ignoredFields.first?.contains("arrivals[0].color: ignored") == true, "\(bus.ignoredFields)")
        let train = try FrontDoorTests.check(folder, environment: ["SNAPSHOT_RECORD": "missing"]).run()
        #expect(train.ignoredFields.isEmpty)
    }
}
