import Foundation
import SnapshotImage
import SnapshotThreads
import Synchronization

/// A port of pixelmatch v7.2.0 (mapbox, ISC) written from its algorithm's description:
/// counts pixels whose YIQ colour delta exceeds the threshold, skipping anti-aliased ones,
/// and optionally paints pixelmatch's diff image.
package enum Pixelmatch {
    /// Compares two images of the same size.
    /// - Parameters:
    ///   - wantImage: paint the diff image (starts transparent black, as upstream's tests).
    ///   - wantPixels: return the row-major indices of counted pixels (for changed regions).
    ///   - stopAfter: with no image wanted, stop once more than this many pixels counted.
    package static func compare(_ img1: Bitmap, _ img2: Bitmap, options: PixelmatchOptions = PixelmatchOptions(),
                               wantImage: Bool = false, wantPixels: Bool = false,
                               stopAfter: Int? = nil) -> PixelmatchResult {
        precondition(img1.width == img2.width && img1.height == img2.height,
                     "pixelmatch compares equal sizes; got \(img1.width)x\(img1.height) and \(img2.width)x\(img2.height)")
        let width = img1.width, height = img1.height
        var output = wantImage ? [UInt8](repeating: 0, count: width * height * 4) : []
        let identical = img1.hasSamePixels(as: img2) // the identical fast path
        let counted = CountedPixels(budget: wantImage ? nil : stopAfter)
        var chunks: [Chunk] = []
        img1.pixels.withUnsafeBufferPointer { p1 in
            img2.pixels.withUnsafeBufferPointer { p2 in
                output.withUnsafeMutableBufferPointer { out in
                    let kernel = PixelmatchKernel(img1: p1.baseAddress!, img2: p2.baseAddress!, width: width,
                                                  height: height, options: options)
                    let outBase = UncheckedSendable(value: wantImage ? out.baseAddress : nil) // NB: an empty array may still have a base address
                    chunks = ParallelMap.map(rowChunks(width: width, height: height), workers: ParallelMap.onlineCores) { rows in
                        if identical {
                            if let out = outBase.value, !options.diffMask { kernel.paintGrey(rows: rows, into: out) }
                            return Chunk()
                        }
                        return kernel.scan(rows: rows, output: outBase.value, wantPixels: wantPixels, counted: counted)
                    }
                }
            }
        }
        return PixelmatchResult(
            mismatched: chunks.reduce(0) { $0 + $1.mismatched },
            diffImage: wantImage ? Bitmap(width: width, height: height, pixels: output) : nil,
            mismatchedPixels: wantPixels ? chunks.flatMap(\.pixels) : nil,
            stoppedEarly: counted.exceeded)
    }

    /// The row ranges scanned as separate pieces of work: about 64 rows each for images of
    /// 2^18 pixels or more, else the whole image.
    ///
    /// NB: cores claim chunks in turn (`ParallelMap`), so they share the work however it is
    /// spread: anti-aliasing checks cluster where content differs, and a worker that gets its
    /// core late takes fewer chunks instead of holding up a fixed half of the image.
    static func rowChunks(width: Int, height: Int) -> [Range<Int>] {
        guard width * height >= 1 << 18 else { return [0..<height] }
        return stride(from: 0, to: height, by: 64).map { $0..<min($0 + 64, height) }
    }

    /// One row range's findings.
    struct Chunk: Sendable {
        var mismatched = 0
        var pixels: [Int32] = []
    }
}

/// Counted pixels across all chunks, for stopping once a caller's budget is exceeded.
final class CountedPixels: Sendable {
    let budget: Int?
    private let total = Atomic<Int>(0)

    init(budget: Int?) { self.budget = budget }

    /// Adds a finished row's count; true once the budget is exceeded.
    func add(_ n: Int) -> Bool {
        guard let budget else { return false }
        return total.add(n, ordering: .relaxed).newValue > budget
    }

    var exceeded: Bool { budget.map { total.load(ordering: .relaxed) > $0 } ?? false }
}

/// The per-pixel loop over raw buffers.
struct PixelmatchKernel: @unchecked Sendable {
    let img1: UnsafePointer<UInt8>, img2: UnsafePointer<UInt8>
    let width: Int, height: Int
    let options: PixelmatchOptions

    init(img1: UnsafePointer<UInt8>, img2: UnsafePointer<UInt8>, width: Int, height: Int, options: PixelmatchOptions) {
        self.img1 = img1; self.img2 = img2; self.width = width; self.height = height; self.options = options
    }

