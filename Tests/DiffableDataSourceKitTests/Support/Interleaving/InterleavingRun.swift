import Foundation

@testable import DiffableDataSourceKit

/// One random sequence of user actions interleaved with applies, on one rig: applies
/// (synchronous, `async`, by reloading; animated or not; from the snapshot shown or from a
/// stale one), user drags (within a section and across, allowed and refused, with and
/// without the app's own delegate, with applies while the row is lifted and right after
/// the drop), swipe deletes, adapter calls, height-mode changes, scrolling and run-loop
/// turns; the app's selection calls, made at any time (while a drag or a call not shown yet
/// holds the view, or from a cell provider during an update); a near-end trigger whose
/// action merges the next page at once, during the view's layout.
///
/// After every step: the view refused nothing and would raise on nothing, it shows the
/// data source's snapshot, and every visible cell shows its item's current value. And the
/// data source's snapshot is what the app asked for: a plain model (`model`) takes every
/// apply, adapter call, swipe and accepted drop in call order, and must equal
/// `snapshot()`, so a change the data source lost shows even when the view agrees with it.
/// The selected items are those the app selected, in call order, that the model still has
/// (on the views that carry their selection as UIKit does), checked whenever the view shows
/// the newest call. The data source's override of `apply` sees the run's applies and none of
/// its adapter calls; an observer of the data source is told of every update; the near-end
/// action never runs before the view shows the page merged last.
@MainActor
final class InterleavingRun<Rig: InterleavingRig, Choices: InterleavingChoices> {
    var choices: Choices
    let rig: Rig
    /// The calls so far, to replay a failure.
    private(set) var trace: [String] = []
    /// The first problem found, which ends the run.
    private(set) var failure: String?
    /// Steps run.
    private(set) var steps = 0
    /// A snapshot the app took earlier, which a stale apply builds on.
    private var stale: ListSnapshot<Int, Tune>?
    private var nextID = 100
    private var nextVersion = 1
    private var asyncStarted = 0
    private var asyncFinished = 0
    /// What the app's calls and the user's accepted drops asked for, in call order; `nil`
    /// while an async apply started in this stretch has not returned (its call reaches the
    /// data source only when its task runs).
    private var model: ListSnapshot<Int, Tune>? {
        didSet { followSelection() }
    }
    /// The snapshots of the async applies started since the run last settled: one of them
    /// is the newest call once they all returned.
    private var asyncSnapshots: [ListSnapshot<Int, Tune>] = []
    /// Calls made from another thread, and how many of them landed on the main thread (a
    /// landing holds the data source until it runs).
    private var backgroundCalls = 0
    private let backgroundLandings = LandingCount()
    /// Where the lifted row was, and its item.
    private var liftedRow: (path: IndexPath, item: Tune)?
    /// What the calls made from inside the current user action did to the model (a
    /// re-entrant call, a near-end action), to replay them in their place when they ran
    /// inside a drop or a swipe (after the data source took it).
    private var reentrantEffects: [(inout ListSnapshot<Int, Tune>) -> Void] = []

    /// The ids of the items the app selected (by `selectItem`), in call order, that the
    /// model still has: what the data source must show selected once the view shows the
    /// newest call.
    private var selection: Set<Int> = []
    /// Items removed while selected: one that comes back is ambiguous (see below).
    private var removedWhileSelected: Set<Int> = []
    /// Items whose selection depends on which of the calls the view showed: one removed
    /// while selected and put back by a later call (a stale snapshot), when the calls
    /// between were coalesced, keeps its selection; when they were shown, loses it. Left
    /// out of the check until the app selects or deselects it again.
    private var ambiguous: Set<Int> = []
    /// Whether the model was unknown (an async apply in flight) when it last changed.
    private var modelWasUnknown = false
    /// How many times the run called the data source's synchronous `apply`, which its
    /// override sees.
    private var syncApplies = 0
    /// The snapshot the data source's observer was last told of, and whether a user's drop
    /// (which the view shows without an update) changed the snapshot since.
    private var observed: ListSnapshot<Int, Tune>?
    private var droppedSinceObserved = false
    private var observation: ListUpdateObservation?
    /// The section the near-end trigger watches, and the ticket of the last merge into it:
    /// the action must not run before the view shows that merge.
    private var nearEndSection: Int?
    private var lastMergeTicket = 0

