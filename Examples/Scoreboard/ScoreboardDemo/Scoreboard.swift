#if canImport(Observation)
import DiffableDataSourceKit
import Observation

// The board's models are `@Observable` classes written out by hand (what the macro writes),
// so that they also type-check against SDKs whose macro expansion does not match.

/// A match: two teams and the score.
@available(iOS 17, macOS 14, tvOS 17, *)
@MainActor
public final class Match: Observable {
    public let id: Int
    public let home: String
    public let away: String
    private let registrar = ObservationRegistrar()
    private var storedHomeGoals = 0
    private var storedAwayGoals = 0

    public init(_ id: Int, _ home: String, _ away: String) {
        self.id = id
        self.home = home
        self.away = away
    }

    public var homeGoals: Int {
        get {
            registrar.access(self, keyPath: \.homeGoals)
            return storedHomeGoals
        }
        set { registrar.withMutation(of: self, keyPath: \.homeGoals) { storedHomeGoals = newValue } }
    }

    public var awayGoals: Int {
        get {
            registrar.access(self, keyPath: \.awayGoals)
            return storedAwayGoals
        }
        set { registrar.withMutation(of: self, keyPath: \.awayGoals) { storedAwayGoals = newValue } }
    }

    /// The match's row, reading the score (so the section that shows it follows it).
    public var row: MatchRow { MatchRow(id: id, line: "\(home) \(homeGoals)–\(awayGoals) \(away)") }
}

/// A league and its live matches.
@available(iOS 17, macOS 14, tvOS 17, *)
@MainActor
public final class League: Observable {
    public let name: String
    private let registrar = ObservationRegistrar()
    private var storedMatches: [Match]

    public init(_ name: String, _ matches: [Match]) {
        self.name = name
        storedMatches = matches
    }

    public var matches: [Match] {
        get {
            registrar.access(self, keyPath: \.matches)
            return storedMatches
        }
        set { registrar.withMutation(of: self, keyPath: \.matches) { storedMatches = newValue } }
    }
}

/// The scoreboard: the leagues' live matches and the finished ones, with how often its list
/// was read (not observed).
@available(iOS 17, macOS 14, tvOS 17, *)
@MainActor
public final class Scoreboard: Observable {
    private let registrar = ObservationRegistrar()
    private var storedLeagues: [League]
    private var storedFinished: [Match] = []
    /// How many times the list's body was evaluated.
    public private(set) var bodyReads = 0
    /// How many times each section's items were read.
    public private(set) var sectionReads: [BoardSection: Int] = [:]
    /// How many model properties changed.
    public private(set) var changes = 0

    public init(leagues: [League]) {
        storedLeagues = leagues
    }

    /// Four leagues, ten matches at kick-off.
    public static func opening() -> Scoreboard {
        Scoreboard(leagues: [
            League(
                "Premier League",
                [Match(1, "Arsenal", "Chelsea"), Match(2, "Liverpool", "Everton"), Match(3, "Spurs", "Villa")]),
            League("La Liga", [Match(4, "Real", "Barça"), Match(5, "Atlético", "Sevilla")]),
            League("Serie A", [Match(6, "Inter", "Milan"), Match(7, "Roma", "Lazio"), Match(8, "Napoli", "Juve")]),
            League("Bundesliga", [Match(10, "Bayern", "Dortmund"), Match(11, "Leipzig", "Leverkusen")]),
        ])
    }

    public var leagues: [League] {
        get {
            registrar.access(self, keyPath: \.leagues)
            return storedLeagues
        }
        set { registrar.withMutation(of: self, keyPath: \.leagues) { storedLeagues = newValue } }
    }

    public var finished: [Match] {
        get {
            registrar.access(self, keyPath: \.finished)
            return storedFinished
        }
        set { registrar.withMutation(of: self, keyPath: \.finished) { storedFinished = newValue } }
    }

