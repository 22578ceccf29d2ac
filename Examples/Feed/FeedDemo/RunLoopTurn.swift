import Foundation

/// One turn of the main run loop, for a command-line story that waits for work queued on
/// the main queue.
enum RunLoopTurn {
    @MainActor
    static func once() {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}
