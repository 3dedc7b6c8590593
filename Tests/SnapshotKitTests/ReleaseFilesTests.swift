import Foundation
import SnapshotFormats
import SnapshotModel
import Testing

/// Issue 25, item 5: a licence a company can accept, the third-party notices, and releases a
/// team can pin: the version lives in `SnapshotKitVersion` alone, the CHANGELOG's newest
/// release names it, and `--version` prints it.
@Suite struct ReleaseFilesTests {
    static func text(_ file: String) throws -> String {
        try String(contentsOf: TestPaths.repository.appendingPathComponent(file), encoding: .utf8)
    }

    @Test(arguments: ["Apache License", "Version 2.0, January 2004", "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION",
                      "9. Accepting Warranty or Additional Liability.", "END OF TERMS AND CONDITIONS"])
    func theLicenceIsApacheTwoInFull(_ passage: String) throws {
        #expect(try Self.text("LICENSE").contains(passage))
    }

    /// Each third party NOTICE must name: the vendored pixelmatch fixtures and the fonts the goldens are drawn with.
    @Test(arguments: ["Fixtures/pixelmatch", "ISC License", "Copyright (c) 2025, Mapbox",
                      "Inter", "fonts-inter", "Noto Sans CJK", "fonts-noto-cjk", "Noto Color Emoji", "fonts-noto-color-emoji",
                      "SIL Open Font License, Version 1.1"])
    func theNoticeNamesEachThirdParty(_ passage: String) throws {
        #expect(try Self.text("NOTICE").contains(passage))
    }

    /// Keep a Changelog: an Unreleased section, then releases `## [X.Y.Z] - YYYY-MM-DD`, newest first.
    @Test func theNewestReleaseInTheChangelogIsTheVersion() throws {
        let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]")
        let releases = headings.dropFirst().map { String($0) }
        for heading in releases {
            #expect(heading.wholeMatch(of: /## \[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}/) != nil, "\(heading)")
        }
        #expect(releases.first?.hasPrefix("## [\(SnapshotKitVersion.string)] - ") == true, "\(releases)")
        #expect(SnapshotKitVersion.string.wholeMatch(of: /\d+\.\d+\.\d+/) != nil)
    }

    @Test func versionPrintsTheOneVersion() {
        let run = CLIRun(["--version"])
        #expect(run.code == .ok)
        #expect(run.out == "snapshot \(SnapshotKitVersion.string)\n")
    }
}