    init(_ rig: Rig, choices: Choices) {
        self.rig = rig
        self.choices = choices
    }

    /// The diagnostics that mean the view was changed behind the data source's back or a
    /// cell could not be built: none may occur. (A refused drop and heights nobody asks for
    /// are the app's choices here.)
    static var unexpectedDiagnostics: Set<ListDiagnostic.Kind> {
        [.batchReplacedByReload, .rowOutOfRange, .cellBuilderFailed, .nilCell, .unregisteredIdentifier]
    }

    /// Whether the data source compares content (`Tune`'s version): every visible cell must
    /// then show its item's current value; without it (Apple's behaviour), a value applied
    /// without a mark stays off screen, so cells are checked by identity only.
    private(set) var comparesContent = false

    /// Runs up to `maxSteps` steps, or until the choices run out or a problem is found.
    func run(maxSteps: Int) {
        comparesContent = choices.choose(below: 3) != 0
        rig.dataSource.contentComparison = comparesContent ? ContentComparison { $0.version == $1.version } : nil
        trace.append("content comparison \(comparesContent ? "on" : "off")")
        let previous = ListDiagnostics.handler
        let reported = diagnostics
        ListDiagnostics.handler = { diagnostic in reported.append(diagnostic) }
        defer { ListDiagnostics.handler = previous }
        observation = rig.dataSource.observeUpdates { [unowned self] update in
            observed = update.snapshot
            droppedSinceObserved = false
        }
        defer { observation?.cancel() }
        runSteps(maxSteps: maxSteps)
    }

    /// The diagnostics reported during the run.
    let diagnostics = DiagnosticLog()

    private func runSteps(maxSteps: Int) {
        var initial = ListSnapshot<Int, Tune>()
        try? initial.appendSections([0, 1, 2])
        for id in 0..<(4 + choices.choose(below: 12)) {
            try? initial.appendItems([Tune(id)], toSection: choices.choose(below: 3))
        }
        trace.append("apply initial \(initial)")
        syncApplies += 1
        rig.dataSource.apply(initial, animatingDifferences: false, completion: nil)
        model = initial
        check()
        while failure == nil, steps < maxSteps, !choices.isExhausted {
            steps += 1
            step()
            check()
        }
        if failure == nil {
            settle()
            rig.turnRunLoop()
            settle()
            check()
        }
    }

    // MARK: Steps

    private func step() {
        switch choices.choose(below: 25) {
        case 0, 1, 2: applyEdited(animating: choices.chance())
        case 3: applyUsingReloadData()
        case 4: startAsyncApply()
        case 5, 6: drag()
        case 7: liftOnly()
        case 8: dropLifted()
        case 9, 10:
            trace.append("turn the run loop")
            rig.turnRunLoop()
        case 11: swipe()
        case 12, 13, 14: adapterCall()
        case 15:
            let mode = choices.choose(below: 3)
            trace.append("height mode \(mode)")
            rig.setHeightMode(mode)
        case 16:
            let mode = DelegateMode.allCases[choices.choose(below: 3)]
            trace.append("delegate \(mode)")
            rig.setDelegateMode(mode)
        case 17:
            rig.dataSource.allowCrossSectionMove.toggle()
            trace.append("allowCrossSectionMove = \(rig.dataSource.allowCrossSectionMove)")
        case 18:
            let offset = choices.choose(below: 8) * 40
            trace.append("scroll to \(offset)")
            rig.scroll(to: offset)
        case 19: armReentrantCall()
        case 20: applyOutlineFromAnotherThread()
        case 21, 22: selectionCall()
        case 23: setNearEndTrigger()
        default:
            trace.append("settle")
            settle()
            if choices.chance() { stale = rig.dataSource.snapshot() }
        }
    }

