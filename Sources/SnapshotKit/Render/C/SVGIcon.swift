import CCairo
import CRsvg
import Foundation

/// Owns one parsed SVG icon (an `RsvgHandle`).
final class SVGIcon: @unchecked Sendable {
    private let handle: OpaquePointer
    private let lock = NSLock()
    let path: String

    /// Parses the SVG at `path`; a missing or broken file is a typed error naming it.
    init(path: String) throws(RenderError) {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else {
            throw .iconUnreadable(path: path, reason: "file not found")
        }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "librsvg could not parse it"
            if let error { g_error_free(error) }
            throw .iconUnreadable(path: path, reason: reason)
        }
        self.handle = OpaquePointer(handle)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// Draws the icon into `frame` (user space) of `context`.
    func draw(in context: OpaquePointer, frame: Rect) throws(RenderError) {
        lock.lock()
        defer { lock.unlock() }
        var viewport = RsvgRectangle(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        var error: UnsafeMutablePointer<GError>?
        if rsvg_handle_render_document(UnsafeMutablePointer(handle), context, &viewport, &error) == 0 {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "librsvg could not render it"
            if let error { g_error_free(error) }
            throw .iconUnreadable(path: path, reason: reason)
        }
    }
}

/// The icons in `Assets/icons`, loaded once each.
public final class IconLibrary: @unchecked Sendable {
    private let directory: URL
    private var icons: [String: SVGIcon] = [:]
    private let lock = NSLock()

    /// Icons from `directory` (the `Assets/icons` folder).
    public init(directory: URL) { self.directory = directory }

    func icon(_ name: String) throws(RenderError) -> SVGIcon {
        lock.lock()
        defer { lock.unlock() }
        if let icon = icons[name] { return icon }
        let icon = try SVGIcon(path: directory.appendingPathComponent(name + ".svg").path)
        icons[name] = icon
        return icon
    }

    /// Every icon the presentations use.
    public static let names = ["train", "bus", "arrow.clockwise", "star", "star.slash", "pause"]
}
