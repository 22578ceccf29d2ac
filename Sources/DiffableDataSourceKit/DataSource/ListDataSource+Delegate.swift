import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the delegate that `makeDelegate(forwardingTo:)` makes answers, decided here once for
/// every kind of view: the delegate objects only forward.
extension ListDataSource {
    /// A row's height: the adapter's closure, else the app's delegate's answer, else the
    /// table's own `rowHeight` (or `estimatedRowHeight`).
    ///
    /// - Complexity: O(1) plus the closures.
    func delegateRowHeight(
        at indexPath: IndexPath, estimated: Bool, forwarded: () -> CGFloat?, tableHeight: CGFloat
    ) -> CGFloat {
        let adapterHeight =
            estimated ? rowHeights?.estimatedHeightForRow(at: indexPath) : rowHeights?.heightForRow(at: indexPath)
        return adapterHeight ?? forwarded() ?? tableHeight
    }

    /// A row is coming on screen: the adapter's near-end trigger, if set, hears of it. Its
    /// action runs with the view held, since the view is in the middle of its layout: a
    /// change it makes is queued and runs right after.
    ///
    /// - Complexity: O(1) plus the trigger.
    func delegateWillDisplay(at indexPath: IndexPath) {
        guard let rowDisplays else { return }
        updates.callingBackFromView { rowDisplays.rowWillDisplay(at: indexPath) }
    }

    /// Where a dragged row may land: the app's delegate proposes first (when it answers),
    /// then the data source's policy decides.
    ///
    /// - Complexity: O(1) plus the app's delegate.
    func delegateDropTarget(
        from source: IndexPath, proposed: IndexPath, forwarded: (IndexPath) -> IndexPath?
    ) -> IndexPath {
        withoutActuallyEscaping(forwarded) { forwarded in
            delegateDropTarget(from: source, proposed: proposed, askingNewestFirst: [forwarded])
        }
    }

    /// Where a dragged row may land when the view has several delegate methods for the
    /// question, as a collection view has (the iOS 15 method, and the older one it
    /// replaced).
    ///
    /// UIKit asks its delegate by one method only: the newest the delegate implements. The
    /// delegate `makeDelegate(forwardingTo:)` makes implements the newest, so UIKit never
    /// falls back to an older one for the app's delegate behind it; this asks the app's
    /// delegate the way UIKit would have. `methods` holds one closure per method, newest
    /// first, each answering `nil` when the app's delegate does not implement its method.
    /// The first answer is the app's proposal, and the methods after it are not asked (an
    /// app's delegate is asked once per proposal, as by UIKit); with no answer, UIKit's
    /// proposal stands. Then the policy,
    /// ``targetIndexPath(forMoveFromRowAt:toProposedIndexPath:)``, has the last word: the
    /// app may redirect a drag within what the policy allows, and a drop the policy forbids
    /// never reaches the view (it would be shown, then put back after the drop).
    ///
    /// - Parameters:
    ///   - source: Where the drag started (the policy keeps the row in this section).
    ///   - proposed: Where UIKit proposes to drop it.
    ///   - methods: The app's delegate's methods for the question, newest first.
    /// - Complexity: O(*m*) for *m* methods, plus the app's delegate.
    func delegateDropTarget(
        from source: IndexPath, proposed: IndexPath, askingNewestFirst methods: [(IndexPath) -> IndexPath?]
    ) -> IndexPath {
        // A plain loop: `lazy.compactMap(_:).first` calls the answering method twice.
        var appAnswer: IndexPath?
        for method in methods {
            appAnswer = method(proposed)
            if appAnswer != nil { break }
        }
        return targetIndexPath(forMoveFromRowAt: source, toProposedIndexPath: appAnswer ?? proposed)
    }

    /// Whether the delegate's height methods can answer with the table's own heights for
    /// every row: no adapter closure, and no app delegate to ask.
    func delegateUsesTableRowHeights(forwardsHeights: Bool) -> Bool {
        rowHeights?.hasHeightClosures != true && !forwardsHeights
    }

    /// Whether the delegate answers estimated heights at all: an adapter's estimate
    /// closure, or an app delegate that answers them. (UIKit uses estimates as soon as its
    /// delegate has the method, so a delegate without estimates must not have it.)
    func delegateAnswersEstimates(forwardAnswers: Bool) -> Bool {
        rowHeights?.hasEstimateClosure == true || forwardAnswers
    }

    /// Keeps the delegate object `makeDelegate` made alive with this data source (a view
    /// does not retain its delegate); the app sets it as the view's delegate.
    func keepDelegate<Delegate: AnyObject>(_ delegate: Delegate) -> Delegate {
        delegateProxy = delegate
        return delegate
    }

    /// Measures row heights again after the height rules changed: at once, or, while a
    /// user's drag is uncommitted, once the drop is (one measure however many changes came
    /// meanwhile).
    ///
    /// - Complexity: the view's layout.
    func invalidateRowHeights() {
        guard let surface else { return }
        guard surface.hasUncommittedUpdates else {
            // Rows above the visible area may change height: the user's place is kept.
            updates.holdingView { viewportTarget?.invalidateRowHeights() }
            return updates.catchUpIfQueued()
        }
        updates.afterDrop { $0.heights = true }
    }
}
