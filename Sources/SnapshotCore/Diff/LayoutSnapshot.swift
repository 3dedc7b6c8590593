import Foundation

/// The structural snapshot written beside each rendered PNG (`<name>.json`): what was drawn
/// where, in points. Decoded leniently: unknown keys are ignored and optional fields may be
/// null or absent, so the renderer can add fields without breaking the diff.
public struct LayoutSnapshot: Codable, Equatable, Sendable {
    public var surface: String?
    public var device: String?
    public var appearance: String?
    public var textSize: String?
    /// Pixels per point.
    public var scale: Double?
    public var size: Size?
    public var elements: [Element]

    /// A size in points.
    public struct Size: Codable, Equatable, Sendable {
        public var width: Double, height: Double
    }

    /// A frame in points.
    public struct Frame: Codable, Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double
    }

    /// A font as the layout resolved it.
    public struct Font: Codable, Equatable, Sendable, CustomStringConvertible {
        public var family: String?
        public var size: Double?
        public var weight: Int?
        public var description: String {
            [family, size.map { PointFormat.number($0) }, weight.map(String.init)].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// One drawn element.
    public struct Element: Codable, Equatable, Sendable {
        /// icon, title, subtitle, routeMarker, destination, time, staleLabel, refresh, message, …
        public var role: String
        /// 1-based arrival row for routeMarker/destination/time; nil otherwise.
        public var row: Int?
        public var frame: Frame
        public var text: String?
        public var font: Font?
        /// `#RRGGBB` or `#RRGGBBAA`.
        public var color: String?
        public var label: String?
        public var action: String?
        public var truncated: Bool?
    }

    /// Decodes a structural snapshot file, with errors that name the file.
    /// The file is read under the input policy (`FileBytes`): a regular file of at most
    /// `maxFileSize` bytes, inside `root` when given.
    public static func load(_ url: URL, within root: String? = nil) throws(LayoutSnapshotError) -> LayoutSnapshot {
        let data: Data
        do { data = Data(try FileBytes.read(url.path, limit: maxFileSize, within: root)) } catch {
            throw .unreadable(path: url.path, reason: error.reasonAfterFileName)
        }
        do { return try JSONDecoder().decode(LayoutSnapshot.self, from: data) } catch {
            throw .invalid(path: url.path, reason: Self.describe(error))
        }
    }

    /// The largest structural snapshot read: 16 MiB (the largest golden's is under 64 KB).
    public static let maxFileSize = 16 << 20

    private static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let c)?: return "missing '\(key.stringValue)' at \(path(c))"
        case .typeMismatch(_, let c)?, .valueNotFound(_, let c)?: return "wrong type at \(path(c)): \(c.debugDescription)"
        case .dataCorrupted(let c)?: return "not valid JSON (\(c.debugDescription))"
        default: return "\(error)"
        }
    }

    private static func path(_ c: DecodingError.Context) -> String {
        c.codingPath.isEmpty ? "top level" : c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

/// A structural snapshot that could not be used.
public enum LayoutSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "layout snapshot \(path): \(reason)"
        case .invalid(let path, let reason): return "layout snapshot \(path) is not usable: \(reason)"
        }
    }
}

/// Formats point values for people: at most two decimals, no trailing zeros.
enum PointFormat {
    static func number(_ v: Double) -> String {
        if let whole = whole(v) { return String(whole) }
        let rounded = (v * 100).rounded() / 100
        var s = String(format: "%.2f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// `v` rounded to hundredths when that is a whole number (written without a fraction).
    static func whole(_ v: Double) -> Int? {
        let rounded = (v * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? Int(rounded) : nil
    }
}
