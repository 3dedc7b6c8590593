import Foundation
import SnapshotImage

/// The structural snapshot written beside each rendered PNG (`<name>.json`): what was drawn
/// where, in points (docs/structural-snapshot.md). The one model of that file: SnapshotKit
/// builds it from a laid-out tree and writes it; the diff engine reads it, as may tools outside
/// the repository (the file's format is documented for them).
/// Read against its version's schema (`LayoutSchema`): a key the file's `formatVersion` does
/// not define is an error naming it, and the fields a version defines are compared field by field.
package struct LayoutSnapshot: Codable, Equatable, Sendable {
    /// The file's version (`LayoutSchema`); nil: a file without one, version 1.
    package var formatVersion: Int?
    package var surface: String?
    package var device: String?
    package var appearance: String?
    package var textSize: String?
    /// The rendering mode (fullColor, accented, vibrant).
    package var mode: String?
    /// The text size the layout was drawn at (the requested one or the surface's cap).
    package var renderedTextSize: String?
    /// Pixels per point.
    package var scale: Double?
    package var size: Size?
    /// What VoiceOver says for the whole surface.
    package var summary: String?
    /// The moment drawn (ISO 8601), for a snapshot at a timeline offset.
    package var time: String?
    /// The composition the layout chose, when the surface has several.
    package var composition: String?
    package var elements: [Element]

    package init(surface: String? = nil, device: String? = nil, appearance: String? = nil, textSize: String? = nil,
                mode: String? = nil, renderedTextSize: String? = nil, scale: Double? = nil, size: Size? = nil,
                summary: String? = nil, time: String? = nil, composition: String? = nil, elements: [Element],
                formatVersion: Int? = LayoutSchema.currentVersion) {
        self.formatVersion = formatVersion
        self.surface = surface; self.device = device; self.appearance = appearance; self.textSize = textSize
        self.mode = mode; self.renderedTextSize = renderedTextSize; self.scale = scale; self.size = size
        self.summary = summary; self.time = time; self.composition = composition; self.elements = elements
    }

    /// A size in points.
    package struct Size: Codable, Equatable, Sendable {
        package var width: Double, height: Double
        package init(width: Double, height: Double) { self.width = width; self.height = height }
    }

    /// A frame in points.
    package struct Frame: Codable, Equatable, Sendable {
        package var x: Double, y: Double, width: Double, height: Double
        package init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
    }

    /// A font as the layout resolved it.
    package struct Font: Codable, Equatable, Sendable, CustomStringConvertible {
        package var family: String?
        package var size: Double?
        package var weight: Int?
        package var lineHeight: Double?
        /// Tabular (fixed-width) digits.
        package var tabular: Bool?
        package init(family: String?, size: Double?, weight: Int?, lineHeight: Double? = nil, tabular: Bool? = nil) {
            self.family = family; self.size = size; self.weight = weight; self.lineHeight = lineHeight; self.tabular = tabular
        }
        package var description: String {
            [family, size.map { PointFormat.number($0) }, weight.map(String.init)].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// One drawn element.
    package struct Element: Codable, Equatable, Sendable {
        /// icon, title, subtitle, routeMarker, destination, time, staleLabel, refresh, message, …
        package var role: String
        /// 1-based arrival row for routeMarker/destination/time; nil otherwise.
        package var row: Int?
        package var frame: Frame
        package var text: String?
        package var font: Font?
        /// `#RRGGBB` or `#RRGGBBAA`.
        package var color: String?
        /// The shape's fill, `#RRGGBB` or `#RRGGBBAA`.
        package var fill: String?
        package var label: String?
        package var action: String?
        package var truncated: Bool?
        /// The characters actually drawn when `text` was cut ("Halsted &…"); absent when the
        /// text is drawn whole (and in files written before the field existed).
        package var shown: String?
        /// The lines drawn, as a person reads them: a hyphen where a word broke at a hyphenation
        /// point, "…" where the text was cut. Present on every element that sets text in lines
        /// (not on a badge's one word), absent in files written before the field existed.
        package var lines: [String]?
        /// Which tracked activity the element belongs to, 2 for the second and so on; absent for
        /// the first (and in files written before the field existed).
        package var activity: Int?

        package init(role: String, row: Int?, frame: Frame, text: String?, font: Font?, color: String?, fill: String?,
                    label: String?, action: String?, truncated: Bool?, shown: String? = nil, lines: [String]? = nil,
                    activity: Int? = nil) {
            self.role = role; self.row = row; self.frame = frame; self.text = text; self.font = font; self.color = color
            self.fill = fill; self.label = label; self.action = action; self.truncated = truncated; self.shown = shown
            self.lines = lines; self.activity = activity
        }

        /// The characters drawn: `shown` when the text was cut, else `text`.
        package var drawnText: String? { shown ?? text }

        enum CodingKeys: String, CodingKey { case role, row, frame, text, font, color, fill, label, action, truncated, shown, lines, activity }

        package func encode(to encoder: Encoder) throws {
            // NB: the file names every field of every element, null when absent (docs/structural-snapshot.md).
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(role, forKey: .role); try c.encode(row, forKey: .row); try c.encode(frame, forKey: .frame)
            try c.encode(text, forKey: .text); try c.encode(font, forKey: .font); try c.encode(color, forKey: .color)
            try c.encode(fill, forKey: .fill); try c.encode(label, forKey: .label); try c.encode(action, forKey: .action)
            try c.encode(truncated, forKey: .truncated)
            // NB: only on a cut text, so a whole text's element reads as it always did.
            try c.encodeIfPresent(shown, forKey: .shown)
            try c.encodeIfPresent(lines, forKey: .lines)
            // NB: only on a further activity's elements, so a one-activity snapshot reads as it always did.
            try c.encodeIfPresent(activity, forKey: .activity)
        }
    }

    /// Decodes a structural snapshot file, with errors that name the file.
    /// The file is read under the input policy (`FileBytes`): a regular file of at most
    /// `maxFileSize` bytes, inside `root` when given.
    package static func load(_ url: URL, within root: String? = nil) throws(LayoutSnapshotError) -> LayoutSnapshot {
        try loadWithKeys(url, within: root).snapshot
    }

    /// `load`, with the keys the file holds (`LayoutKeys`: what an older golden lacks).
    package static func loadWithKeys(_ url: URL, within root: String? = nil) throws(LayoutSnapshotError)
        -> (snapshot: LayoutSnapshot, keys: LayoutKeys) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(url.path, limit: maxFileSize, within: root) } catch {
            throw .unreadable(path: url.path, reason: error.reasonAfterFileName)
        }
        return try decode(bytes, path: url.path)
    }

    /// Decodes the bytes of a structural snapshot and checks them against their version's
    /// schema (`LayoutSchema.problem`); `path` names it in errors.
    package static func decode(_ bytes: [UInt8], path: String) throws(LayoutSnapshotError) -> (snapshot: LayoutSnapshot, keys: LayoutKeys) {
        let data = Data(bytes)
        let snapshot: LayoutSnapshot, keys: LayoutKeys
        do {
            snapshot = try JSONDecoder().decode(LayoutSnapshot.self, from: data)
            keys = try JSONDecoder().decode(LayoutKeys.self, from: data)
        } catch {
            // NB: bytes that are not JSON cannot be read at all; JSON of the wrong shape is a file
            // outside the schema (the verifier tells the two apart).
            if case .dataCorrupted(let c)? = error as? DecodingError, c.codingPath.isEmpty {
                throw .invalid(path: path, reason: Self.describe(error, data))
            }
            throw .outsideSchema(path: path, reason: Self.describe(error, data))
        }
        if let problem = LayoutSchema.problem(keys) { throw .outsideSchema(path: path, reason: problem) }
        return (snapshot, keys)
    }

    /// The largest structural snapshot read: 16 MiB (the largest golden's is under 64 KB).
    package static let maxFileSize = 16 << 20

    private static func describe(_ error: Error, _ data: Data) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let c)?: return "missing '\(key.stringValue)' at \(path(c))"
        case .typeMismatch(_, let c)?, .valueNotFound(_, let c)?: return "wrong type at \(path(c)): \(c.debugDescription)"
        case .dataCorrupted(let c)? where c.codingPath.isEmpty: return "not valid JSON: " + syntax(data, otherwise: c.debugDescription)
        case .dataCorrupted(let c)?: return "\(path(c)): \(c.debugDescription)"
        default: return "\(error)"
        }
    }

    /// Where and why `data` is not JSON: the first byte that is not UTF-8, else what
    /// JSONSerialization says (with the character it stopped at).
    private static func syntax(_ data: Data, otherwise fallback: String) -> String {
        var parser = Unicode.UTF8.ForwardParser(), bytes = data.makeIterator(), offset = 0
        decoding: while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let s): offset += s.count
            case .emptyInput: break decoding
            case .error: return "byte \(offset) is not UTF-8"
            }
        }
        do { _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? fallback
        }
        return "a number out of range, or a value this tool cannot read (\(fallback))"
    }

    private static func path(_ c: DecodingError.Context) -> String {
        c.codingPath.isEmpty ? "top level" : c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

/// A structural snapshot that could not be used.
package enum LayoutSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// Not JSON.
    case invalid(path: String, reason: String)
    /// JSON that is not a structural snapshot of its `formatVersion` (`LayoutSchema`).
    case outsideSchema(path: String, reason: String)

    package var description: String {
        switch self {
        case .unreadable(let path, let reason): return "layout snapshot \(path): \(reason)"
        case .invalid(let path, let reason): return "layout snapshot \(path) is not usable: \(reason)"
        case .outsideSchema(let path, let reason):
            return "layout snapshot \(path) is not a structural snapshot of its version: \(reason)"
        }
    }
}

/// Formats point values for people: at most two decimals, no trailing zeros.
package enum PointFormat {
    package static func number(_ v: Double) -> String {
        if let whole = whole(v) { return String(whole) }
        let rounded = (v * 100).rounded() / 100
        var s = String(format: "%.2f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// `v` rounded to hundredths when that is a whole number (written without a fraction).
    package static func whole(_ v: Double) -> Int? {
        let rounded = (v * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? Int(rounded) : nil
    }
}