    /// A snapshot the app would apply next: the one shown (or a stale one) with a few
    /// random edits, new values marked for reload or reconfigure among them.
    private func edited() -> ListSnapshot<Int, Tune> {
        var snapshot = rig.dataSource.snapshot()
        if let stale, choices.choose(below: 4) == 0 {
            // An older snapshot of the app's: its values differ from those shown only where
            // it marks them (a value changed without a mark stays on screen, as with Apple's
            // data source; `ContentComparisonTests` covers that case).
            let current = snapshot
            snapshot = stale
            let changed = stale.itemIdentifiers.filter { item in
                current.indexPath(ofItem: item).flatMap(current.itemIdentifier(at:))?.version != item.version
                    && current.containsItem(item)
            }
            try? snapshot.reconfigureItems(changed)
        }
        for _ in 0..<(1 + choices.choose(below: 4)) {
            let items = snapshot.itemIdentifiers
            let pick = { (items: [Tune], choices: inout Choices) -> Tune? in
                items.isEmpty ? nil : items[choices.choose(below: items.count)]
            }
            switch choices.choose(below: 7) {
            case 0:
                if let item = pick(items, &choices) { snapshot.deleteItems([item]) }
            case 1:
                let section = choices.choose(below: max(1, snapshot.numberOfSections))
                if let identifier = snapshot.sectionIdentifier(at: section) {
                    try? snapshot.appendItems([newTune()], toSection: identifier)
                }
            case 2:
                if let anchor = pick(items, &choices) { try? snapshot.insertItems([newTune()], beforeItem: anchor) }
            case 3:
                if let item = pick(items, &choices), let anchor = pick(items, &choices) {
                    try? snapshot.moveItem(item, afterItem: anchor)
                }
            case 4:
                if let item = pick(items, &choices) { try? snapshot.reconfigureItems([bumped(item)]) }
            case 5:
                if let item = pick(items, &choices) { try? snapshot.reloadItems([bumped(item)]) }
            default:
                if snapshot.numberOfSections < 4, choices.chance() {
                    try? snapshot.appendSections([(snapshot.sectionIdentifiers.max() ?? 0) + 1])
                } else if let section = snapshot.sectionIdentifiers.last, snapshot.numberOfSections > 1 {
                    snapshot.deleteSections([section])
                }
            }
        }
        return snapshot
    }

    private func newTune() -> Tune {
        nextID += 1
        return Tune(nextID)
    }

    private func bumped(_ tune: Tune) -> Tune {
        nextVersion += 1
        return Tune(tune.id, version: nextVersion)
    }

    private func applyEdited(animating: Bool) {
        let snapshot = edited()
        trace.append("apply(animating: \(animating)) \(snapshot)")
        // Before the call: a call made from inside its update (re-entrant) comes after it.
        model = model.map { _ in snapshot }
        syncApplies += 1
        rig.dataSource.apply(snapshot, animatingDifferences: animating, completion: nil)
    }

