/// Failures at the C boundary, in words that say what to do.
package enum RenderError: Error, CustomStringConvertible, Equatable {
    /// A face the renderer pins is not in the folder its package installs it in.
    case fontMissing(font: String, package: String, folder: String)
    /// A pinned font file breaks the file policy (not a regular file, outside /usr/share/fonts, too large).
    case fontUnusable(path: String, reason: String)
    /// An SVG icon is missing or does not parse.
    case iconUnreadable(path: String, reason: String)
    /// A language's hyphenation patterns are not installed or do not load.
    case patternsMissing(path: String, package: String)
    /// cairo refused to create a surface or context.
    case cairo(String)
    /// An absurd or empty canvas size was asked for.
    case badCanvasSize(width: Int, height: Int)

    package var description: String {
        switch self {
        case .fontMissing(let font, let package, let folder):
            "font \(font) is not installed (no face of it in \(folder)); install Debian's \(package) (scripts/ensure-deps.sh does)"
        case .fontUnusable(let path, let reason):
            "font file \(path) cannot be used: \(reason)"
        case .iconUnreadable(let path, let reason):
            "\(path): icon cannot be drawn: \(reason)"
        case .patternsMissing(let path, let package):
            "hyphenation patterns \(path) cannot be loaded; install Debian's \(package) (scripts/ensure-deps.sh does)"
        case .cairo(let status):
            "cairo: \(status)"
        case .badCanvasSize(let w, let h):
            "refusing to draw a \(w)x\(h) px canvas (must be 1...16384 on each side)"
        }
    }
}
