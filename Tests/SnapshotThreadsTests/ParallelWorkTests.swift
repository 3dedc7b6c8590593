import Synchronization
#if canImport(Glibc)
import Glibc
#endif
@testable import SnapshotDiff
@testable import SnapshotImage
@testable import SnapshotThreads
import Testing
@Suite struct ParallelWorkTests {
    /// Every piece runs exactly once, for one-off calls and for calls in quick succession
    /// (which reuse the pool's workers); 66 pieces need more threads than the pool's 64.
    @Test(arguments: [1, 2, 3, 8, 66])
    func everyPieceRunsOnce(count: Int) {
        for _ in 0..<20 {
            let runs = Mutex(Array(repeating: 0, count: count))
            ParallelWork.run(count) { i in runs.withLock { $0[i] += 1 } }
            #expect(runs.withLock { $0 } == Array(repeating: 1, count: count))
        }
    }

    /// Every piece gets a thread of its own, so pieces can wait for each other: beyond the
    /// pool's 64 workers, one-off threads take the rest.
    @Test(arguments: [2, 66])
    func piecesRunAtTheSameTime(count: Int) {
        let started = Atomic<Int>(0)
        let together = Mutex(0)
        ParallelWork.run(count) { _ in
            started.add(1, ordering: .relaxed)
            var spins = 0
            while started.load(ordering: .relaxed) < count && spins < 200_000 { sched_yield(); spins += 1 }
            if started.load(ordering: .relaxed) == count { together.withLock { $0 += 1 } }
        }
        #expect(together.withLock { $0 } == count)
    }

    /// A parallel map inside a parallel map (verify compares images on every core, and each
    /// compare splits its rows) keeps order, loses nothing, and runs the inner map on the
    /// thread that called it.
    @Test func nestedMapsRunInPlace() {
        let outer = ParallelMap.map(Array(0..<16), workers: 2) { i in
            let caller = pthread_self()
            let inner = ParallelMap.map(Array(0..<40), workers: 3) { j in (i * 100 + j, pthread_equal(pthread_self(), caller) != 0) }
            return (inner.map { $0.0 }, inner.allSatisfy { $0.1 })
        }
        let values = outer.map { $0.0 }, inPlace = outer.allSatisfy { $0.1 }
        #expect(values == (0..<16).map { i in (0..<40).map { j in i * 100 + j } })
        #expect(inPlace)
        #expect(!ParallelWork.isInsidePiece)
    }
}

@Suite struct PixelmatchChunkTests {
    /// A 640x480 pair (8 row chunks) with `count` pixels changed along a diagonal.
    static func pair(changed count: Int) -> (Bitmap, Bitmap) {
        let a = Bitmap(width: 640, height: 480, fill: RGBA8(r: 240, g: 240, b: 240))
        var b = a
        for k in 0..<count { b[(k * 7) % 640, (k * 13) % 480] = RGBA8(r: 20, g: 20, b: 20) }
        return (a, b)
    }

    /// The chunked, multi-core scan finds the same pixels, in the same order, as one pass.
    @Test func chunksMatchOnePass() {
        let (a, b) = Self.pair(changed: 900)
        let result = Pixelmatch.compare(a, b, wantPixels: true)
        let onePass = a.pixels.withUnsafeBufferPointer { p1 in
            b.pixels.withUnsafeBufferPointer { p2 in
                PixelmatchKernel(img1: p1.baseAddress!, img2: p2.baseAddress!, width: 640, height: 480,
                                 options: PixelmatchOptions())
                    .scan(rows: 0..<480, output: nil, wantPixels: true, counted: CountedPixels(budget: nil))
            }
        }
        #expect(Pixelmatch.rowChunks(width: 640, height: 480).count == 8)
        #expect(result.mismatched == onePass.mismatched)
        #expect(result.mismatchedPixels == onePass.pixels)
        #expect(result.mismatchedPixels == result.mismatchedPixels?.sorted())
    }

    struct Budget: Sendable, CustomTestStringConvertible {
        let name: String, stopAfter: Int?, wantImage: Bool, stops: Bool
        var testDescription: String { name }
    }

    /// 900 changed pixels against budgets: a scan stops only when the budget is exceeded
    /// and no diff image is wanted; a stopped scan still reports more than the budget.
    @Test(arguments: [
        Budget(name: "no budget", stopAfter: nil, wantImage: false, stops: false),
        Budget(name: "budget above the count", stopAfter: 900, wantImage: false, stops: false),
        Budget(name: "budget of zero", stopAfter: 0, wantImage: false, stops: true),
        Budget(name: "budget below the count", stopAfter: 100, wantImage: false, stops: true),
        Budget(name: "diff image wanted", stopAfter: 0, wantImage: true, stops: false),
    ])
    func earlyExit(_ c: Budget) {
        let (a, b) = Self.pair(changed: 900)
        let result = Pixelmatch.compare(a, b, wantImage: c.wantImage, stopAfter: c.stopAfter)
        #expect(result.stoppedEarly == c.stops)
        if c.stops {
            #expect(result.mismatched > c.stopAfter!)
            #expect(result.mismatched < 900)
        } else {
            #expect(result.mismatched == 900)
        }
    }
}