    /// Draws the faded-grey background of `img1` for `rows`.
    func paintGrey(rows: Range<Int>, into out: UnsafeMutablePointer<UInt8>) {
        for i in (rows.lowerBound * width)..<(rows.upperBound * width) {
            let v = YIQ.fadedGrey(img1, i * 4, alpha: options.alpha)
            out[i * 4] = v; out[i * 4 + 1] = v; out[i * 4 + 2] = v; out[i * 4 + 3] = 255
        }
    }

    func scan(rows: Range<Int>, output out: UnsafeMutablePointer<UInt8>?, wantPixels: Bool,
              counted: CountedPixels) -> Pixelmatch.Chunk {
        var chunk = Pixelmatch.Chunk()
        for y in rows {
            if counted.exceeded { return chunk }
            let before = chunk.mismatched
            scan(row: y, output: out, wantPixels: wantPixels, into: &chunk)
            if counted.add(chunk.mismatched - before) { return chunk }
        }
        return chunk
    }

    /// Scans one row into `chunk`.
    @inline(__always)
    private func scan(row y: Int, output out: UnsafeMutablePointer<UInt8>?, wantPixels: Bool,
                      into chunk: inout Pixelmatch.Chunk) {
        let a32 = UnsafeRawPointer(img1).assumingMemoryBound(to: UInt32.self)
        let b32 = UnsafeRawPointer(img2).assumingMemoryBound(to: UInt32.self)
        let yiq = YIQ(blend: options.blend)
        let aa = Antialiasing(width: width, height: height, yiq: yiq)
        let maxDelta = options.maxDelta
        let paintBackground = out != nil && !options.diffMask
        var i = y * width
        let end = i + width
        while i < end {
            // NB: without a background to paint, equal 16-pixel blocks are skipped with one
            // vector compare; the scalar word compare below was most of a diff's scan time.
            if !paintBackground && i + 16 <= end && Self.blocksEqual(a32, b32, i) {
                i += 16
                continue
            }
            // NB: runs of equal words skip the colour maths; only the grey background needs them.
            if a32[i] == b32[i] {
                if paintBackground { paint(out!, i, grey: YIQ.fadedGrey(img1, i * 4, alpha: options.alpha)) }
                i += 1
                continue
            }
            let delta = yiq.delta(img1, i * 4, img2, i * 4)
            if abs(delta) > maxDelta {
                let x = i % width, y = i / width
                if !options.includeAA && (aa.isAntialiased(img1, a32, b32, x1: x, y1: y)
                                          || aa.isAntialiased(img2, b32, a32, x1: x, y1: y)) {
                    if paintBackground { paint(out!, i, options.aaColor) }
                } else {
                    if let out { paint(out, i, delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor) }
                    chunk.mismatched += 1
                    if wantPixels { chunk.pixels.append(Int32(i)) }
                }
            } else if paintBackground {
                paint(out!, i, grey: YIQ.fadedGrey(img1, i * 4, alpha: options.alpha))
            }
            i += 1
        }
    }

    /// Whether pixels `i..<i+16` are equal in both images: XOR, then OR-fold the halves
    /// (vector ops; SIMD's `==` compiled to a lane-by-lane loop).
    @inline(__always)
    private static func blocksEqual(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ i: Int) -> Bool {
        let x = UnsafeRawPointer(a + i).loadUnaligned(as: SIMD16<UInt32>.self)
            ^ UnsafeRawPointer(b + i).loadUnaligned(as: SIMD16<UInt32>.self)
        let x8 = x.lowHalf | x.highHalf, x4 = x8.lowHalf | x8.highHalf, x2 = x4.lowHalf | x4.highHalf
        return x2[0] | x2[1] == 0
    }

    @inline(__always)
    private func paint(_ out: UnsafeMutablePointer<UInt8>, _ i: Int, _ c: DiffColor) {
        out[i * 4] = c.r; out[i * 4 + 1] = c.g; out[i * 4 + 2] = c.b; out[i * 4 + 3] = 255
    }

    @inline(__always)
    private func paint(_ out: UnsafeMutablePointer<UInt8>, _ i: Int, grey v: UInt8) {
        out[i * 4] = v; out[i * 4 + 1] = v; out[i * 4 + 2] = v; out[i * 4 + 3] = 255
    }
}
