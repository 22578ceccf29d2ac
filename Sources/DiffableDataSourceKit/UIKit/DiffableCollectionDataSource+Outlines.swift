#if canImport(UIKit)
import UIKit

extension DiffableCollectionDataSource {
    /// An outline disclosure accessory that expands and collapses the item `cell` shows,
    /// through ``ListDataSource/toggleExpansion(of:)`` (so the section snapshot handlers are
    /// asked, in Apple's order).
    ///
    /// UIKit's disclosure expands and collapses on its own only for Apple's diffable data
    /// source; this one gives it an action handler. Set it where the cell is configured:
    ///
    ///     let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Node> {
    ///         [unowned self] cell, _, node in
    ///         var content = cell.defaultContentConfiguration()
    ///         content.text = node.title
    ///         cell.contentConfiguration = content
    ///         cell.accessories = node.hasChildren ? [dataSource.outlineDisclosureAccessory(for: cell)] : []
    ///     }
    ///
    /// The item is looked up when the user taps, from the row the collection view shows
    /// `cell` in at that moment; neither an index path nor an item is kept from when the
    /// cell was configured. A kept index path names another item once rows above it are
    /// shown or hidden; a kept item stays right across expansions, but not for a cell
    /// reused for another item without its accessories being set again. A tap on a cell
    /// the collection view no longer shows does nothing. The accessory holds neither the
    /// cell nor the data source.
    ///
    /// - Parameters:
    ///   - cell: The cell the accessory is for.
    ///   - displayed: When the accessory shows, as for UIKit's `outlineDisclosure`.
    ///   - options: The accessory's style and look, as for UIKit's `outlineDisclosure`.
    /// - Returns: The accessory, for the cell's `accessories`.
    /// - Complexity: O(1); a tap costs as ``ListDataSource/toggleExpansion(of:)``.
    public func outlineDisclosureAccessory(
        for cell: UICollectionViewCell, displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.OutlineDisclosureOptions = .init()
    ) -> UICellAccessory {
        .outlineDisclosure(displayed: displayed, options: options) { [weak self, weak cell] in
            guard let self, let cell, let indexPath = self.collectionView?.indexPath(for: cell) else { return }
            self.toggleExpansion(ofItemAt: indexPath)
        }
    }
}
#endif
