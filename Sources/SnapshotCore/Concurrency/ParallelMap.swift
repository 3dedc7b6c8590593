import Foundation

/// Maps over an array on every core, keeping the order: one worker per active core (on
/// `ParallelWork`'s threads), each taking the next unclaimed index until none is left.
package enum ParallelMap {
    /// Cores this process may use (CPU affinity and cgroup quota counted), read once.
    package static let activeCores = ProcessInfo.processInfo.activeProcessorCount

    /// Cores online, without reading cgroup limits.
    /// NB: `activeCores` costs ~0.3 ms the first time (ProcessInfo reads cgroup files): a
    /// fifth of `snapshot diff`'s whole start-up. Work split into many small pieces can use
    /// this instead: a worker without a core of its own just claims fewer pieces.
    package static let onlineCores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// `transform` of every item, in order, on up to `workers` threads.
    package static func map<T: Sendable, R: Sendable>(_ items: [T], workers: Int = activeCores,
                                                     _ transform: @Sendable (T) -> R) -> [R] {
        let box = ResultBox<R>(count: items.count)
        let workers = min(items.count, workers)
        ParallelWork.run(workers) { _ in
            while let i = box.claim() { box.set(i, transform(items[i])) }
        }
        return box.values()
    }

    private final class ResultBox<R>: @unchecked Sendable {
        private var storage: [R?]
        private var next = 0
        private let lock = NSLock()
        init(count: Int) { storage = Array(repeating: nil, count: count) }
        func claim() -> Int? {
            lock.withLock {
                guard next < storage.count else { return nil }
                defer { next += 1 }
                return next
            }
        }
        func set(_ i: Int, _ value: R) { lock.withLock { storage[i] = value } }
        func values() -> [R] { lock.withLock { storage.map { $0! } } }
    }
}
