#if canImport(Glibc)
import Glibc
#endif

/// Runs a few independent pieces of work on separate cores and waits for all of them.
/// The caller guarantees the pieces touch disjoint memory.
enum ParallelWork {
    // NB: one pthread per extra piece, not DispatchQueue.concurrentPerform: measured on this
    // 2-core box, concurrentPerform(2) ran both decodes of `snapshot diff` one after the other
    // (10.2 ms for two 4.9 ms decodes) because the caller finished its piece and took the
    // second before the pool's worker thread was up. A thread costs ~50 µs.
    static func run(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else { if count == 1 { body(0) }; return }
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedSendable(value: body)
            var threads: [pthread_t] = []
            for i in 1..<count {
                let box = Unmanaged.passRetained(Piece(index: i, body: shared)).toOpaque()
                var thread = pthread_t()
                if pthread_create(&thread, nil, { raw in
                    let piece = Unmanaged<Piece>.fromOpaque(raw!).takeRetainedValue()
                    piece.body.value(piece.index)
                    return nil
                }, box) == 0 {
                    threads.append(thread)
                } else {
                    Unmanaged<Piece>.fromOpaque(box).release()
                    body(i) // no thread to be had: do it here
                }
            }
            body(0)
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// One piece of work handed to a thread.
    private final class Piece {
        let index: Int
        let body: UncheckedSendable<(Int) -> Void>
        init(index: Int, body: UncheckedSendable<(Int) -> Void>) { self.index = index; self.body = body }
    }
}

/// Carries a value across the concurrency boundary where the caller has ruled out races.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
