#if canImport(Observation)
@available(iOS 17, macOS 14, tvOS 17, *)
extension ListDataSource {
    /// Shows a list declared from `@Observable` models, and keeps showing it as they
    /// change: the list follows the models by itself.
    ///
    ///     @Observable final class Shelf {
    ///         let id: Int
    ///         var songIDs: [Song.ID]
    ///     }
    ///
    ///     binding = dataSource.bind {
    ///         ListSection(.nowPlaying) { player.queue }
    ///         for shelf in library.shelves {
    ///             ListSection(.shelf(shelf.id), items: shelf.songIDs)
    ///         }
    ///     }
    ///     library.shelves[3].songIDs.append(newSong)   // the list shows it on the next turn
    ///
    /// The list is declared and applied at once, without animation, so the view shows it
    /// when `bind` returns. Then:
    /// - **Coalescing.** Any number of model changes before the main queue's next turn make
    ///   one update: the content is evaluated once and applied once, through the data
    ///   source's ordinary apply (one batch, or whatever the update pipeline does then: it
    ///   waits for a drop, for instance). Changes made on other threads are coalesced onto
    ///   the main actor the same way; the models must still be mutated from one thread at
    ///   a time, as any `@Observable` class must.
    /// - **Per section.** The list's sections (the statements of `content`) are tracked by
    ///   one observation, and each section's items by its own: a change to what only one
    ///   section's items read re-reads that section alone, and applies it by editing the
    ///   shown snapshot, so it costs O(*m*) for its *m* items plus the changed rows,
    ///   whatever the size of the list. Read a section's items inside the section (the
    ///   `items:` argument or the trailing closure, which are evaluated later, under the
    ///   section's observation), not before it: what the list's body reads re-evaluates
    ///   every section when it changes.
    /// - **Outlines.** A section declared with ``OutlineItem``s is applied as that section's
    ///   outline. An item the list already shows keeps the expansion state the user gave
    ///   it; `expanded:` sets the state of items that appear.
    /// - **Errors.** When the list cannot be built (an identifier declared twice, with
    ///   ``DuplicatePolicy/throwError``), the error is reported through
    ///   ``ListDiagnostics`` as ``ListDiagnostic/Kind/bindingRefused``, with this call's
    ///   file and line, and the view keeps what it showed; a later change that fixes the
    ///   models updates it.
    /// - **Content.** An item whose identity stays takes the value the content gives it;
    ///   its row is configured again only when ``contentComparison`` says its content
    ///   changed, as with any apply.
    ///
    /// Keep the returned handle: the binding stops when it is released or cancelled, and
    /// the list keeps what it shows then. While it is bound, let the models decide what the
    /// list shows: an update of some sections edits those sections of what the data source
    /// shows (a user's drag in another section survives it), but a change to what the
    /// list's body reads rebuilds the list whole from the models. Use one binding per data
    /// source, and no other applies.
    ///
    /// - Parameters:
    ///   - animatingDifferences: Whether updates animate.
    ///   - policy: What to do with an item declared twice (see ``DuplicatePolicy``).
    ///   - file: The call site named by the binding's diagnostics.
    ///   - line: The line in `file`.
    ///   - content: The list (see ``ListSnapshotBuilder``), evaluated on the main actor.
    /// - Returns: The binding; keep it while the list should follow the models.
    /// - Complexity: The first update, and each one after a change to what the list's body
    ///   reads, as building the list with ``DeclaredList`` and applying it. An update of
    ///   sections whose items changed: O(*m*) for their *m* items, plus O(*k* log *n*) for
    ///   *k* rows changed when *k* is at most 64 (the data source's diff follows the edits;
    ///   see ``apply(_:animatingDifferences:completion:)-(ListSnapshot<Section,Item>,_,_)``), else the full diff.
    @inlinable
    public func bind(
        animatingDifferences: Bool = true, duplicates policy: DuplicatePolicy = .throwError,
        file: StaticString = #fileID, line: UInt = #line,
        @ListSnapshotBuilder<Section, Item> _ content: @escaping @MainActor () -> ListSections<Section, Item>
    ) -> ListBinding {
        // Inlined where the app names its types, so the list is built and edited by code
        // compiled for them (see `_BoundListBuilds`).
        bind(
            builds: _BoundListBuilds(), animating: animatingDifferences, duplicates: policy, file: file, line: line,
            content: content)
    }

    /// Starts a binding: evaluates and applies the content, and returns its handle.
    @usableFromInline
    func bind(
        builds: _BoundListBuilds<Section, Item>, animating: Bool, duplicates policy: DuplicatePolicy,
        file: StaticString, line: UInt, content: @escaping @MainActor () -> ListSections<Section, Item>
    ) -> ListBinding {
        let engine = BindingEngine(
            dataSource: self, builds: builds, animating: animating, duplicates: policy, file: file, line: line,
            content: content)
        engine.start()
        return ListBinding(runner: engine, signal: engine.signal)
    }
}
#endif
