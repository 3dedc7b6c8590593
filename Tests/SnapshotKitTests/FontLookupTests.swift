import Foundation
@testable import SnapshotRender
import Testing

/// Issue 25, item 3: fonts are found through fontconfig by family and weight, not at a
/// hard-coded path; a face nobody installed is one error naming the Debian package.
@Suite struct FontLookupTests {
    /// Each pinned face, asked of fontconfig by family and weight, is the file of that name
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
        #expect(FontLookup.files(family: family, weight: weight).count == 1)
    }

    @Test func aFaceNobodyInstalledNamesTheDebianPackage() {
        let font = PinnedFont(family: "Inter Nonexistent", weight: 80, file: "InterNonexistent-Regular.otf", package: "fonts-inter")
        #expect(FontLookup.path(of: font) == nil)
        #expect("\(RenderError.fontMissing(font: font.name, package: font.package))"
                == "font Inter Nonexistent weight 80 (InterNonexistent-Regular.otf) is not installed (fontconfig does not list it); "
                + "install Debian's fonts-inter (scripts/ensure-deps.sh does)")
    }
}