    /// The board as a list: a section per league, and the finished matches once there are
    /// some. Each section reads its own matches, so a goal re-reads its league alone.
    @ListSnapshotBuilder<BoardSection, MatchRow>
    public func declared() -> ListSections<BoardSection, MatchRow> {
        let _ = bodyReads += 1
        for league in leagues {
            ListSection(.league(league.name), items: self.rows(of: .league(league.name), league.matches))
        }
        if !finished.isEmpty {
            ListSection(.fullTime, items: self.rows(of: .fullTime, self.finished))
        }
    }

    /// A section's rows, counted.
    private func rows(of section: BoardSection, _ matches: [Match]) -> [MatchRow] {
        sectionReads[section, default: 0] += 1
        return matches.map(\.row)
    }

    /// The match with an id, live or finished.
    public func match(_ id: Int) -> Match? {
        (leagues.flatMap(\.matches) + finished).first { $0.id == id }
    }

    /// Back to kick-off, in place: the list bound to this board follows.
    public func reset() {
        leagues = Scoreboard.opening().leagues
        finished = []
        changes += 2
    }

    // MARK: What happens on the pitch

    /// A goal for the home or the away side.
    public func goal(_ id: Int, home: Bool) {
        guard let match = match(id) else { return }
        if home { match.homeGoals += 1 } else { match.awayGoals += 1 }
        changes += 1
    }

    /// A goal taken back by the video referee.
    public func disallow(_ id: Int, home: Bool) {
        guard let match = match(id) else { return }
        if home { match.homeGoals -= 1 } else { match.awayGoals -= 1 }
        changes += 1
    }

    /// A new match kicks off at the top of its league.
    public func kickOff(_ match: Match, in league: String) {
        guard let league = leagues.first(where: { $0.name == league }) else { return }
        league.matches.insert(match, at: 0)
        changes += 1
    }

    /// A match ends: it leaves its league for the finished matches.
    public func fullTime(_ id: Int) {
        guard let league = leagues.first(where: { $0.matches.contains { $0.id == id } }),
            let match = league.matches.first(where: { $0.id == id })
        else { return }
        league.matches.removeAll { $0.id == id }
        finished.append(match)
        changes += 2
    }
}

/// What happens in each tick of the board's clock: a scripted afternoon.
@available(iOS 17, macOS 14, tvOS 17, *)
@MainActor
public enum MatchDay {
    /// The ticks, each a title and the changes it makes to the board.
    public static let ticks: [(title: String, play: @MainActor (Scoreboard) -> Void)] = [
        (
            "Arsenal and Napoli score",
            { board in
                board.goal(1, home: true)
                board.goal(8, home: true)
            }
        ),
        (
            "The referee reviews Liverpool's goal 200 times (one main-actor turn)",
            { board in
                for review in 0..<200 {
                    if review % 2 == 0 { board.goal(2, home: true) } else { board.disallow(2, home: true) }
                }
                board.goal(2, home: true)
            }
        ),
        (
            "Brighton–Wolves kicks off at the top of the Premier League",
            { board in
                board.kickOff(Match(9, "Brighton", "Wolves"), in: "Premier League")
            }
        ),
        (
            "Full time: Inter–Milan",
            { board in
                board.goal(6, home: false)
                board.fullTime(6)
            }
        ),
        (
            "Barça score twice",
            { board in
                board.goal(4, home: false)
                board.goal(4, home: false)
            }
        ),
    ]

    /// Plays the ticks on a timer: one every `interval`, calling `tick` after each; stops
    /// when the task is cancelled.
    public static func play(
        on board: Scoreboard, every interval: Duration, tick: @MainActor (Int, String) -> Void = { _, _ in }
    ) async {
        for (index, step) in ticks.enumerated() {
            do { try await Task.sleep(for: interval) } catch { return }
            step.play(board)
            tick(index + 1, step.title)
        }
    }
}
#endif
