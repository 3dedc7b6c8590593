import Foundation

/// What `snapshot diff` reports, as text lines or one JSON object with sorted keys.
public struct DiffReport: Codable, Equatable, Sendable {
    /// A changed region in pixels, with its box in points.
    public struct Region: Codable, Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        public var pixels: Int
        public var points: PointRect
    }

    public var expected: String
    public var actual: String
    public var width: Int
    public var height: Int
    public var mismatched: Int
    public var total: Int
    public var ratio: Double
    /// Counted pixels the policy tolerates.
    public var allowed: Int
    public var passed: Bool
    public var threshold: Double
    /// Pixels per point used for `points`.
    public var scale: Double
    public var regions: [Region]
    public var layoutChanges: [LayoutChange]
    /// Set when the sizes differ: both sizes (the comparison then used padded images).
    public var sizeMismatch: SizeMismatch?
    public var diffImage: String?
    public var composite: String?

    /// Both sizes of a size mismatch.
    public struct SizeMismatch: Codable, Equatable, Sendable {
        public var expected: PixelSize, actual: PixelSize
    }

    /// One JSON object, keys sorted, no trailing newline.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The human summary.
    public func lines() -> [String] {
        var out: [String] = []
        if let s = sizeMismatch {
            out.append("size mismatch: \(expected) is \(s.expected), \(actual) is \(s.actual)")
        }
        out.append("\(mismatched) of \(total) pixels differ (\(PointFormat.number(ratio * 100))%) at threshold \(PointFormat.number(threshold)); \(allowed) allowed")
        if !regions.isEmpty {
            out.append("changed regions (\(regions.count)):")
            for r in regions {
                let p = r.points
                out.append("  \(r.width)x\(r.height) px at (\(r.x), \(r.y)) = \(PointFormat.number(p.width))x\(PointFormat.number(p.height)) pt at (\(PointFormat.number(p.x)), \(PointFormat.number(p.y))), \(r.pixels) px differ")
            }
        }
        if !layoutChanges.isEmpty {
            out.append("layout changes (\(layoutChanges.count)):")
            out += layoutChanges.map { "  " + $0.summary }
        }
        if let diffImage { out.append("diff image: \(diffImage)") }
        if let composite { out.append("composite: \(composite)") }
        out.append(passed ? "result: equal within policy" : "result: different")
        return out
    }
}
