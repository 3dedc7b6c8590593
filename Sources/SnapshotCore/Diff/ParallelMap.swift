import Foundation

/// Maps over an array on every core, keeping the order: one worker per active core (on
/// `ParallelWork`'s threads), each taking the next unclaimed index until none is left.
public enum ParallelMap {
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let box = ResultBox<R>(count: items.count)
        let workers = min(items.count, ProcessInfo.processInfo.activeProcessorCount)
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
