import Foundation
import SnapshotImage
import SnapshotStructure

/// What `snapshot diff` reports, as text lines or one JSON object with sorted keys.
package struct DiffReport: Codable, Equatable, Sendable {
    /// A changed region in pixels, with its box in points.
    package struct Region: Codable, Equatable, Sendable {
        package var x: Int, y: Int, width: Int, height: Int
        package var pixels: Int
        package var points: PointRect

        package init(x: Int, y: Int, width: Int, height: Int, pixels: Int, points: PointRect) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.pixels = pixels
            self.points = points
        }
    }

    package var expected: String
    package var actual: String
    package var width: Int
    package var height: Int
    package var mismatched: Int
    package var total: Int
    package var ratio: Double
    /// Counted pixels the policy tolerates.
    package var allowed: Int
    package var passed: Bool
    package var threshold: Double
    /// Pixels per point used for `points`.
    package var scale: Double
    package var regions: [Region]
    package var layoutChanges: [LayoutChange]
    /// Set when the sizes differ: both sizes (the comparison then used padded images).
    package var sizeMismatch: SizeMismatch?
    package var diffImage: String?
    package var composite: String?

    package init(expected: String, actual: String, width: Int, height: Int, mismatched: Int, total: Int, ratio: Double,
                 allowed: Int, passed: Bool, threshold: Double, scale: Double, regions: [Region],
                 layoutChanges: [LayoutChange], sizeMismatch: SizeMismatch? = nil, diffImage: String? = nil,
                 composite: String? = nil) {
        self.expected = expected
        self.actual = actual
        self.width = width
        self.height = height
        self.mismatched = mismatched
        self.total = total
        self.ratio = ratio
        self.allowed = allowed
        self.passed = passed
        self.threshold = threshold
        self.scale = scale
        self.regions = regions
        self.layoutChanges = layoutChanges
        self.sizeMismatch = sizeMismatch
        self.diffImage = diffImage
        self.composite = composite
    }

    /// Both sizes of a size mismatch.
    package struct SizeMismatch: Codable, Equatable, Sendable {
        package var expected: PixelSize, actual: PixelSize

        package init(expected: PixelSize, actual: PixelSize) {
            self.expected = expected
            self.actual = actual
        }
    }

    /// One JSON object, keys sorted, no trailing newline.
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The human summary, one string per line.
    package func lines() -> [String] {
        text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The human summary as one text, lines joined by newlines (no trailing newline).
    ///
    /// NB: written into one UTF-8 buffer: string interpolation cost ~0.5 ms for the 523
    /// region lines of the benchmark's one-row-shift pair, 3 % of the whole `snapshot diff`.
    package func text() -> String {
        var out = SummaryText()
        if let s = sizeMismatch {
            out.line("size mismatch: \(expected) is \(s.expected), \(actual) is \(s.actual)")
        }
        out.line("\(mismatched) of \(total) pixels differ (\(PointFormat.number(ratio * 100))%) at threshold \(PointFormat.number(threshold)); \(allowed) allowed")
        if !regions.isEmpty {
            out.line("changed regions (\(regions.count)):")
            for r in regions {
                let p = r.points
                out.start(); out.append("  "); out.append(r.width); out.append("x"); out.append(r.height)
                out.append(" px at ("); out.append(r.x); out.append(", "); out.append(r.y); out.append(") = ")
                out.append(points: p.width); out.append("x"); out.append(points: p.height); out.append(" pt at (")
                out.append(points: p.x); out.append(", "); out.append(points: p.y); out.append("), ")
                out.append(r.pixels); out.append(" px differ")
            }
        }
        if !layoutChanges.isEmpty {
            out.line("layout changes (\(layoutChanges.count)):")
            for change in layoutChanges { out.line("  " + change.summary) }
        }
        if let diffImage { out.line("diff image: \(diffImage)") }
        if let composite { out.line("composite: \(composite)") }
        let seen = LayoutDiff.perceptible(layoutChanges).count
        out.line(passed ? "result: equal within policy"
                 : sizeMismatch == nil && mismatched <= allowed && seen > 0
                    ? "result: different: \(seen) layout change(s) a person can see or hear, whatever the pixels"
                    : "result: different")
        return out.string
    }
}

/// A UTF-8 buffer the summary is written into, a line at a time.
struct SummaryText {
    private var bytes: [UInt8] = []

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Begins a new line (a newline unless this is the first).
    mutating func start() { if !bytes.isEmpty { bytes.append(0x0A) } }

    /// A whole line.
    mutating func line(_ text: String) { start(); append(text) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// A decimal integer.
    mutating func append(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var magnitude = n.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// A length in points as `PointFormat.number` writes it (whole numbers without a string).
    mutating func append(points v: Double) {
        if let whole = PointFormat.whole(v) { append(whole) } else { append(PointFormat.number(v)) }
    }
}
