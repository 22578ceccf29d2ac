#if canImport(Observation)
import Observation

/// What a ``ListBinding`` runs: evaluates a declared list under observation, section by
/// section, and applies it to a data source.
///
/// The list's body (the sections it declares) is evaluated under one
/// `withObservationTracking`, and each section's items under their own, each with a token
/// that its change reports to the ``BindingSignal``. An update re-evaluates the body when
/// its token came (and then every section: a section's content may capture values the body
/// read), else only the sections whose tokens came. Observation reports each evaluation's
/// first change only, so a token is never reported twice; a token of an evaluation that a
/// newer one replaced is ignored.
@available(iOS 17, macOS 14, tvOS 17, *)
@MainActor
final class BindingEngine<Section: Hashable & Sendable, Item: Hashable & Sendable, View: DiffableListView>:
    BindingRunner
{
    /// A section as last evaluated.
    struct BoundSection {
        var id: Section
        var content: () -> ListItems<Item>
        var items: ListItems<Item>
    }

    let signal = BindingSignal()
    private weak var dataSource: ListDataSource<Section, Item, View>?
    /// The list's body; `nil` once cancelled.
    private var content: (@MainActor () -> ListSections<Section, Item>)?
    private let builds: _BoundListBuilds<Section, Item>
    private let animating: Bool
    private let policy: DuplicatePolicy
    private let file: StaticString
    private let line: UInt

    /// The sections the body declared last, in order, with their items as last read.
    private var sections: [BoundSection] = []
    private var sectionIDs: [Section] = []
    /// The sections declared with outline items.
    private var outlined: Set<Section> = []
    /// The token of the body's evaluation, and of each section's (token → section index).
    private var listToken = -1
    private var sectionOfToken: [Int: Int] = [:]
    private var nextToken = 0
    /// Sections read since the data source last took their items.
    private var unapplied: Set<Int> = []
    /// Whether the next update must build the whole list: the body was evaluated, or the
    /// last whole build was refused.
    private var needsWholeList = true
    /// Whether the list the data source shows dropped repeated items (by the policy): an
    /// edit of some sections could then differ from the whole list's answer.
    private var dropsRepeats = false

    init(
        dataSource: ListDataSource<Section, Item, View>, builds: _BoundListBuilds<Section, Item>, animating: Bool,
        duplicates policy: DuplicatePolicy, file: StaticString, line: UInt,
        content: @escaping @MainActor () -> ListSections<Section, Item>
    ) {
        self.dataSource = dataSource
        self.builds = builds
        self.animating = animating
        self.policy = policy
        self.file = file
        self.line = line
        self.content = content
        signal.runner = self
    }

    /// The first update: evaluates everything and applies it, without animation (the
    /// list appears, as an app's first apply shows it).
    func start() {
        evaluateList()
        applyWholeList(animating: false)
    }

    func run() {
        let tokens = signal.takePending()
        guard content != nil, dataSource != nil else { return }
        if tokens.contains(listToken) { evaluateList() }
        for token in tokens {
            if let index = sectionOfToken.removeValue(forKey: token) { readSection(at: index) }
        }
        if needsWholeList {
            applyWholeList()
        } else if !unapplied.isEmpty {
            applySections()
        }
    }

    func cancel() {
        content = nil
        sections = []
        sectionOfToken = [:]
        unapplied = []
    }

    // MARK: Evaluating

    private func takeToken() -> Int {
        nextToken &+= 1
        return nextToken
    }

    /// Evaluates the body, then every section it declares, each under its own observation.
    private func evaluateList() {
        guard let content else { return }
        let token = takeToken()
        listToken = token
        let declared = withObservationTracking(content) { [signal] in signal.changed(token) }
        sectionOfToken = [:]
        sections = declared.sections.map { BoundSection(id: $0.id, content: $0.content, items: ListItems()) }
        sectionIDs = sections.map(\.id)
        outlined = []
        for index in sections.indices { readSection(at: index) }
        needsWholeList = true
    }

    /// Reads a section's items under a new observation.
    private func readSection(at index: Int) {
        let token = takeToken()
        let read = sections[index].content
        sections[index].items = withObservationTracking(read) { [signal] in signal.changed(token) }
        sectionOfToken[token] = index
        unapplied.insert(index)
        if sections[index].items.isOutline {
            outlined.insert(sections[index].id)
        } else {
            outlined.remove(sections[index].id)
        }
    }

    // MARK: Applying

    /// Builds the whole list from the sections as read and applies it.
    private func applyWholeList(animating: Bool? = nil) {
        guard let dataSource else { return }
        let shownOutlines = dataSource.state.latestWithOutlines().1
        let list: DeclaredList<Section, Item>
        do {
            let declared = sections.map { _DeclaredSection(id: $0.id, items: $0.items) }
            list = try builds.build(declared, policy, shownOutlines, file, line)
        } catch {
            needsWholeList = true
            return refuse(error)
        }
        needsWholeList = false
        unapplied = []
        dropsRepeats = policy != .throwError && Self.keptCount(of: list) != sections.reduce(0) { $0 + $1.items.count }
        dataSource.applyDeclared(
            list, animating: animating ?? self.animating, changedSections: nil, throughOverride: false, completion: nil)
    }

    /// Applies the sections read since the last update by editing what the data source
    /// shows, when that gives the whole list's answer; else builds the whole list.
    private func applySections() {
        guard let dataSource else { return }
        let indices = unapplied.sorted()
        let (base, outlines) = dataSource.state.latestWithOutlines()
        // The edit gives the whole list's answer only over the list this binding declared,
        // for flat sections, and when no repeat was dropped (dropping one may keep another).
        guard !dropsRepeats, base.sectionIdentifiers == sectionIDs, Set(outlines.keys) == outlined,
            indices.allSatisfy({ !sections[$0].items.isOutline && outlines[sections[$0].id] == nil })
        else { return applyWholeList() }
        var snapshot = base
        do throws(ListSnapshotError<Section, Item>) {
            let gained = try builds.replace(
                &snapshot, indices.map { (sections[$0].id, sections[$0].items.items) }, dataSource.contentComparison)
            // An item hidden in another section's outline is in no row, but taken all the same.
            let hidden =
                outlines.isEmpty ? [] : gained.filter { item in outlines.values.contains { $0.contains(item) } }
            if !hidden.isEmpty { throw .itemsAlreadyPresent(hidden) }
        } catch {
            // A repeat: the whole list applies the policy as declared, or names the error.
            if policy != .throwError { return applyWholeList() }
            return refuse(namingRepeats(error, in: indices))
        }
        unapplied = []
        dataSource.applyDeclared(
            DeclaredList(snapshot: snapshot, sectionSnapshots: outlines), animating: animating,
            changedSections: Set(indices.map { sections[$0].id }), throughOverride: false, completion: nil)
    }

    /// Items kept by a built list: its rows, and the items hidden in its outlines.
    private static func keptCount(of list: DeclaredList<Section, Item>) -> Int {
        list.sectionSnapshots.reduce(list.snapshot.numberOfItems) { count, entry in
            count + entry.value.items.count - list.snapshot.numberOfItems(inSection: entry.key)
        }
    }

    /// The error the whole list would name: an item repeated in one section's items is a
    /// duplicate there, not an item another section holds.
    private func namingRepeats(
        _ error: ListSnapshotError<Section, Item>, in indices: [Int]
    ) -> ListSnapshotError<Section, Item> {
        for index in indices {
            let repeated = sections[index].items.items.repeatedElements()
            if !repeated.isEmpty { return .duplicateItems(repeated) }
        }
        return error
    }

    /// Reports a list that cannot be built; the view keeps what it shows.
    private func refuse(_ error: ListSnapshotError<Section, Item>) {
        let message = "the bound list was not applied, the view keeps what it showed: \(error)"
        dataSource?.log(message)
        ListDiagnostics.report(.bindingRefused, message, at: CallSite(file: file, line: line))
    }
}
#endif
