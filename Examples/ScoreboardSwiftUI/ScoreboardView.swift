#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import DiffableDataSourceKit
import ScoreboardDemo
import SwiftUI

/// The scoreboard of `swift run scoreboard` as a SwiftUI screen: the same `@Observable`
/// models on the same timer, shown by a ``DiffableList`` over a `UICollectionView`. The list
/// follows the models by itself (the content is bound, not versioned), the selection and the
/// scroll position are SwiftUI state kept by identity, and a pull restarts the afternoon.
@available(iOS 17, *)
@MainActor
public struct ScoreboardView: View {
    @State private var board = Scoreboard.opening()  // the list reads it: keep the object, change it in place
    @State private var selection: Set<MatchRow> = []
    @State private var position: ListScrollPosition<MatchRow> = .top
    @State private var playing = 0

    public init() {}

    public var body: some View {
        NavigationStack {
            DiffableList(selection: $selection, scrollPosition: $position) {
                board.declared()
            } row: { row in
                MatchLine(row: row, isSelected: selection.contains(row))
            } header: { section in
                Text(section.description).font(.headline)
            }
            .listAppearance(.insetGrouped)
            .swipeActions { row, edge in
                edge == .leading
                    ? [ListSwipeAction("Goal", systemImage: "soccerball") { board.goal(row.id, home: true) }]
                    : [ListSwipeAction("Full time", systemImage: "flag.checkered") { board.fullTime(row.id) }]
            }
            .refreshable {
                board.reset()
                playing += 1
            }
            .navigationTitle("Scoreboard")
            .toolbar {
                Button("Top") { position = .top }
            }
            // The board's clock: a tick every two seconds; a pull starts the afternoon again.
            .task(id: playing) {
                await MatchDay.play(on: board, every: .seconds(2))
            }
        }
    }
}

/// A match's row: its score, and a mark while it is selected. Its SwiftUI state belongs to
/// the match (the list gives each row its item as identity).
@available(iOS 17, *)
@MainActor
struct MatchLine: View {
    let row: MatchRow
    let isSelected: Bool

    var body: some View {
        HStack {
            Text(row.line).monospacedDigit()
            Spacer()
            if isSelected { Image(systemName: "checkmark") }
        }
        .padding(.vertical, 8)
    }
}
#endif
