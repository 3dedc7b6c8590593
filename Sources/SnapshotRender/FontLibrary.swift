import CCairo
import CPangoCairo
import CPangoFT2
import Foundation
import SnapshotImage
/// One font file the renderer may use: the face fontconfig is asked for, the file name it is
/// expected under (its key in `Goldens/ENVIRONMENT.json`, where its SHA-256 is pinned) and the
/// Debian package that installs it.
package struct PinnedFont: Sendable, Equatable {
    /// The family asked for, e.g. `Inter Display`.
    package var family: String
    /// fontconfig's weight (`FC_WEIGHT_REGULAR` 80, MEDIUM 100, DEMIBOLD 180, BOLD 200); nil:
    /// any (the emoji font has one).
    package var weight: Int32?
    /// The file name, e.g. `InterDisplay-SemiBold.otf`; also its key in `Goldens/ENVIRONMENT.json`.
    package var file: String
    /// The Debian package that installs the file (scripts/ensure-deps.sh installs it).
    package var package: String

    /// The folder Debian's package installs the file in: the only place it is looked for
    /// (`FontLookup`: no user or system folder is scanned).
    package var folder: String

    package init(family: String, weight: Int32?, file: String, package: String, folder: String? = nil) {
        self.family = family; self.weight = weight; self.file = file; self.package = package
        self.folder = folder ?? FontLibrary.packageFolders[package] ?? "/usr/share/fonts"
    }

    /// "Inter Display SemiBold (InterDisplay-SemiBold.otf)", for errors.
    package var name: String { "\(family)\(weight.map { " weight \($0)" } ?? "") (\(file))" }
}

