extension ListCoordinator {
    /// Shows a declared list when its version changed since the last call, and does nothing
    /// otherwise: a view that updates often (SwiftUI calls `updateUIView` for any state its
    /// parent read) pays O(1) for an unchanged list, not a comparison of every row.
    ///
    ///     coordinator.update(version: library.revision) {
    ///         for shelf in library.shelves {
    ///             ListSection(shelf.id, items: shelf.songIDs)
    ///         }
    ///     }
    ///
    /// `version` is whatever changes with the content: a revision counter the model bumps,
    /// a hash it keeps, an identifier of the data loaded. After a user's drag the content is
    /// read at the next call whatever its version, so the model's order wins (declare the
    /// move in the model: see ``didMoveItem``). A list that cannot be built (an identifier
    /// declared twice, with ``DuplicatePolicy/throwError``) is reported through
    /// ``ListDiagnostics`` as ``ListDiagnostic/Kind/bindingRefused``, and the view keeps what
    /// it showed until the version changes again.
    ///
    /// - Parameters:
    ///   - version: The content's version; the content is read only when it changed.
    ///   - animatingDifferences: Whether the view animates the update.
    ///   - policy: What to do with an item declared twice (see ``DuplicatePolicy``).
    ///   - file: The call site named by the diagnostics.
    ///   - line: The line in `file`.
    ///   - content: The list (see ``ListSnapshotBuilder``), read only when needed.
    /// - Returns: Whether the content was read.
    /// - Complexity: O(1) expected when `version` is the last one (one comparison of
    ///   versions); else building the list and applying it, as
    ///   ``ListDataSource/apply(declared:animatingDifferences:completion:)``.
    @discardableResult
    @inlinable
    public func update(
        version: some Hashable, animatingDifferences: Bool = true, duplicates policy: DuplicatePolicy = .throwError,
        file: StaticString = #fileID, line: UInt = #line,
        @ListSnapshotBuilder<Section, Item> content: () -> ListSections<Section, Item>
    ) -> Bool {
        let version = AnyHashable(version)
        guard contentIsStale || version != contentVersion else { return false }
        contentVersion = version
        contentIsStale = false
        // Built here, where the app names its types (see `ListSnapshot.init()`).
        do {
            let list = try DeclaredList(duplicates: policy, file: file, line: line, content)
            dataSource.apply(declared: list, animatingDifferences: animatingDifferences)
        } catch {
            refuseContent(error, file: file, line: line)
        }
        return true
    }

    /// Reports a declared list that cannot be built; the view keeps what it shows.
    @usableFromInline
    func refuseContent(_ error: ListSnapshotError<Section, Item>, file: StaticString, line: UInt) {
        let message = "the declared list was not applied, the view keeps what it showed: \(error)"
        dataSource.log(message)
        ListDiagnostics.report(.bindingRefused, message, at: CallSite(file: file, line: line))
    }

    /// A view's update of the list (SwiftUI's `updateUIView`), in the order that keeps
    /// identities true: the content first (so items it adds can be selected and scrolled
    /// to), then the selection, then the scroll position; reports held until the update
    /// ends (see ``selectionDidChange``).
    ///
    /// - Parameters:
    ///   - content: Declares the content (``update(version:animatingDifferences:duplicates:file:line:content:)``
    ///     or `bind`).
    ///   - selection: The bound selection, or `nil` when the view binds none.
    ///   - scrollPosition: The bound scroll position, or `nil` when the view binds none.
    /// - Complexity: O(1) plus `content` when nothing changed (the selection compared as a
    ///   set); else as ``select(_:animated:)`` and ``scroll(to:)``.
    func update(
        fromView content: () -> Void, selection: Set<Item>?, scrollPosition: ListScrollPosition<Item>?,
        animated: Bool = false
    ) {
        holdingReports {
            content()
            if let selection { select(selection, animated: animated) }
            if let scrollPosition { scroll(to: scrollPosition) }
        }
    }
}

#if canImport(Observation)
extension ListCoordinator {
    /// Shows a list declared from `@Observable` models and follows them by itself, through
    /// ``ListDataSource/bind(animatingDifferences:duplicates:file:line:_:)``: once bound,
    /// later calls do nothing, so a view that updates often pays O(1) for the content.
    ///
    ///     coordinator.bind {
    ///         for shelf in library.shelves { ListSection(shelf.id, items: shelf.songIDs) }
    ///     }
    ///
    /// The content closure of the first call is kept: let it read the models it declares
    /// the list from (reference types), not values captured when it was made. ``cancel()``
    /// stops the binding.
    ///
    /// - Complexity: The first call, as the binding's first update; later calls O(1).
    @available(iOS 17, macOS 14, tvOS 17, *)
    @inlinable
    public func bind(
        animatingDifferences: Bool = true, duplicates policy: DuplicatePolicy = .throwError,
        file: StaticString = #fileID, line: UInt = #line,
        @ListSnapshotBuilder<Section, Item> _ content: @escaping @MainActor () -> ListSections<Section, Item>
    ) {
        guard boundList == nil else { return }
        boundList = dataSource.bind(
            animatingDifferences: animatingDifferences, duplicates: policy, file: file, line: line, content)
    }

    /// Stops the Observation binding, if any.
    func cancelBinding() {
        if #available(iOS 17, macOS 14, tvOS 17, *) { (boundList as? ListBinding)?.cancel() }
        boundList = nil
    }
}
#else
extension ListCoordinator {
    /// Nothing to stop without Observation.
    func cancelBinding() {}
}
#endif
