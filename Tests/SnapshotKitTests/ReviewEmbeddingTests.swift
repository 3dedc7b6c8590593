import Foundation
@testable import SnapshotGolden
@testable import SnapshotReports
import SnapshotCatalogRuns
import Testing

/// The review page never turns scenario text into markup: the JSON embedding, HTML text,
/// links, JUnit XML and annotation escapes, one row per hostile input.
@Suite struct ReviewEmbeddingTests {
    static let hostile = [
        "<img src=x onerror=alert(1)>",
        "</script><script>alert(1)</script>",
        "<!-- <script>",
        "Tom & Jerry's \"stop\"",
        "line\u{2028}separator\u{2029}paragraph",
        "back\\slash \u{1} control",
        "emoji 🚆 and ünïcödé",
    ]

    @Test(arguments: hostile) func scriptJSONHasNoMarkupAndRoundTrips(_ text: String) throws {
        let embedded = ReviewEmbedding.scriptJSON(.object(["name": .string(text)]))
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!embedded.contains(forbidden), "\(forbidden) survived in \(embedded)")
        }
        let decoded = try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? [String: String]
        #expect(decoded?["name"] == text)
    }

    @Test func scriptSafeTable() {
        let rows: [(String, String)] = [
            ("\"<b>\"", "\"\\u003cb\\u003e\""),
            ("\"a&b\"", "\"a\\u0026b\""),
            ("\"\u{2028}\"", "\"\\u2028\""),
            ("\"plain\"", "\"plain\""),
        ]
        for (input, expected) in rows { #expect(ReviewEmbedding.scriptSafe(input) == expected) }
    }

    @Test func htmlTextTable() {
        let rows: [(String, String)] = [
            ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
            ("a & b", "a &amp; b"),
            ("\"q\" 'a'", "&quot;q&quot; &#39;a&#39;"),
            ("Belmont", "Belmont"),
        ]
        for (input, expected) in rows { #expect(ReviewEmbedding.htmlText(input) == expected) }
    }

    @Test func hrefTable() {
        let rows: [(String, String)] = [
            ("belmont-fresh/systemSmall_393x852_light_L.actual.png", "belmont-fresh/systemSmall_393x852_light_L.actual.png"),
            ("../../Goldens/a/b_at+15m.png", "../../Goldens/a/b_at+15m.png"),
            ("my folder/#1?.png", "my%20folder/%231%3F.png"),
            ("a/\"x\".png", "a/%22x%22.png"),
        ]
        for (input, expected) in rows { #expect(ReviewEmbedding.href(input) == expected) }
    }

    @Test func relativePathTable() {
        let rows: [(String, String, String)] = [
            ("/r/out/verify", "/r/Goldens/a/b.png", "../../Goldens/a/b.png"),
            ("/tmp/x/out", "/tmp/x/Goldens/k.png", "../Goldens/k.png"),
            ("/r/out", "/r/out/a.png", "a.png"),
        ]
        for (from, to, expected) in rows {
            #expect(ReviewPage.relativePath(from: URL(fileURLWithPath: from), to: URL(fileURLWithPath: to)) == expected)
        }
    }

    @Test func theWholePageKeepsHostileTextOutOfMarkup() throws {
        var snapshot = CatalogRunResults.Snapshot(key: "s/systemSmall_393x852_light_L", status: .changed)
        snapshot.changes = ["title: 'Belmont' → '<img src=x onerror=alert(1)>'"]
        snapshot.scenario = "</script><img src=x>"
        let run = CatalogRunResults(exitCode: 1, counts: [.changed: 1], environmentDifferences: [],
                            inputErrors: ["<b>bad</b>.json: broken"], snapshots: [snapshot])
        let root = URL(fileURLWithPath: "/nonexistent")
        let html = try ReviewPage.files(run, ReviewLocations(outputDirectory: root, goldens: root, outArgument: "out",
                                                         goldensArgument: "Goldens"))["index.html"]!
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<b>bad"))
        #expect(html.components(separatedBy: "</script>").count == 3, "only the two script elements close")
    }

    @Test func junitEscapeTable() {
        let rows: [(String, String)] = [
            ("<img src=x>", "&lt;img src=x&gt;"),
            ("a & \"b\" 'c'", "a &amp; &quot;b&quot; &#39;c&#39;"),
            ("one\ntwo", "one&#10;two"),
            ("bell\u{7}", "bell"),
        ]
        for (input, expected) in rows { #expect(JUnitXML.escape(input) == expected) }
    }

    @Test func annotationTable() {
        let rows: [(String, [String: String], String, String)] = [
            ("error", ["file": "Scenarios/x.json", "title": "x/a: changed"], "3 of 9 pixels differ",
             "::error file=Scenarios/x.json,title=x/a%3A changed::3 of 9 pixels differ"),
            ("warning", ["title": "a,b"], "100% sure\nsecond line", "::warning title=a%2Cb::100%25 sure%0Asecond line"),
            ("error", [:], "plain", "::error::plain"),
        ]
        for (kind, properties, message, expected) in rows {
            #expect(GitHubAnnotations.command(kind, properties, message) == expected)
        }
    }
}
