@testable import SnapshotScenario
import Testing

/// Issue 41 item 3: "stop names, destinations and route texts limited by grapheme clusters and
/// by deterministic shaping units (clusters, glyphs, ZWJ sequences per field), with an error
/// naming the field; no time-based budget". 66 skin-toned emoji joined by ZWJ (197 scalars,
/// under the 200 cap) made a scenario's snapshots take 40–54× their time.
@Suite struct FieldCostTests {
    static let thumb = "\u{1F44D}\u{1F3FD}"
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    /// The longest emoji sequence Unicode recommends: a kiss with two skin tones, 10 scalars.
    static let kiss = "\u{1F469}\u{1F3FB}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F48B}\u{200D}\u{1F468}\u{1F3FC}"

    @Test(arguments: [
        (Array(repeating: thumb, count: 66).joined(separator: "\u{200D}"), "character 1 is 197 Unicode scalars joined into one"),
        ("Belmont " + String(repeating: "e\u{301}", count: 1) + String(repeating: "\u{301}", count: 16), "character 9 is 18 Unicode scalars"),
        (String(repeating: family, count: 5), "has 5 emoji joined by U+200D (ZWJ sequences); the limit is 4"),
        (String(repeating: kiss, count: 5), "has 5 emoji joined by U+200D"),
    ])
    func aCostlyTextIsRefusedNamingTheField(text: String, reason: String) {
        do {
            _ = try FieldType<String>.text().decode(.string(text), "favorite.stop.name")
            Issue.record("accepted \(text.unicodeScalars.count) scalars")
        } catch {
            #expect(error.path == "favorite.stop.name")
            #expect(error.reason.contains(reason), "\(error.reason)")
        }
    }

    @Test(arguments: ["Belmont", String(repeating: "Belmont ", count: 25), String(repeating: family, count: 4),
                      String(repeating: kiss, count: 4), String(repeating: thumb, count: 100), "Cafe\u{301} Ngo\u{323}\u{302}c"])
    func whatAPersonWritesIsAccepted(text: String) throws {
        #expect(try FieldType<String>.text().decode(.string(text), "favorite.stop.name") == text)
    }
}
