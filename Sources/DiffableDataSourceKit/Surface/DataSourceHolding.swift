import Foundation

/// A view that calls its data source's methods itself, as UIKit's views do: it holds either
/// the data source or a proxy that passes every message on and tells the surface's
/// ``UserMoveObserver`` of a user's move around the data source's move method. The UIKit
/// surfaces are such views, and so is the tests' recording view; the headless views tell
/// the observer themselves and hold the data source as it is.
@MainActor
protocol DataSourceHolder: AnyObject {
    /// Makes `dataSource` the view's data source: through a proxy that reports moves when
    /// `reportingMoves`, else the data source itself.
    func hold(_ dataSource: NSObject, reportingMoves: Bool)
}

/// Whether a view needs the proxy: only for a data source whose class has a move method
/// of its own (`tableView(_:moveRowAt:to:)`, `collectionView(_:moveItemAt:to:)`), which may
/// skip `super` (Apple's editing sample does). Any other data source takes the user's move
/// in the kit's own method, so the view holds it as its data source, as Apple's views hold
/// theirs, and `tableView.dataSource as? MyDataSource` finds it.
enum DataSourceHolding {
    /// Whether `dataSourceClass` replaces the move method of `kitClass`, the kit's class it
    /// derives from, by the implementations `moveImplementation` finds for each (on UIKit,
    /// the Objective-C runtime's).
    ///
    /// - Complexity: two look-ups.
    static func overridesMove<Implementation: Equatable>(
        _ dataSourceClass: AnyClass, of kitClass: AnyClass, moveImplementation: (AnyClass) -> Implementation?
    ) -> Bool {
        guard let own = moveImplementation(dataSourceClass) else { return false }
        return own != moveImplementation(kitClass)
    }
}

extension DataSourceHolder {
    /// Holds `dataSource`, through the proxy only when its class overrides the move method
    /// of `kitClass`.
    ///
    /// - Complexity: two look-ups.
    func adopt<Implementation: Equatable>(
        _ dataSource: NSObject, kitClass: AnyClass, moveImplementation: (AnyClass) -> Implementation?
    ) {
        let overrides = DataSourceHolding.overridesMove(
            type(of: dataSource), of: kitClass, moveImplementation: moveImplementation)
        hold(dataSource, reportingMoves: overrides)
    }
}
