import Dispatch
import Foundation

/// What a binding's observations report, from any thread: the tokens of the evaluations
/// whose models changed, and one run of the binding on the main queue for any number of
/// them (the coalescing: every change before that run is handled by it).
///
/// `@unchecked Sendable`: every mutable field but `engine` is read and written holding
/// `lock`; `engine` is set and read on the main thread only.
final class BindingSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Int] = []
    private var isScheduled = false
    private var cancelled = false
    /// The binding to run; not retained (the handle owns it). Main thread only.
    weak var runner: (any BindingRunner)?

    /// Records that the models an evaluation read changed, and schedules a run on the main
    /// queue unless one is scheduled already. Any thread; called by Observation as a model
    /// is about to change.
    ///
    /// - Complexity: O(1) amortized.
    func changed(_ token: Int) {
        lock.lock()
        guard !cancelled else { return lock.unlock() }
        pending.append(token)
        let schedules = !isScheduled
        isScheduled = true
        lock.unlock()
        guard schedules else { return }
        // On the main queue's next turn: the model's change is complete by then (Observation
        // reports it before it is made), and the turn's other changes are pending with it.
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.runScheduled() }
        }
    }

    @MainActor
    private func runScheduled() {
        lock.lock()
        isScheduled = false
        lock.unlock()
        runner?.run()
    }

    /// The tokens recorded since the last call, emptied.
    ///
    /// - Complexity: O(1).
    func takePending() -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        let tokens = pending
        pending = []
        return tokens
    }

    /// Stops recording: later changes schedule nothing. Any thread.
    func cancel() {
        lock.lock()
        cancelled = true
        pending = []
        lock.unlock()
    }

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }
}

/// The binding a ``BindingSignal`` runs on the main actor.
@MainActor
protocol BindingRunner: AnyObject {
    /// Re-evaluates what changed and applies the result.
    func run()
    /// Stops for good and lets go of the content and the models it captured.
    func cancel()
}
