import Foundation
import SnapshotDiff
import SnapshotDiffCommand
import SnapshotImage
/// Times the in-memory compare of two decoded images against `memcmp` of the same buffers,
/// and their decoding, for Benchmarks/diff (best of N: timings vary, so this is no test).
/// Lives in the `snapshot-bench` executable, outside the shipped CLI.
enum InMemoryBenchmark {
    static func run(_ a: Bitmap, _ b: Bitmap, files: [String], iterations: Int) {
        guard a.width == b.width && a.height == b.height else {
            FileHandle.standardError.write(Data("snapshot-bench: inmemory needs equal sizes\n".utf8)); exit(2)
        }
        let memcmpTime = best(iterations) {
            a.pixels.withUnsafeBytes { pa in b.pixels.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) } } == 0
        }
        let compareTime = best(iterations) {
            ImageComparison.compare(expected: a, actual: b, policy: DiffPolicy(), wantDiffImage: false).passed
        }
        let countTime = best(iterations) { Pixelmatch.compare(a, b).mismatched == 0 }
        let bytes = (try? FileBytes.read(files[0])) ?? []
        let decodeTime = best(iterations) { (try? PNGDecoder.decode(bytes)) != nil }
        let pairTime = best(iterations) { (try? DiffInputs.decode(DiffInputs.read(files), files)) != nil }
        func ms(_ s: Double) -> String { String(format: "%.3f ms", s * 1000) }
        print("image \(a.width)x\(a.height), best of \(iterations)")
        print("memcmp:                    \(ms(memcmpTime))")
        print("ImageComparison.compare:   \(ms(compareTime))  (\(String(format: "%.2f", compareTime / memcmpTime))x memcmp)")
        print("Pixelmatch full count:     \(ms(countTime))  (\(String(format: "%.2f", countTime / memcmpTime))x memcmp)")
        print("decode \(files[0].split(separator: "/").last ?? "") from memory: \(ms(decodeTime))")
        print("read + decode both files:  \(ms(pairTime))")
    }

    /// The fastest of `n` runs, in seconds; the result is kept alive so the work is not elided.
    static func best(_ n: Int, _ body: () -> Bool) -> Double {
        var fastest = Double.infinity, sink = 0
        for _ in 0..<n {
            let start = DispatchTime.now().uptimeNanoseconds
            if body() { sink += 1 }
            fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        if sink < 0 { print(sink) }
        return fastest
    }
}
