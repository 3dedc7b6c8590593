import Foundation

/// Lends out a fixed set of values, one borrower at a time each; a borrower waits for a free one.
///
/// NB: not a pool of threads (`ParallelWork` starts those): the borrowers are the caller's
/// threads; this only hands each a value (a renderer) that must not be shared.
package final class Lender<Value: Sendable>: @unchecked Sendable {
    private var free: [Value]
    private let condition = NSCondition()

    package init(_ values: [Value]) { free = values }

    package func with<T, E: Error>(_ body: (Value) throws(E) -> T) throws(E) -> T {
        condition.lock()
        while free.isEmpty { condition.wait() }
        let value = free.removeLast()
        condition.unlock()
        defer {
            condition.lock()
            free.append(value)
            condition.signal()
            condition.unlock()
        }
        return try body(value)
    }
}
