#if canImport(Observation)
/// A data source's binding to the models its list is declared from (see
/// ``ListDataSource/bind(animatingDifferences:duplicates:file:line:_:)``): keep it as long
/// as the list should follow the models.
///
///     final class LibraryViewController {
///         var binding: ListBinding?
///
///         func viewDidLoad() {
///             binding = dataSource.bind {
///                 for shelf in library.shelves {
///                     ListSection(shelf.id, items: shelf.songIDs)
///                 }
///             }
///         }
///     }
///
/// The binding stops when ``cancel()`` is called or when the handle is released, whichever
/// comes first; the list keeps what it shows then.
@available(iOS 17, macOS 14, tvOS 17, *)
@MainActor
public final class ListBinding {
    private let runner: any BindingRunner
    private let signal: BindingSignal

    init(runner: any BindingRunner, signal: BindingSignal) {
        self.runner = runner
        self.signal = signal
    }

    deinit {
        signal.cancel()
    }

    /// Stops the binding: later model changes no longer reach the list, which keeps what it
    /// shows, and the content closure (with the models it captured) is released.
    ///
    /// - Complexity: O(1), plus releasing the content.
    public func cancel() {
        signal.cancel()
        runner.cancel()
    }

    /// Whether ``cancel()`` was called.
    ///
    /// - Complexity: O(1).
    public var isCancelled: Bool { signal.isCancelled }

    /// Evaluates and applies the model changes made since the last update now, instead of
    /// on the main queue's next turn (where the binding does it by itself); nothing when
    /// there are none.
    ///
    /// For code that must see the list follow a change in the same turn (a test, a
    /// benchmark); the update it makes is the one the next turn would have made.
    /// - Complexity: as the binding's update: the sections whose models changed.
    public func flush() {
        runner.run()
    }
}
#endif
