import DiffableDataSourceKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Cells as Swift 5 apps subclass UIKit's, with properties set from closures that are not
// isolated to the main actor (a registration's handler, a colour transformer). UIKit's cells
// are `@preconcurrency @MainActor`, so this compiles against UIKit in Swift 5 mode, and
// here (issue 48, item 1). Swift 6 mode checks isolation in full, there as with UIKit, so
// only Swift 5 mode builds this.
#if !swift(>=6)
/// A collection view cell subclass with a property of its own.
final class NoteCell: UICollectionViewCell {
    var note: String?
}

/// A table cell subclass with a property of its own.
final class NoteRowCell: UITableViewCell {
    var note: String?
}

/// A header subclass with a property of its own.
final class NoteHeader: UICollectionReusableView {
    var note: String?
}

enum CellIsolationUses {
    /// Handlers that set the cells' own properties, made where nothing is isolated.
    static func handlers() -> ((NoteCell) -> Void, (NoteRowCell) -> Void, (NoteHeader) -> Void) {
        let cell: (NoteCell) -> Void = { $0.note = "x" }
        let row: (NoteRowCell) -> Void = { $0.note = "y" }
        let header: (NoteHeader) -> Void = { $0.note = "z" }
        return (cell, row, header)
    }
}
#endif
