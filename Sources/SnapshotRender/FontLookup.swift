import CPangoFT2
import Foundation

/// Finds a pinned face through the host's fontconfig (its default configuration: the folders
/// and caches the distribution set up), by family and weight, upright.
enum FontLookup {
    /// The file of `font`: among the faces fontconfig lists for its family, weight and roman
    /// slant, the one whose file is named as pinned (so the SHA-256 the goldens' ENVIRONMENT.json
    /// pins for that name is the one compared), else the first by path (a different file: the
    /// environment check names it); nil when fontconfig lists none.
    static func path(of font: PinnedFont) -> String? {
        let candidates = files(family: font.family, weight: font.weight)
        return candidates.first { ($0 as NSString).lastPathComponent == font.file } ?? candidates.first
    }

    /// Every file fontconfig lists for the face, sorted.
    static func files(family: String, weight: Int32?) -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, "family", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        if let weight { FcPatternAddInteger(pattern, "weight", weight) }
        FcPatternAddInteger(pattern, "slant", 0) // FC_SLANT_ROMAN
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, "file")
        // NB: nil is fontconfig's default configuration, loaded (from its caches) on first use.
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var found = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if let face = set.pointee.fonts[i], FcPatternGetString(face, "file", 0, &file) == FcResultMatch, let file {
                found.insert(String(cString: file))
            }
        }
        return found.sorted()
    }
}
