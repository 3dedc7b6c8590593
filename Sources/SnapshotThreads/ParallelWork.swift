#if canImport(Glibc)
import Glibc
#endif

/// Runs a few independent pieces of work on separate cores and waits for all of them.
/// The caller guarantees the pieces touch disjoint memory.
package enum ParallelWork {
    // NB: not DispatchQueue.concurrentPerform: measured on this 2-core box, concurrentPerform(2)
    // ran both decodes of `snapshot diff` one after the other (10.2 ms for two 4.9 ms decodes)
    // because the caller finished its piece and took the second before the pool's worker
    // thread was up. Each piece but the first gets a thread of its own (~50 µs to start),
    // the caller runs the first, then joins them.
    //
    // NB: no pool of spinning workers: threads kept polling for the next piece were measured
    // against fresh threads on `snapshot diff` (Benchmarks/tricks/RESULTS.md) and saved nothing.
    //
    // Nested use (a compare that splits its rows, inside verify's map over snapshots) runs its
    // pieces one after the other on the calling thread: the outer level already keeps every
    // core busy, and more threads would only contend for them.
    package static func run(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1, !isInsidePiece else { for i in 0..<count { body(i) }; return }
        withoutActuallyEscaping(body) { body in
            let job = Job(body: body)
            var threads: [pthread_t] = []
            for i in 1..<count {
                if let thread = spawn(job, index: i) { threads.append(thread) } else { job.run(i) } // no thread to be had: do it here
            }
            job.run(0)
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// Whether this thread is running a piece of some `run` (then `run` does not fan out again).
    static var isInsidePiece: Bool { pthread_getspecific(insidePiece) != nil }

    /// Runs `work` marked as a piece of a `run`.
    static func asPiece<R>(_ work: () -> R) -> R {
        let outer = pthread_getspecific(insidePiece)
        pthread_setspecific(insidePiece, UnsafeRawPointer(bitPattern: 1))
        defer { pthread_setspecific(insidePiece, outer) }
        return work()
    }

    private static let insidePiece: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
        return key
    }()

    /// A thread running piece `index` of `job`; nil when no thread can be had.
    private static func spawn(_ job: Job, index: Int) -> pthread_t? {
        let box = Unmanaged.passRetained(Piece(job: job, index: index)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { raw in
            let piece = Unmanaged<Piece>.fromOpaque(raw!).takeRetainedValue()
            piece.job.run(piece.index)
            return nil
        }, box) == 0 else {
            Unmanaged<Piece>.fromOpaque(box).release()
            return nil
        }
        return thread
    }

    /// One `run`'s body. NB: it wraps a non-escaping closure, which `run` keeps alive by
    /// joining every thread before it returns.
    private final class Job {
        let body: (Int) -> Void
        init(body: @escaping (Int) -> Void) { self.body = body }
        package func run(_ index: Int) { asPiece { body(index) } }
    }

    /// One piece of work handed to a thread.
    private final class Piece {
        let job: Job
        let index: Int
        init(job: Job, index: Int) { self.job = job; self.index = index }
    }
}

/// Carries a value across the concurrency boundary where the caller has ruled out races.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(value: Value) { self.value = value }
}