    private func applyUsingReloadData() {
        let snapshot = edited()
        trace.append("applySnapshotUsingReloadData \(snapshot)")
        model = model.map { _ in snapshot }
        rig.dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Applies an outline of new items to a section from a background queue (the main
    /// thread waits for the call, not for its landing): it is ordered with the calls after
    /// it, and `snapshot()` shows it at once.
    private func applyOutlineFromAnotherThread() {
        let current = rig.dataSource.snapshot()
        let section =
            current.sectionIdentifiers.isEmpty
            ? 0 : current.sectionIdentifiers[choices.choose(below: current.numberOfSections)]
        var outline = ListSectionSnapshot<Tune>()
        let parent = newTune()
        try? outline.append([parent])
        let children = (0..<choices.choose(below: 3)).map { _ in newTune() }
        try? outline.append(children, to: parent)
        if choices.chance() { outline.expand([parent]) }
        trace.append("apply from another thread an outline \(outline.visibleItems) to \(section)")
        let dataSource = rig.dataSource
        let frozen = outline
        // `apply(_:to:)` may be called from any thread; the box carries the call there (the
        // view type's metatype is not `Sendable`, though nothing reads it off the main thread).
        let landings = backgroundLandings
        let call = UncheckedCall {
            _ = dataSource.apply(frozen, to: section, animatingDifferences: true) { landings.count += 1 }
        }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            call.run()
            done.signal()
        }
        done.wait()
        backgroundCalls += 1
        model?.showOutline(outline.visibleItems, in: section)
    }

    /// Arms an apply, an adapter call or a selection call that runs from inside the next
    /// update's cell provider; the data source queues it and runs it after that update.
    private func armReentrantCall() {
        // Not while an async apply's place in the call order is unknown (see `model`).
        guard model != nil else { return }
        let kind = choices.choose(below: 3)
        let snapshot = edited()
        let tune = newTune()
        let picked = rig.dataSource.snapshot().itemIdentifiers.randomPick(&choices)
        let selects = choices.chance()
        switch kind {
        case 0: trace.append("arm a re-entrant adapter append of \(tune)")
        case 1: trace.append("arm a re-entrant apply \(snapshot)")
        default:
            trace.append(
                "arm a re-entrant \(selects ? "select" : "deselect") of \(picked.map { "\($0)" } ?? "nothing")")
        }
        rig.reentrantCall.call = { [unowned self] in
            switch kind {
            case 0:
                let section = rig.dataSource.snapshot().sectionIdentifiers.first ?? 0
                trace.append("re-entrant adapter append of \(tune) to \(section)")
                let append = { (snapshot: inout ListSnapshot<Int, Tune>) in
                    snapshot.append(tune, to: section, creatingSection: true)
                }
                modelCall(append, adapter: { try self.rig.adapter.append(tune, to: section) })
                reentrantEffects.append { _ = append(&$0) }
            case 1:
                trace.append("re-entrant apply \(snapshot)")
                model = model.map { _ in snapshot }
                reentrantEffects.append { $0 = snapshot }
                syncApplies += 1
                rig.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
            default:
                guard let picked else { return }
                trace.append("re-entrant \(selects ? "select" : "deselect") of \(picked)")
                select(picked, selects)
            }
        }
    }

    /// The app selects or deselects an item of its snapshot (now and then one it no longer
    /// has), whatever holds the view.
    private func selectionCall() {
        guard model != nil else { return }
        let items = rig.dataSource.snapshot().itemIdentifiers
        let tune = choices.choose(below: 5) == 0 ? Tune(choices.choose(below: nextID + 1)) : items.randomPick(&choices)
        guard let tune else { return }
        let selects = choices.choose(below: 3) != 0
        trace.append("\(selects ? "select" : "deselect") \(tune)")
        select(tune, selects)
    }

    /// Calls `selectItem` or `deselectItem`; the model takes it when the app's snapshot has
    /// the item (the data source ignores any other).
    private func select(_ tune: Tune, _ selects: Bool) {
        let known = rig.dataSource.snapshot().containsItem(tune)
        if selects { rig.dataSource.selectItem(tune) } else { rig.dataSource.deselectItem(tune) }
        guard known else { return }
        if selects { selection.insert(tune.id) } else { selection.remove(tune.id) }
        ambiguous.remove(tune.id)
        removedWhileSelected.remove(tune.id)
    }

    /// Keeps the selection model to the items the model has (see `ambiguous`).
    private func followSelection() {
        guard let model else {
            modelWasUnknown = true
            return
        }
        var ids = Set<Int>()
        for item in model.itemIdentifiers { ids.insert(item.id) }
        if modelWasUnknown {
            // Which of the async applies the view showed is unknown: any of them may have
            // removed an item the newest has.
            modelWasUnknown = false
            ambiguous.formUnion(selection.intersection(ids))
        }
        let gone = selection.subtracting(ids)
        selection.subtract(gone)
        removedWhileSelected.formUnion(gone)
        let back = removedWhileSelected.intersection(ids)
        ambiguous.formUnion(back)
        removedWhileSelected.subtract(back)
    }

    /// Sets a near-end trigger on a section, whose action merges two new items at once,
    /// while the view lays out (synchronous data).
    private func setNearEndTrigger() {
        let section = choices.choose(below: 3)
        let rows = 1 + choices.choose(below: 3)
        trace.append("near-end trigger on \(section) within \(rows)")
        nearEndSection = section
        lastMergeTicket = 0
        rig.adapter.whenNearEnd(of: section, within: rows) { [unowned self] in nearEndAction(section) }
    }

    private func nearEndAction(_ section: Int) {
        if rig.dataSource.updates.committedTicket < lastMergeTicket, failure == nil {
            failure = "step \(steps): the near-end action ran before the view showed the page merged last"
        }
        // Not while an async apply's place in the call order is unknown (see `model`).
        guard model != nil else {
            trace.append("near-end action: nothing merged while an async apply is in flight")
            return
        }
        let page = [newTune(), newTune()]
        trace.append("near-end action merges \(page) into \(section)")
        let merge = { (snapshot: inout ListSnapshot<Int, Tune>) in
            snapshot.mergeLikeAPage(page, into: section, atStart: false)
        }
        modelCall(merge, adapter: { try self.rig.adapter.merge(page, into: section) })
        lastMergeTicket = rig.dataSource.state.ticketsTaken
        reentrantEffects.append { _ = merge(&$0) }
    }

    private func startAsyncApply() {
        let snapshot = edited()
        trace.append("start async apply \(snapshot)")
        asyncSnapshots.append(snapshot)
        model = nil
        if rig.reentrantCall.call != nil {
            trace.append("disarm the re-entrant call")
            rig.reentrantCall.call = nil
        }
        asyncStarted += 1
        let dataSource = rig.dataSource
        Task { @MainActor in
            await dataSource.apply(snapshot, animatingDifferences: true)
            self.asyncFinished += 1
        }
    }

    /// Runs the main run loop until every async apply has returned.
    private func settle() {
        if rig.isLifting {
            // The user lets go where the row is.
            trace.append("drop the lifted row in place")
            dropNoting(at: IndexPath(row: Int.max / 2, section: Int.max / 2))
        }
        let deadline = Date(timeIntervalSinceNow: 20)
        while asyncFinished < asyncStarted, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            // A drop left uncommitted holds the async applies: the run loop commits it.
            rig.turnRunLoop()
        }
        if asyncFinished < asyncStarted { failure = "\(asyncStarted - asyncFinished) async applies never returned" }
        // The background calls' landings wait on the main queue: let them run.
        let landingDeadline = Date(timeIntervalSinceNow: 20)
        while backgroundLandings.count < backgroundCalls, Date() < landingDeadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            // A completion runs once the batch's animations end (the recording view's turn).
            rig.turnRunLoop()
        }
        if backgroundLandings.count < backgroundCalls {
            failure = "\(backgroundCalls - backgroundLandings.count) background applies never completed"
        }
        if model == nil {
            // Every async apply reached the data source after the calls made before the run
            // settled (their tasks run only now): the newest of them is what the app asked for.
            let newest = rig.dataSource.snapshot()
            if asyncSnapshots.contains(newest) {
                model = newest
            } else if failure == nil {
                failure = "after the async applies the data source holds \(newest), none of them"
            }
        }
        asyncSnapshots = []
    }

    // MARK: The user

    private func randomRow() -> IndexPath? {
        let snapshot = rig.dataSource.snapshot()
        guard snapshot.numberOfItems > 0 else { return nil }
        let item = snapshot.itemIdentifiers[choices.choose(below: snapshot.numberOfItems)]
        return snapshot.indexPath(ofItem: item)
    }

    private func randomProposal() -> IndexPath {
        let snapshot = rig.dataSource.snapshot()
        let section = choices.choose(below: snapshot.numberOfSections + 1)
        let rows = snapshot.sectionIdentifier(at: section).map(snapshot.numberOfItems(inSection:)) ?? 0
        return IndexPath(row: choices.choose(below: rows + 2), section: section)
    }

    /// A whole drag, with an apply while the row is lifted and one right after the drop,
    /// each now and then.
    private func drag() {
        guard let source = randomRow() else { return }
        let proposal = randomProposal()
        guard rig.beginDrag(at: source) else {
            trace.append("drag \(source) refused")
            return
        }
        trace.append("lift \(source)")
        noteLifted(source)
        if choices.chance() { applyEdited(animating: true) }
        check()
        dropNoting(at: proposal)
        if choices.chance() { applyEdited(animating: choices.chance()) }
        if choices.chance() {
            trace.append("turn the run loop")
            rig.turnRunLoop()
        }
    }

    private func liftOnly() {
        guard let source = randomRow() else { return }
        let lifted = rig.beginDrag(at: source)
        trace.append(lifted ? "lift \(source)" : "lift \(source) refused")
        if lifted { noteLifted(source) }
    }

    private func dropLifted() {
        dropNoting(at: randomProposal())
    }

    private func noteLifted(_ source: IndexPath) {
        liftedRow = rig.dataSource.itemIdentifier(for: source).map { (source, $0) }
    }

    /// Drops the lifted row; the model takes the drop when the data source accepts it
    /// (within its section, or across while cross-section moves are allowed).
    private func dropNoting(at proposal: IndexPath) {
        let allowsCrossing = rig.dataSource.allowCrossSectionMove
        let beforeDrop = model
        reentrantEffects = []
        let landed = rig.drop(at: proposal)
        trace.append("drop on \(proposal): landed \(landed.map { "\($0)" } ?? "nowhere")")
        defer { liftedRow = nil }
        if let lifted = liftedRow, let landed, landed != lifted.path { droppedSinceObserved = true }
        guard let lifted = liftedRow, let landed, landed != lifted.path,
            landed.section == lifted.path.section || allowsCrossing
        else { return }
        // The data source takes the drop first; a call made from a cell the drop built
        // comes after it.
        model = beforeDrop
        model?.placeLikeADrop(lifted.item, at: landed, shown: rig.dataSource.current)
        for effect in reentrantEffects where model != nil { effect(&model!) }
    }

    private func swipe() {
        guard let row = randomRow() else { return }
        let item = rig.dataSource.itemIdentifier(for: row)
        let beforeSwipe = model
        reentrantEffects = []
        let deleted = rig.swipeDelete(at: row)
        trace.append("swipe delete \(row): \(deleted)")
        guard deleted, let item else { return }
        // The data source applies the deletion through `apply`, as an app's own handler
        // of the swipe would: the override sees it.
        syncApplies += 1
        // The delete first; a call made from a cell its update built comes after it.
        model = beforeSwipe
        model?.deleteItems([item])
        for effect in reentrantEffects where model != nil { effect(&model!) }
    }

    /// Makes an adapter call and the same change on the model: both succeed or both
    /// throw, and the model takes the change only when it succeeded.
    private func modelCall(
        _ change: (inout ListSnapshot<Int, Tune>) -> Bool, adapter call: () throws -> Void
    ) {
        let before = model
        var changed = model
        let modelSucceeded = changed.map { snapshot in
            var copy = snapshot
            let succeeded = change(&copy)
            changed = copy
            return succeeded
        }
        // Taken before the call: a call made from inside its update (re-entrant) comes
        // after it. A call that throws changes nothing, and runs no update.
        if modelSucceeded == true { model = changed }
        let adapterSucceeded = (try? call()) != nil
        if let modelSucceeded, modelSucceeded != adapterSucceeded, failure == nil {
            failure =
                "the adapter call \(adapterSucceeded ? "succeeded" : "threw") where the model's change "
                + (modelSucceeded ? "succeeded" : "threw")
        }
        if !adapterSucceeded { model = before }
    }

    private func adapterCall() {
        let snapshot = rig.dataSource.snapshot()
        let items = snapshot.itemIdentifiers
        guard !items.isEmpty, let section = snapshot.sectionIdentifiers.last else {
            let tune = newTune()
            trace.append("adapter append \(tune) to 0")
            modelCall(
                { $0.append(tune, to: 0, creatingSection: true) }, adapter: { try self.rig.adapter.append(tune, to: 0) }
            )
            return
        }
        let item = items[choices.choose(below: items.count)]
        let other = items[choices.choose(below: items.count)]
        let call = choices.choose(below: 8)
        trace.append("adapter call \(call) with \(item), \(other), section \(section)")
        let adapter = rig.adapter
        switch call {
        case 0:
            let tune = newTune()
            let target = snapshot.sectionIdentifiers[choices.choose(below: snapshot.numberOfSections)]
            modelCall(
                { $0.append(tune, to: target, creatingSection: true) },
                adapter: { try adapter.append(tune, to: target) })
        case 1:
            let tune = newTune()
            modelCall(
                { (try? $0.insertItems([tune], beforeItem: other)) != nil },
                adapter: {
                    try adapter.insert(tune, before: other)
                })
        case 2:
            modelCall(
                { snapshot in
                    guard snapshot.containsItem(item) else { return false }
                    snapshot.deleteItems([item])
                    return true
                }, adapter: { try adapter.delete(item) })
        case 3:
            let moved = choices.chance() ? bumped(item) : item
            modelCall({ $0.moveToEnd(moved, of: section) }, adapter: { try adapter.move(moved, to: section) })
        case 4:
            let moved = choices.chance() ? bumped(item) : item
            modelCall(
                { (try? $0.moveItem(moved, afterItem: other)) != nil },
                adapter: { try adapter.move(moved, after: other) })
        case 5:
            let fresh = bumped(item)
            modelCall({ (try? $0.reloadItems([fresh])) != nil }, adapter: { try adapter.reload(fresh) })
        case 6:
            let fresh = bumped(item)
            modelCall({ (try? $0.reconfigureItems([fresh])) != nil }, adapter: { try adapter.reconfigure(fresh) })
        default:
            // A page from a feed: new items, items already shown with new values, repeats.
            var page: [Tune] = []
            for _ in 0..<(1 + choices.choose(below: 5)) {
                switch choices.choose(below: 3) {
                case 0: page.append(newTune())
                case 1: page.append(bumped(items[choices.choose(below: items.count)]))
                default: if let repeated = page.last { page.append(bumped(repeated)) }
                }
            }
            let atStart = choices.chance()
            trace.append("merge \(page) into \(section)\(atStart ? " at the start" : "")")
            modelCall(
                { $0.mergeLikeAPage(page, into: section, atStart: atStart) },
                adapter: { try adapter.merge(page, into: section, at: atStart ? .start : .end) })
            if section == nearEndSection { lastMergeTicket = rig.dataSource.state.ticketsTaken }
        }
    }

    // MARK: Checks

    private func check() {
        guard failure == nil else { return }
        if let model, rig.dataSource.snapshot() != model {
            failure =
                "\(rig.name), step \(steps): the data source holds \(rig.dataSource.snapshot()), "
                + "but the app's calls and accepted drops ask for \(model)"
        } else if let problem = rig.problem(checkingValues: comparesContent) {
            failure = "\(rig.name), step \(steps): \(problem)"
        } else if let unexpected = diagnostics.entries.first(where: { Self.unexpectedDiagnostics.contains($0.kind) }) {
            failure = "\(rig.name), step \(steps): \(unexpected)"
        } else if rig.appliesSeen != syncApplies {
            failure =
                "\(rig.name), step \(steps): the override of apply saw \(rig.appliesSeen) snapshots, "
                + "but the run applied \(syncApplies) (an adapter call went through it, or an apply did not)"
        } else if let observed, !droppedSinceObserved, !rig.dataSource.mustQueue, observed != rig.dataSource.current {
            failure =
                "\(rig.name), step \(steps): the observer was last told of \(observed), "
                + "but the view shows \(rig.dataSource.current)"
        } else if let problem = selectionProblem() {
            failure = "\(rig.name), step \(steps): \(problem)"
        }
    }

    /// Whether the data source's selected items are the app's selection, while the view
    /// shows the newest call (a selection call among them: one made from a cell the view
    /// built while it laid out waits for the main queue's next turn) and nothing holds it.
    private func selectionProblem() -> String? {
        guard rig.checksSelection, model != nil, !rig.isLifting, !rig.hasUncommittedUpdates,
            !rig.dataSource.mustQueue, rig.dataSource.waitingSelection.calls.isEmpty
        else { return nil }
        let selected = Set(rig.dataSource.selectedItemIdentifiers.map(\.id)).subtracting(ambiguous)
        let expected = selection.subtracting(ambiguous)
        guard selected != expected else { return nil }
        return "the selected items are \(selected.sorted()), but the app's calls ask for \(expected.sorted())"
    }
}

/// A call made on another thread by an interleaving run, that the main thread waits for.
private struct UncheckedCall: @unchecked Sendable {
    let run: () -> Void
}

/// How many background calls of an interleaving run landed: counted by their completions,
/// which run on the main thread only.
private final class LandingCount: @unchecked Sendable {
    var count = 0
}

extension Array {
    /// A random element, or `nil` when empty.
    fileprivate func randomPick<Choices: InterleavingChoices>(_ choices: inout Choices) -> Element? {
        isEmpty ? nil : self[choices.choose(below: count)]
    }
}
