import Foundation

/// What a view tells its data source about a row the user dragged and dropped, around
/// the data source's own move method (`moveRowAt`, `moveItemAt`), which an app may
/// override without calling `super`.
///
/// The view has moved the row when it calls the first; the second comes once the move
/// method returned, whatever it did. So the data source always learns what the view
/// shows, and can tell whether the override took the move itself.
@MainActor
protocol UserMoveObserver: AnyObject {
    /// The view moved a row and is about to call the data source's move method.
    func viewWillReportUserMove(from source: IndexPath, to destination: IndexPath)
    /// The data source's move method returned.
    func viewDidReportUserMove(from source: IndexPath, to destination: IndexPath)
}

/// A view that reports the user's moves to a ``UserMoveObserver`` (the headless views and
/// the UIKit bridges): the data source becomes its observer.
@MainActor
protocol UserMoveReporting: AnyObject {
    /// Told of each row the user moves, around the data source's move method; not
    /// retained.
    var userMoveObserver: (any UserMoveObserver)? { get set }
}
