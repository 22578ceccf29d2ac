#if canImport(UIKit)
import UIKit

/// The drop-target method `UICollectionViewDelegate` had before iOS 15, declared again under
/// its Objective-C selector so that the forwarding delegate can ask an app's delegate that
/// implements only it.
///
/// Calling UIKit's own declaration is a deprecation warning (an error in this package's
/// builds), and what the forwarding delegate needs is the message, not the declaration: the
/// app's delegate implements the method under this selector whatever protocol it names.
@MainActor
@objc protocol LegacyCollectionDropTarget {
    /// Where a dragged item goes; the app's delegate answers it under UIKit's selector. Its
    /// first index path is the one UIKit's header names `currentIndexPath`.
    @objc(collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:)
    optional func legacyTargetIndexPath(
        in collectionView: UICollectionView, forMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension UICollectionViewForwardingDelegate {
    /// The app's delegate seen through ``LegacyCollectionDropTarget``.
    ///
    /// A cast with `as?` would fail: the app's class does not declare conformance to a
    /// protocol of this package. Both types are Objective-C protocol existentials, one
    /// object pointer each, so the bit cast only changes how Swift names its methods; the
    /// requirement is `optional`, so calling it checks `responds(to:)` first and answers
    /// `nil` for a delegate without the method, as for any optional delegate method.
    static func legacyDropTarget(of delegate: any UICollectionViewDelegate) -> any LegacyCollectionDropTarget {
        unsafeBitCast(delegate, to: (any LegacyCollectionDropTarget).self)
    }
}
#endif
