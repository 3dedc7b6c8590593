import Foundation
@testable import SnapshotRender
import SnapshotTestSupport
import Testing

/// Issue 25, item 3: fonts are found by family and weight; a face nobody installed is one error
/// naming the Debian package. Issue 41: only in the folders the packages install them in, and
/// only regular files are opened (a FIFO among the user's fonts hung fontconfig's own scan).
@Suite struct FontLookupTests {
    /// Each pinned face, asked for by family and weight in its package's folder, is the file of that name
    /// Debian's package installs (its SHA-256 is pinned under that name in ENVIRONMENT.json).
    @Test(arguments: FontLibrary.fonts)
    func eachPinnedFaceIsFoundByFamilyAndWeight(_ font: PinnedFont) throws {
        let path = try #require(FontLookup.path(of: font), "\(font.name)")
        #expect((path as NSString).lastPathComponent == font.file)
    }

    @Test func theFingerprintKeysAreThePinnedFileNames() throws {
        #expect(try FontLibrary.paths().map { ($0 as NSString).lastPathComponent } == FontLibrary.files)
    }

    @Test(arguments: [("Inter", Int32(80)), ("Inter Display", Int32(200))])
    func theWeightPicksOneUprightFace(_ family: String, _ weight: Int32) {
        #expect(FontLookup.files(family: family, weight: weight, in: FontLibrary.packageFolders["fonts-inter"]!).count == 1)
    }

    @Test func aFaceNobodyInstalledNamesTheDebianPackage() {
        let font = PinnedFont(family: "Inter Nonexistent", weight: 80, file: "InterNonexistent-Regular.otf", package: "fonts-inter")
        #expect(FontLookup.path(of: font) == nil)
        #expect("\(RenderError.fontMissing(font: font.name, package: font.package, folder: font.folder))"
                == "font Inter Nonexistent weight 80 (InterNonexistent-Regular.otf) is not installed (no face of it in "
                + "/usr/share/fonts/opentype/inter); "
                + "install Debian's fonts-inter (scripts/ensure-deps.sh does)")
    }

    /// A pinned folder holding a FIFO under the pinned name (and the face under another name):
    /// the FIFO is never opened, and the face is found by its family and weight.
    @Test func aFIFOAmongTheFontsIsNeverOpened() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let font = PinnedFont(family: "Inter", weight: 80, file: "Inter-Regular.otf", package: "fonts-inter", folder: folder.url.path)
        #expect(mkfifo(folder.path("Inter-Regular.otf").path, 0o644) == 0)
        #expect(mkfifo(folder.path("Trap.ttf").path, 0o644) == 0)
        try FileManager.default.copyItem(atPath: FontLibrary.packageFolders["fonts-inter"]! + "/Inter-Regular.otf",
                                         toPath: folder.path("Inter-Copy.otf").path)
        #expect(FontLookup.path(of: font) == folder.path("Inter-Copy.otf").path)
    }

    /// Run only in a process of its own (`aFIFOAmongTheUsersFontsHangsNothing`): sets a text, so
    /// Pango makes its font map and starts fontconfig.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[Self.probe] == "1"))
    func setsATextInAProcessOfItsOwn() throws {
        let measurer = try PangoTextMeasurer()
        #expect(measurer.measure("Belmont", font: .style(.headline, .large), maxWidth: nil, maxLines: 1).width > 0)
    }

    static let probe = "SNAPSHOTKIT_FONT_PROBE"

    /// A FIFO among the user's fonts hung every verb: Pango started fontconfig's default
    /// configuration in a thread of its own, which scanned ~/.fonts and opened the FIFO. The
    /// pinned configuration is the process's current one before any font map exists. A fresh
    /// process (this test binary, running only the probe above) with such a home sets its text;
    /// one that has not finished after two minutes is stopped and counts as hung.
    @Test func aFIFOAmongTheUsersFontsHangsNothing() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try FileManager.default.createDirectory(at: home.path(".fonts"), withIntermediateDirectories: true)
        #expect(mkfifo(home.path(".fonts/trap.ttf").path, 0o644) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "setsATextInAProcessOfItsOwn"]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.url.path
        for name in ["XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "FONTCONFIG_FILE", "FONTCONFIG_PATH"] { environment[name] = nil }
        environment[Self.probe] = "1"
        process.environment = environment
        let log = home.path("probe.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        let hung = process.isRunning
        if hung { process.terminate(); process.waitUntilExit() }
        #expect(!hung, "a process with a FIFO in ~/.fonts did not finish setting a text")
        #expect(hung || process.terminationStatus == 0)
        // The probe ran and passed (a filter that matched nothing would exit 0 too).
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(said.contains("setsATextInAProcessOfItsOwn() passed"), "\(said.suffix(600))")
    }
}

