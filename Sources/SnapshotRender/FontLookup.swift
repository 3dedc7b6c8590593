import CPangoFT2
import Foundation

/// Finds a pinned face in the folder its Debian package installs it in (`PinnedFont.folder`), by
/// family and weight, upright. Nothing else is looked at: not the host's fontconfig
/// configuration, its caches, or the user's font folders (a FIFO there hung fontconfig's own scan
/// before any file policy ran). Only regular files are asked what faces they hold.
enum FontLookup {
    /// The file of `font`: the file its package installs under the pinned name (so the SHA-256
    /// the goldens' ENVIRONMENT.json pins for that name is the one compared), else the first by
    /// path of the folder's files with a face of its family, weight and roman slant (a different
    /// file: the environment check names it); nil when there is none.
    static func path(of font: PinnedFont) -> String? {
        let named = (font.folder as NSString).appendingPathComponent(font.file)
        if isRegularFile(named) { return named }
        return files(family: font.family, weight: font.weight, in: font.folder).first
    }

    /// Every regular font file in `folder` with a face of `family` at `weight` (any when nil),
    /// upright, sorted.
    static func files(family: String, weight: Int32?, in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { (folder as NSString).appendingPathComponent($0) }.filter { path in
            ["otf", "ttf", "ttc"].contains((path as NSString).pathExtension.lowercased()) && isRegularFile(path)
                && hasFace(path, family: family, weight: weight)
        }
    }

    /// Whether `path` (after any link) is a regular file: a FIFO, device or folder is never opened.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether a face of the font file at `path` is `family` at `weight`, upright.
    static func hasFace(_ path: String, family: String, weight: Int32?) -> Bool {
        guard let face = face(in: path, where: { face in
            var slant: Int32 = 0, faceWeight: Int32 = 0
            guard FcPatternGetInteger(face, "slant", 0, &slant) == FcResultMatch, slant == 0 else { return false } // FC_SLANT_ROMAN
            if let weight, FcPatternGetInteger(face, "weight", 0, &faceWeight) != FcResultMatch || faceWeight != weight { return false }
            var index: Int32 = 0
            var name: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(face, "family", index, &name) == FcResultMatch, let found = name {
                if String(cString: found) == family { return true }
                index += 1
            }
            return false
        }) else { return false }
        FcPatternDestroy(face)
        return true
    }

    /// The first face of the font file at `path` (a collection holds several) that `matches`,
    /// as fontconfig describes it; the caller owns it. Nil when none does or the file is no font.
    static func face(in path: String, where matches: (OpaquePointer) -> Bool) -> OpaquePointer? {
        var count: Int32 = 1
        var id: Int32 = 0
        while id < count {
            guard let face = FcFreeTypeQuery(path, UInt32(id), nil, &count) else { return nil }
            if matches(face) { return face }
            FcPatternDestroy(face)
            id += 1
        }
        return nil
    }
}
