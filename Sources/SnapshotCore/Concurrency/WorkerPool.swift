#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Threads that outlive one `ParallelWork.run`, so that consecutive parallel steps (decode
/// both images, then compare them) find a thread already running on the other core.
///
/// NB: measured on the 2-core benchmark machine, a thread created for the compare step right
/// after the decode step's thread had exited usually waited 1–3 ms before the kernel ran it
/// on the idle core, while the caller did most of the work alone: the one-row-shift pair's
/// compare took 5.2 ms instead of 3.0 ms. A worker that finishes a piece therefore keeps
/// polling for its next piece for `spinNanoseconds` (yielding the core to anything else that
/// is runnable) before it sleeps.
final class WorkerPool: Sendable {
    static let shared = WorkerPool()
    /// How long an idle worker keeps polling before it sleeps: longer than the gap between
    /// the two decodes finishing, short enough to be invisible in a CPU profile.
    static let spinNanoseconds = 5_000_000
    /// Beyond this many workers (many callers at once, or runs of more pieces), pieces get
    /// one-off threads.
    static let maxWorkers = 64

    private let workers = Mutex<[Worker]>([])

    /// Hands piece `index` of `job` to an idle worker (starting one if none is idle);
    /// false when no worker can take it.
    func offer(_ job: Job, index: Int) -> Bool {
        let worker: Worker? = workers.withLock { workers in
            if let idle = workers.first(where: { $0.claim() }) { return idle }
            guard workers.count < Self.maxWorkers, let started = Worker.start() else { return nil }
            workers.append(started)
            return started
        }
        guard let worker else { return false }
        worker.assign(job, index: index)
        return true
    }

    /// One `ParallelWork.run`: the body and how many pieces other threads still run.
    final class Job: @unchecked Sendable {
        private var body: ((Int) -> Void)?
        private let pending: Atomic<Int>
        private let signal = Signal()

        init(body: @escaping (Int) -> Void, pieces: Int) {
            self.body = body
            pending = Atomic(pieces)
        }

        /// Runs piece `index` without counting it done.
        func perform(_ index: Int) { ParallelWork.asPiece { body!(index) } }

        /// Runs piece `index` and counts it done.
        func run(_ index: Int) {
            perform(index)
            finishOne()
        }

        /// Drops the body once every piece is done. NB: `ParallelWork.run` hands in a
        /// non-escaping closure, which must not outlive the call even though a worker may
        /// still hold this job for a moment.
        func releaseBody() { body = nil }

        func finishOne() {
            if pending.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { signal.raise() }
        }

        /// Returns once every piece run elsewhere has finished.
        func waitUntilDone() {
            signal.wait { pending.load(ordering: .acquiring) == 0 }
        }
    }

    /// A pool thread: idle, claimed (being handed a piece) or assigned.
    final class Worker: @unchecked Sendable {
        private static let idle = 0, claimed = 1, assigned = 2
        private let state = Atomic<Int>(Worker.claimed) // a new worker is claimed by its starter
        private let signal = Signal()
        private var job: Job?
        private var index = 0

        /// A worker on a new detached thread, or nil when no thread can be had.
        static func start() -> Worker? {
            let worker = Worker()
            let box = Unmanaged.passRetained(worker).toOpaque()
            var thread = pthread_t()
            guard pthread_create(&thread, nil, { raw in
                Unmanaged<Worker>.fromOpaque(raw!).takeRetainedValue().loop()
            }, box) == 0 else {
                Unmanaged<Worker>.fromOpaque(box).release()
                return nil
            }
            pthread_detach(thread)
            return worker
        }

        /// Claims an idle worker for one piece.
        func claim() -> Bool {
            state.compareExchange(expected: Worker.idle, desired: Worker.claimed, ordering: .acquiring).exchanged
        }

        /// Gives a claimed worker its piece.
        func assign(_ job: Job, index: Int) {
            self.job = job
            self.index = index
            state.store(Worker.assigned, ordering: .releasing)
            signal.raise()
        }

        private func loop() -> Never {
            while true {
                signal.wait { state.load(ordering: .acquiring) == Worker.assigned }
                let (job, index) = (self.job!, self.index)
                self.job = nil
                job.perform(index)
                state.store(Worker.idle, ordering: .releasing) // before finishing: the caller's next step may want it
                job.finishOne()
            }
        }
    }
}

/// Waits for a condition that another thread makes true and then raises: polls for
/// `WorkerPool.spinNanoseconds`, yielding the core between polls, then sleeps on a condition variable.
final class Signal: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Wakes a sleeping waiter; call after making the condition true.
    func raise() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Returns once `isTrue()` holds.
    func wait(until isTrue: () -> Bool) {
        let deadline = Self.now() + WorkerPool.spinNanoseconds
        while !isTrue() {
            guard Self.now() < deadline else {
                pthread_mutex_lock(mutex)
                while !isTrue() { pthread_cond_wait(condition, mutex) }
                pthread_mutex_unlock(mutex)
                return
            }
            sched_yield()
        }
    }

    private static func now() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return t.tv_sec * 1_000_000_000 + t.tv_nsec
    }
}
