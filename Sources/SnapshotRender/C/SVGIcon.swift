import CCairo
import CRsvg
import Foundation
import SnapshotImage
import SnapshotModel
import SnapshotRules

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
    convenience init(path: String, within root: String) throws(RenderError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, limit: Self.maxFileSize, within: root) } catch {
            throw .iconUnreadable(path: path, reason: error.reasonAfterFileName)
        }
        try self.init(bytes: bytes, path: path)
    }

    /// Parses `bytes` (an icon embedded in the library, or one read from a file); `path` names
    /// it in errors.
    init(bytes: [UInt8], path: String) throws(RenderError) {
        self.path = path
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

/// Where the icons come from: the copies compiled into the library from `Assets/icons`
/// (`.embedInCode`, Package.swift), or a folder laid out like it (`SNAPSHOTKIT_ASSETS`, tests).
package enum IconSource: Sendable, Equatable {
    case embedded
    case directory(URL)
}

/// The icons, loaded once each.
package final class IconLibrary: @unchecked Sendable {
    private let source: IconSource
    private var icons: [String: SVGIcon] = [:]
    private let lock = NSLock()

    package init(source: IconSource) { self.source = source }

    /// Icons from `directory` (a folder laid out like `Assets/icons`).
    package convenience init(directory: URL) { self.init(source: .directory(directory)) }

    func icon(_ glyph: Glyph) throws(RenderError) -> SVGIcon {
        let name = glyph.name
        lock.lock()
        defer { lock.unlock() }
        if let icon = icons[name] { return icon }
        let icon: SVGIcon
        switch source {
        case .directory(let directory):
            icon = try SVGIcon(path: directory.appendingPathComponent(name + ".svg").path, within: directory.path)
        case .embedded:
            icon = try SVGIcon(bytes: Self.embedded(glyph), path: "Assets/icons/\(name).svg")
        }
        icons[name] = icon
        return icon
    }

    /// Every icon the presentations use.
    package static let names = Glyph.allCases.map(\.name)

    /// The embedded copy of a glyph's file in `Assets/icons` (`PackageResources` names each
    /// after its file: `arrow.clockwise.svg` is `arrow_clockwise_svg`). Every glyph has one:
    /// a new `Glyph` does not compile until its file is embedded.
    static func embedded(_ glyph: Glyph) -> [UInt8] {
        switch glyph {
        case .train: PackageResources.train_svg
        case .bus: PackageResources.bus_svg
        case .stop: PackageResources.stop_svg
        case .arrowClockwise: PackageResources.arrow_clockwise_svg
        case .star: PackageResources.star_svg
        case .starSlash: PackageResources.star_slash_svg
        case .pause: PackageResources.pause_svg
        case .clock: PackageResources.clock_svg
        case .wifiSlash: PackageResources.wifi_slash_svg
        case .exclamationmarkTriangle: PackageResources.exclamationmark_triangle_svg
        case .ellipsis: PackageResources.ellipsis_svg
        }
    }
}