/// The pinned fonts: a private fontconfig configuration that knows only our files, so no
/// host font can ever be substituted. Inter sets every Latin text; Noto Sans CJK and Noto
/// Color Emoji are the fallbacks Pango reaches for when Inter has no glyph (a stop named
/// 渋谷, an emoji in a destination). `GlyphCoverage` rejects what none of them covers.
package enum FontLibrary {
    /// The exact faces the renderer may use: Inter (text cut below 20 pt, Display cut from
    /// 20 pt), then the fallbacks.
    // NB: fonts-noto-cjk (bookworm) ships Regular and Bold only; fontconfig gives Medium (500)
    // the Regular and SemiBold (600) the Bold, the nearest weights. The Serif CJK files of the
    // same package are left out: the design is sans throughout.
    package static let fonts: [PinnedFont] = [("Inter", "Inter"), ("Inter Display", "InterDisplay")].flatMap { family, stem in
        [("Regular", 80), ("Medium", 100), ("SemiBold", 180), ("Bold", 200)].map { style, weight in
            PinnedFont(family: family, weight: Int32(weight), file: "\(stem)-\(style).otf", package: "fonts-inter")
        }
    } + [("Regular", 80), ("Bold", 200)].map { style, weight in
        PinnedFont(family: cjkFamily, weight: Int32(weight), file: "NotoSansCJK-\(style).ttc", package: "fonts-noto-cjk")
    } + [PinnedFont(family: "Noto Color Emoji", weight: nil, file: "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")]

    /// Where each package installs its faces (bookworm's `dpkg -L`).
    static let packageFolders = [
        "fonts-inter": "/usr/share/fonts/opentype/inter",
        "fonts-noto-cjk": "/usr/share/fonts/opentype/noto",
        "fonts-noto-color-emoji": "/usr/share/fonts/truetype/noto",
    ]

    /// The file names, in the order fontconfig is given them.
    package static var files: [String] { fonts.map(\.file) }

    /// The one face of each Noto Sans CJK collection we keep. A `.ttc` holds ten faces (Sans
    /// and Mono for JP, KR, SC, TC, HK) that cover the same characters with regional glyph
    /// shapes; keeping one makes the fallback for a Han character a single, fixed choice that
    /// does not depend on the host's `LANG`.
    // NB: JP, because the catalog's non-Latin example is a Tokyo station (渋谷); a Chinese or
    // Korean name still renders (same coverage), with Japanese glyph shapes.
    static let cjkFamily = "Noto Sans CJK JP"

    /// fontconfig rules for the private configuration: scale the emoji's bitmaps to the size
    /// asked for.
    static var configXML: String {
        "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\"><fontconfig>" + bitmapScaling + "</fontconfig>"
    }

    /// Noto Color Emoji is a bitmap font (136 px strikes): without a scale it draws every emoji
    /// at 109 pt. These are the two rules of fontconfig's own `10-scale-bitmap-fonts.conf`
    /// that apply to colour bitmaps (scale = size asked / strike size); the host's
    /// configuration is never read, so they are repeated here.
    static let bitmapScaling = """
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
        <name target="font">pixelsize</name></divide></edit></match>\
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>\
        <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>\
        <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>\
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
        """

    /// The largest font file opened: 64 MiB (the largest, a Noto CJK collection, is ~20 MB).
    static let maxFileSize = 64 << 20

    /// Paths of the pinned faces, found in their packages' folders by family and weight
    /// (`FontLookup`), once per process. A face
    /// fontconfig does not know is one error naming it and the Debian package; a file that
    /// breaks the file policy (`FileBytes.check`: a regular file, size checked) is refused.
    /// Drawing uses the private configuration over them; the host's is never loaded.
    package static func paths() throws(RenderError) -> [String] { try located.get() }

    private static let located = Result { () throws(RenderError) -> [String] in
        var paths: [String] = []
        for font in fonts {
            guard let path = FontLookup.path(of: font) else { throw .fontMissing(font: font.name, package: font.package, folder: font.folder) }
            do throws(PNGError) { try FileBytes.check(path, limit: maxFileSize, within: (path as NSString).deletingLastPathComponent) } catch {
                throw .fontUnusable(path: path, reason: error.reasonAfterFileName)
            }
            paths.append(path)
        }
        return paths
    }

    /// The private fontconfig configuration over the pinned files, built once per process:
    /// scanning the CJK collections costs about a tenth of a second, so every font map and
    /// the coverage check share it (fontconfig configurations are reference counted and
    /// safe to read from several threads).
    static func config() throws(RenderError) -> SharedFontConfig {
        try sharedConfig.get()
    }

    private static let sharedConfig = Result { () throws(RenderError) in try buildConfig() }

    private static func buildConfig() throws(RenderError) -> SharedFontConfig {
        let paths = try paths()
        let config = FcConfigCreate()!
        let xml = Array(configXML.utf8) + [0]
        guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0 else {
            FcConfigDestroy(config)
            throw .cairo("fontconfig refused the private configuration's rules")
        }
        for path in paths {
            let added = path.hasSuffix(".ttc") ? addFace(named: cjkFamily, of: path, to: config) : FcConfigAppFontAddFile(config, path) != 0
            if !added {
                FcConfigDestroy(config)
                let font = fonts[paths.firstIndex(of: path)!]
                throw .fontMissing(font: font.name, package: font.package, folder: font.folder)
            }
        }
        // The process's current configuration too, before any font map exists: Pango starts
        // fontconfig in a thread of its own when it makes one (`FcInit`), which otherwise loads the
        // host's configuration and scans the user's font folders (a FIFO there hung every verb).
        FcConfigSetCurrent(config)
        return SharedFontConfig(pointer: config)
    }

    /// Adds only the face of the collection at `path` whose family is `family`.
    // NB: `<rejectfont>` does not apply to fonts added with FcConfigAppFontAddFile (only to
    // scanned folders), so the face is queried and added to the application set directly.
    private static func addFace(named family: String, of path: String, to config: OpaquePointer) -> Bool {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return false } // Inter comes first
        let face = FontLookup.face(in: path) { face in
            var name: UnsafeMutablePointer<FcChar8>?
            return FcPatternGetString(face, "family", 0, &name) == FcResultMatch && name.map { String(cString: $0) == family } == true
        }
        return face.map { FcFontSetAdd(set, $0) != 0 } ?? false
    }

    /// A new Pango font map over the shared pinned configuration.
    static func makeFontMap() throws(RenderError) -> UnsafeMutablePointer<PangoFontMap> {
        let config = try config()
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(snapshotkit_as_fc_font_map(map), config.pointer) // takes its own reference
        return map
    }
}

/// The process's one pinned fontconfig configuration (never destroyed: it lives as long as
/// the process, like fontconfig's own default configuration).
struct SharedFontConfig: @unchecked Sendable {
    let pointer: OpaquePointer
}
