/// A programmer error the package caught and worked around instead of crashing, handed to
/// ``ListDiagnostics/handler``.
///
/// Where UIKit raises an exception (a `nil` cell, a batch the view would refuse), the
/// package keeps the app running (a plain cell, a reload instead of the batch) and reports
/// what happened here, whether or not logging is on:
///
///     ListDiagnostics.handler = { diagnostic in XCTFail("\(diagnostic)") }   // in a test
public struct ListDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A cell provider returned `nil`; the row shows a plain cell. UIKit raises.
        case nilCell
        /// A cell builder threw; the row shows a plain cell.
        case cellBuilderFailed
        /// A view asked for a cell at an index path the data source does not have; the row
        /// shows a plain cell.
        case rowOutOfRange
        /// A cell was dequeued with an identifier no class is registered for; a plain cell
        /// was handed out. UIKit raises. Also reported where a class that is not a cell (or a
        /// header or footer view) is registered: the identifier stays unregistered.
        case unregisteredIdentifier
        /// A user's drag took a row where the data source's policy forbids, because the
        /// view's delegate does not ask the data source for the drop target; the data
        /// source put the row back after the drop.
        case dropTargetNotAsked
        /// Row heights were set on an adapter, but nothing asks it for them: the table has
        /// no delegate that routes its height questions to the adapter.
        case rowHeightsNotAsked
        /// A batch update would not have matched what the view shows (the app changed the
        /// view behind the data source's back), so the view was reloaded instead.
        case batchReplacedByReload
        /// A section snapshot was refused: it holds an item another section has.
        case outlineRefused
        /// A call given a ``DuplicatePolicy`` other than ``DuplicatePolicy/throwError``
        /// dropped repeated items or items already present; the message names them, the
        /// diagnostic's file and line the call.
        case duplicatesDropped
        /// A ``DiffableDataSourceSnapshot`` call named sections or items the snapshot does not
        /// hold, moved or inserted one relative to itself, or appended items while the
        /// snapshot had no section (where Apple raises): the call applied what was valid and
        /// dropped the rest; the message names what, the diagnostic's file and line the call.
        case invalidIdentifiersDropped
        /// An apply replaced nearly every row of a long list with rows of the same content:
        /// the items' identity is not stable (a `UUID()` made in an initializer, or a field
        /// that changes in a synthesized `Hashable`), so every row animates out and in.
        ///
        /// What it looks at: an apply that deletes and inserts at least 90% of the rows of
        /// a list of more than 50, and about 64 places sampled across it. At every sampled
        /// place the old and the new item must show the same content (the type's
        /// ``ContentEquatable`` comparison, or else every stored property but one, the same
        /// one everywhere), and that content must tell the sampled items apart (at least
        /// half of them unlike every other). A new page of other items whose only common
        /// ground with the old page is a flag or a state most items share (an id and an
        /// `isRead` flag) is not reported.
        case identityUnstable
        /// A shown item is not found by its own hash and `==`: its hash changed since it was
        /// added, or `==` and the hash disagree (a NaN). The snapshot stays consistent, but
        /// calls that name the item do not reach it.
        case hashableContractBroken
        /// A data source's `bind` could not build its list (an identifier declared twice);
        /// the view keeps what it showed until a model change fixes it. The diagnostic's
        /// file and line are the `bind` call's.
        case bindingRefused
    }

    /// What went wrong.
    public let kind: Kind
    /// A sentence that names the place, the items or the fix.
    public let message: String
    /// Where the data source that reports it was created (`#fileID`), or its type when it
    /// was made with Apple's initializer (which takes no call site); for
    /// ``Kind/duplicatesDropped`` and ``Kind/invalidIdentifiersDropped``, the call that
    /// dropped them; for ``Kind/unregisteredIdentifier``, the dequeue or registration; for
    /// ``Kind/bindingRefused``, the `bind` call.
    public let file: String
    /// The line in ``file``; 0 when ``file`` names a type.
    public let line: Int

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, file: String, line: Int) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
    }

    /// The kind, the message and the data source's creation site on one line.
    public var description: String {
        let place =
            kind.isReportedAtTheCall
            ? "called at \(file):\(line)" : line == 0 ? "data source \(file)" : "data source created at \(file):\(line)"
        return "DiffableDataSourceKit \(kind.rawValue) (\(place)): \(message)"
    }
}

extension ListDiagnostic.Kind {
    /// Whether a diagnostic of this kind names the call that caused it, rather than where
    /// its data source was created.
    var isReportedAtTheCall: Bool {
        switch self {
        case .duplicatesDropped, .invalidIdentifiersDropped, .unregisteredIdentifier, .bindingRefused: true
        default: false
        }
    }
}
