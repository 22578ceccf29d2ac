import Dispatch

/// The reports waiting for the end of a view's update.
struct PendingReports {
    var selection = false
    var scrollPosition = false
    var moves: [@MainActor () -> Void] = []

    var isEmpty: Bool { !selection && !scrollPosition && moves.isEmpty }
}

extension ListCoordinator {
    /// Runs a view's update of the list (SwiftUI's `updateUIView`), holding the reports it
    /// causes until the main queue's next turn: SwiftUI state must not change while SwiftUI
    /// updates a view. Each held report is made once, with the value it has then.
    ///
    /// - Complexity: O(1) plus `body`.
    func holdingReports(_ body: () -> Void) {
        viewUpdateDepth += 1
        body()
        viewUpdateDepth -= 1
        guard viewUpdateDepth == 0, !pendingReports.isEmpty else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.sendPendingReports() }
        }
    }

    /// Reports the selection now, or after the view's update.
    func reportSelection() {
        guard viewUpdateDepth == 0 else { return pendingReports.selection = true }
        selectionDidChange?(selection)
    }

    /// Reports the scroll position now, or after the view's update.
    func reportScrollPosition() {
        guard viewUpdateDepth == 0 else { return pendingReports.scrollPosition = true }
        scrollPositionDidChange?(scrollPosition)
    }

    /// Reports a move now, or after the view's update.
    func reportMove(_ report: @escaping @MainActor () -> Void) {
        guard viewUpdateDepth == 0 else { return pendingReports.moves.append(report) }
        report()
    }

    private func sendPendingReports() {
        guard viewUpdateDepth == 0 else { return }
        let pending = pendingReports
        pendingReports = PendingReports()
        for move in pending.moves { move() }
        if pending.selection { selectionDidChange?(selection) }
        if pending.scrollPosition { scrollPositionDidChange?(scrollPosition) }
    }
}
