import CCairo
import CDeflate
import CPangoCairo
import CPangoFT2
import CRsvg

/// The versions of the C libraries this process renders and encodes with, read at run time.
/// NB: libpng is not among them: SnapshotKit reads and writes PNG itself (SnapshotImage)
/// and linked libpng only to print its version, so its version gated every approve for
/// nothing.
package enum LibraryVersions {
    /// Library name to version string, e.g. `"pango": "1.50.12"`.
    package static func current() -> [String: String] {
        let ft = snapshotkit_freetype_version()
        return [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "freetype": "\(ft / 10000).\(ft / 100 % 100).\(ft % 100)",
            "fontconfig": { let v = FcGetVersion(); return "\(v / 10000).\(v / 100 % 100).\(v % 100)" }(),
            "librsvg": "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
            "libdeflate": LIBDEFLATE_VERSION_STRING,
        ]
    }
}
