import CCairo
import CPangoCairo
import CPangoFT2
import Foundation

/// The pinned fonts: a private fontconfig configuration that knows only our Inter files,
/// so no host font can ever be substituted.
public enum FontLibrary {
    /// Where Debian's fonts-inter puts the OpenType files.
    public static let directory = "/usr/share/fonts/opentype/inter"

    /// The exact files the renderer may use (text cut below 20 pt, Display cut from 20 pt).
    public static let files: [String] = ["Inter", "InterDisplay"].flatMap { family in
        ["Regular", "Medium", "SemiBold", "Bold"].map { "\(family)-\($0).otf" }
    }

    /// Paths of the pinned files, failing with a clear error when one is missing.
    public static func paths() throws(RenderError) -> [String] {
        let paths = files.map { directory + "/" + $0 }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw .fontMissing(path: path)
        }
        return paths
    }

    /// A new Pango font map over a fontconfig configuration holding only the pinned files.
    static func makeFontMap() throws(RenderError) -> UnsafeMutablePointer<PangoFontMap> {
        let paths = try paths()
        let config = FcConfigCreate()!
        for path in paths where FcConfigAppFontAddFile(config, path) == 0 {
            FcConfigDestroy(config)
            throw .fontMissing(path: path)
        }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(snapshotkit_as_fc_font_map(map), config)
        FcConfigDestroy(config) // the font map holds its own reference
        return map
    }
}
