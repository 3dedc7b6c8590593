import Foundation

/// Runs a few independent pieces of work on separate cores and waits for all of them.
/// The caller guarantees the pieces touch disjoint memory.
enum ParallelWork {
    static func run(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else { if count == 1 { body(0) }; return }
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedSendable(value: body)
            DispatchQueue.concurrentPerform(iterations: count) { shared.value($0) }
        }
    }
}

/// Carries a value across the concurrency boundary where the caller has ruled out races.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
