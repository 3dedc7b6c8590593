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
        map(count: items.count, workers: workers) { transform(items[$0]) }
    }

    /// `transform` of every index in `0..<count`, in order, on up to `workers` threads.
    // NB: each result is written into the returned array's own storage as it is made: a run
    // of 44,000 snapshots held no second array of optionals, nor its copy at the end (memory
    // flat in the catalog's size).
    package static func map<R: Sendable>(count: Int, workers: Int = activeCores,
                                         _ transform: @Sendable (Int) -> R) -> [R] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(buffer: buffer, count: count)
            ParallelWork.run(min(count, workers)) { _ in
                while let i = slots.claim() { (slots.buffer.baseAddress! + i).initialize(to: transform(i)) }
            }
            initialized = count
        }
    }

    /// The output's slots and the next unclaimed index: each index is claimed once, so no two
    /// workers write the same slot, and every slot is written before `run` returns.
    private final class Slots<R>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<R>
        private let count: Int
        private var next = 0
        private let lock = NSLock()
        init(buffer: UnsafeMutableBufferPointer<R>, count: Int) { self.buffer = buffer; self.count = count }
        func claim() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }
}
