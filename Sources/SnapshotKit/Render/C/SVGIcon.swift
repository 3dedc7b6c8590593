import CCairo
import CRsvg
import Foundation

/// Owns one parsed SVG icon (an `RsvgHandle`).
final class SVGIcon: @unchecked Sendable {
    private let handle: OpaquePointer
    private let lock = NSLock()
    let path: String

    /// The largest icon read: 1 MiB (ours are under 2 KB).
    static let maxFileSize = 1 << 20

    /// Parses the SVG at `path`, read under the file policy (`FileBytes`: a regular file inside
    /// `root`, size checked first) and handed to librsvg as data; a missing or broken file is a
    /// typed error naming it.
    // NB: never rsvg_handle_new_from_file: librsvg would open a FIFO named train.svg and wait
    // for a writer forever, outside the policy every other input keeps to.
    init(path: String, within root: String) throws(RenderError) {
        self.path = path
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, limit: Self.maxFileSize, within: root) } catch {
            throw .iconUnreadable(path: path, reason: error.reasonAfterFileName)
        }
        var error: UnsafeMutablePointer<GError>?
        let parsed = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let handle = parsed else {
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
        let icon = try SVGIcon(path: directory.appendingPathComponent(name + ".svg").path, within: directory.path)
        icons[name] = icon
        return icon
    }

    /// Every icon the presentations use.
    public static let names = ["train", "bus", "stop", "arrow.clockwise", "star", "star.slash", "pause", "clock", "wifi.slash"]
}
