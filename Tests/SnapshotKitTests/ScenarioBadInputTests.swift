import Foundation
@testable import SnapshotScenario
import Testing

/// One row per bad input: an edit of the contract example and the exact message.
@Suite struct ScenarioBadInputTests {
    typealias F = ScenarioFixtures

    struct Row: Sendable, CustomTestStringConvertible {
        let target: String, replacement: String, message: String
        init(_ target: String, _ replacement: String, _ message: String) {
            (self.target, self.replacement, self.message) = (target, replacement, message)
        }
        var testDescription: String { message }
    }

    static let p = "Scenarios/bad.json: "

    /// Every edit of the contract example the decoder rejects (ScenarioSchemaTests runs them through the schema too).
    static let rows: [Row] = [
        // Keys
        Row(#""title""#, #""titel""#, p + "titel: unknown key; did you mean 'title'?"),
        Row(#""favorite""#, #""favourite""#, p + "favourite: unknown key; did you mean 'favorite'?"),
        Row(#""name""#, #""nmae""#, p + "favorite.stop.nmae: unknown key; did you mean 'name'?"),
        Row(##""color": "#C60C30","##, ##""color": "#C60C30", "platform": 2,"##,
            p + "arrivals[0].platform: unknown key; allowed keys: route, color, destination, at, direction, delayed, predicted"),
        Row(#""staleDate""#, #""staledate""#, p + "activity.staledate: unknown key; did you mean 'staleDate'?"),
        Row(#""id": "belmont-fresh","#, "", p + "id: missing; add an id such as belmont-fresh"),
        Row(#""updatedAt": "2026-11-30T14:19:00-06:00","#, "",
            p + "updatedAt: missing; add an ISO 8601 time with an offset, like 2026-11-30T14:21:00-06:00"),
        Row(#""stop": { "id": "40320", "name": "Belmont", "mode": "train" },"#, "",
            p + "favorite.stop: missing; add the favorite's stop, or write \"favorite\": null when none is chosen"),
        Row(#""removed": false,"#, #""removed": true, "routes": ["Red"], "x": 1, "#,
            p + "favorite.x: unknown key; allowed keys: removed, stop, routes, direction"),
        Row(#""destination": "Howard", "#, "", p + "arrivals[0].destination: missing; add a string"),
        // Further activities (issue 23)
        Row(#""activity": {"#, #""alsoTracking": [], "activity": {"#, p + "alsoTracking: is empty; list at least one"),
        Row(#""activity": {"#, #""alsoTracking": [{ "stop": { "id": "1424", "name": "Halsted", "mode": "bus" }, "routes": ["8"], "direction": "Northbound", "arrivals": [] }, { "stop": { "id": "1424", "name": "Halsted", "mode": "bus" }, "routes": ["8"], "direction": "Northbound", "arrivals": [] }, { "stop": { "id": "1424", "name": "Halsted", "mode": "bus" }, "routes": ["8"], "direction": "Northbound", "arrivals": [] }, { "stop": { "id": "1424", "name": "Halsted", "mode": "bus" }, "routes": ["8"], "direction": "Northbound", "arrivals": [] }, { "stop": { "id": "1424", "name": "Halsted", "mode": "bus" }, "routes": ["8"], "direction": "Northbound", "arrivals": [] }], "activity": {"#,
            p + "alsoTracking: has 5 entries; the limit is 4"),
        Row(#""activity": {"#, #""alsoTracking": [{ "stop": { "id": "1", "name": "Halsted", "mode": "bus" }, "routes": ["8"], "direction": "N" }], "activity": {"#,
            p + "alsoTracking[0].arrivals: missing; add a list"),
        Row(#""activity": {"#, #""alsoTracking": [{ "stop": { "id": "1", "name": "Halsted", "mode": "bus" }, "route": ["8"] }], "activity": {"#,
            p + "alsoTracking[0].route: unknown key; did you mean 'routes'?"),
        // Types
        Row(#""timeline": ["+0m", "+2m", "+15m", "+18m"]"#, #""timeline": "+0m""#, p + "timeline: expected a list, got a string"),
        Row(#""removed": false"#, #""removed": 0"#, p + "favorite.removed: expected true or false, got a number"),
        Row(#""title": "Belmont, updated 2 min ago""#, #""title": null"#, p + "title: expected a string, got null"),
        // Values
        Row(##""#C60C30""##, ##""#C60C3""##, p + "arrivals[0].color: '#C60C3' is not a colour; write #RRGGBB"),
        Row(##""#62361B""##, #""brown""#, p + "arrivals[1].color: 'brown' is not a colour; write #RRGGBB"),
        // Any lower-case word is a mode (train and bus have icons; others the stop glyph).
        Row(#""mode": "train""#, #""mode": "Tram""#, p + "favorite.stop.mode: 'Tram' is not a mode: write one lower-case word of a–z (hyphens between letters allowed, at most 32), e.g. train, bus, tram, ferry"),
        Row(#""mode": "train""#, #""mode": "tram 2""#, p + "favorite.stop.mode: 'tram 2' is not a mode: write one lower-case word of a–z (hyphens between letters allowed, at most 32), e.g. train, bus, tram, ferry"),
        Row(#""mode": "train""#, #""mode": "cable--car""#, p + "favorite.stop.mode: 'cable--car' is not a mode: write one lower-case word of a–z (hyphens between letters allowed, at most 32), e.g. train, bus, tram, ferry"),
        // A timetable time cannot be late.
        Row(##""color": "#C60C30","##, ##""color": "#C60C30", "delayed": true, "predicted": false,"##,
            p + "arrivals[0].delayed: is true while \"predicted\" is false: a timetable-only time cannot be delayed; give the new prediction as \"at\" with \"delayed\": true, or the timetable's time with \"predicted\": false"),
        Row(##""color": "#C60C30","##, ##""color": "#C60C30", "delayed": "yes","##, p + "arrivals[0].delayed: expected true or false, got a string"),
        Row(#""status": "current""#, #""status": "ofline""#, p + "status: 'ofline' is not a status; did you mean 'offline'? "
            + "allowed: placeholder, loading, current, updating, paused, offline, ended, failed"),
        Row(#""id": "belmont-fresh""#, #""id": "../belmont""#, p + "id: '../belmont' is not a valid id; use 1 to 64 lower-case "
            + "letters, digits and hyphens, starting with a letter or digit (it names the golden files)"),
        Row(#""id": "belmont-fresh""#, #""id": "Belmont-Fresh""#, p + "id: 'Belmont-Fresh' is not a valid id; use 1 to 64 lower-case "
            + "letters, digits and hyphens, starting with a letter or digit (it names the golden files)"),
        Row(#""name": "Belmont""#, #""name": "  ""#, p + "favorite.stop.name: is empty; write a value"),
        Row(#""route": "Red", "color""#, #""route": "", "color""#, p + "arrivals[0].route: is empty; write a value"),
        Row(#""title": "Belmont, updated 2 min ago""#, #""title": "Belmont\nStation""#,
            p + "title: contains a line break or control character (U+000A); write one line"),
        Row(#""destination": "Howard""#, "\"destination\": \"\(String(repeating: "H", count: 201))\"",
            p + "arrivals[0].destination: is 201 Unicode scalars long; the limit is 200"),
        Row(#""routes": ["Red", "Brn"]"#, #""routes": []"#, p + "favorite.routes: is empty; list at least one"),
        Row(#""route": "Red", "direction""#, #""route": "Blue", "direction""#, p + "configuration.route: 'Blue' is not one of "
            + "the favorite's routes (Red, Brn); pick one of them, or leave it out for all"),
        Row(#""+15m""#, #""15m""#, p + "timeline[2]: '15m' is not a timeline offset; write +N followed by s, m or h (like +90s, +15m, +1h), at most 48 hours"),
        Row(#""+15m""#, #""+49h""#, p + "timeline[2]: '+49h' is not a timeline offset; write +N followed by s, m or h (like +90s, +15m, +1h), at most 48 hours"),
        Row(#""+15m""#, #""+120s""#, p + "timeline[2]: '+120s' is the same moment as '+2m'; list each moment once"),
        Row(#""+15m""#, "15", p + "timeline[2]: expected an offset string like \"+15m\", got a number"),
        // Tolerance (issue 18: exact by default, opt-in per scenario)
        Row(#""+18m"]"#, #""+18m"], "tolerance": { "threshold": 2 }"#, p + "tolerance.threshold: is 2; write a number from 0 to 1"),
        Row(#""+18m"]"#, #""+18m"], "tolerance": { "threshold": "0.1" }"#, p + "tolerance.threshold: expected a number from 0 to 1, got a string"),
        Row(#""+18m"]"#, #""+18m"], "tolerance": { "maxDiffPixels": -1 }"#,
            p + "tolerance.maxDiffPixels: is -1; write a whole number from 0 to 100000000"),
        Row(#""+18m"]"#, #""+18m"], "tolerance": { "maxDiffPixels": 2.5 }"#,
            p + "tolerance.maxDiffPixels: is 2.5; write a whole number from 0 to 100000000"),
        Row(#""+18m"]"#, #""+18m"], "tolerance": { "maxDiffRatio": 1.5 }"#, p + "tolerance.maxDiffRatio: is 1.5; write a number from 0 to 1"),
        Row(#""+18m"]"#, #""+18m"], "tolerance": { "ignoreAA": true }"#,
            p + "tolerance.ignoreAA: unknown key; allowed keys: threshold, maxDiffPixels, maxDiffRatio, ignoreAntialiasing"),
        Row(#""+18m"]"#, #""+18m"], "tolerance": 0.1"#, p + "tolerance: expected an object, got a number"),
        // Times, zones, locales
        Row(#""now": "2026-11-30T14:21:00-06:00""#, #""now": "2026-11-30T14:21:00""#,
            p + "now: '2026-11-30T14:21:00' has no UTC offset; add one, like 2026-11-30T14:21:00-06:00"),
        Row(#""2026-11-30T14:21:40-06:00""#, #""2026-11-30 14:21:40-06:00""#,
            p + "arrivals[0].at: '2026-11-30 14:21:40-06:00' is not an ISO 8601 time; write it like 2026-11-30T14:21:00-06:00"),
        Row(#""staleDate": "2026-11-30T14:30:00-06:00""#, #""staleDate": "2026-02-30T14:30:00-06:00""#,
            p + "activity.staleDate: '2026-02-30T14:30:00-06:00' is not a real date and time; check the month, day, hour and offset"),
        Row(#""now": "2026-11-30T14:21:00-06:00""#, #""now": 1795996800"#,
            p + "now: expected an ISO 8601 time string, like 2026-11-30T14:21:00-06:00, got a number"),
        Row(#""America/Chicago""#, #""America/Chicgo""#, p + "timeZone: 'America/Chicgo' is not a known time zone; did you mean 'America/Chicago'?"),
        Row(#""America/Chicago""#, #""Central Time""#, p + "timeZone: 'Central Time' is not a known time zone; write an IANA name such as America/Chicago"),
        Row(#""en_US""#, #""en-US""#, p + "locale: 'en-US' is not a locale identifier; write language_REGION, like en_US"),
        Row(#""en_US""#, #""pt_BR""#, p + "locale: 'pt_BR' is not a supported locale: its words are not translated (English, German and Spanish are); use one of de_DE, en_GB, en_US, es_US"),
        // Clock times alone are not enough: a locale whose words have no translation is refused (issue 11).
        Row(#""en_US""#, #""fr_FR""#, p + "locale: 'fr_FR' is not a supported locale: its words are not translated (English, German and Spanish are); use one of de_DE, en_GB, en_US, es_US"),
        Row(#""en_US""#, #""es_ES""#, p + "locale: 'es_ES' is not a supported locale: its words are not translated (English, German and Spanish are); use one of de_DE, en_GB, en_US, es_US"),
        // Malformed files
        Row(#""title": "Belmont, updated 2 min ago","#, #""title": "Belmont, updated 2 min ago""#,
            "Scenarios/bad.json:4:3: malformed JSON: invalid value; check the quotes, commas and brackets here"),
        Row(#""locale": "en_US""#, #""locale": "en_US\q""#,
            "Scenarios/bad.json:6:19: malformed JSON: invalid escape sequence; check the quotes, commas and brackets here"),
    ]

    @Test(arguments: rows)
    func rejects(_ row: Row) {
        #expect(F.outcome(F.example(replacing: row.target, with: row.replacement)) == row.message)
    }

    static let wrongValueTypes: [(String, String, String)] = [
        ("favorite", "[]", "favorite: expected an object, or null for no favorite, got a list"),
        ("arrivals", "{}", "arrivals: expected a list, got an object"),
        ("arrivals", "[null]", "arrivals[0]: expected an object, got null"),
        ("activity", "true", "activity: expected an object, got true"),
        ("configuration", #""Red""#, "configuration: expected an object, got a string"),
    ]

    @Test(arguments: wrongValueTypes)
    func rejectsWrongValueTypes(_ key: String, _ json: String, _ message: String) {
        #expect(F.outcome(F.example(settingValueOf: key, to: json)) == Self.p + message)
    }

    static let wholeFiles: [(String, String)] = [
        ("", "Scenarios/bad.json: the file is empty; a scenario is one JSON object (see docs/scenarios.md)"),
        (" \n\t\n", "Scenarios/bad.json: the file is empty; a scenario is one JSON object (see docs/scenarios.md)"),
        ("[1, 2]", "Scenarios/bad.json: the top level is a list; a scenario is one JSON object { \"id\": ..., ... }"),
        ("\"belmont\"", "Scenarios/bad.json: the top level is a string; a scenario is one JSON object { \"id\": ..., ... }"),
        ("{\n  \"id\": \"a\",\n  \"title\": \"B", "Scenarios/bad.json:3:14: malformed JSON: the file ends early; close every string, { and ["),
        ("{\n  \"é\": 1,\n  \"b\": }", "Scenarios/bad.json:3:8: malformed JSON: invalid value; check the quotes, commas and brackets here"),
    ]

    @Test(arguments: wholeFiles)
    func rejectsWholeFiles(_ text: String, _ message: String) {
        #expect(F.outcome(text) == message)
    }

    @Test func rejectsOversizedFiles() {
        let big = "{\"title\": \"" + String(repeating: "x", count: ScenarioLimits.fileSize) + "\"}"
        #expect(F.outcome(big) == "Scenarios/bad.json: is 1048589 bytes; a scenario file is at most 1048576 bytes (1 MiB)")
    }

    @Test func errorsCarryTheirParts() {
        let error = ScenarioError(file: "Scenarios/a.json", field: "arrivals[1].color", reason: "r")
        #expect(error.description == "Scenarios/a.json: arrivals[1].color: r")
        #expect(ScenarioError(file: "f", reason: "r", line: 3, column: 7).description == "f:3:7: r")
    }
}
