/// What one workload measured, as printed in the table and written by `--json`.
struct WorkloadResult: Codable {
    enum Table: String, Codable {
        case diff, snapshot, pending
    }

    /// One timed subject, per call.
    struct Timing: Codable {
        var subject: String
        var milliseconds: Double
        /// Time over the workload's reference time.
        var ratio: Double
    }

    /// Moves a changeset reported against the fewest possible.
    struct Moves: Codable {
        var subject: String
        var reported: Int
        var minimum: Int
    }

    /// One performance target of the benchmark, checked on this run's figures.
    struct Target: Codable {
        var name: String
        var figure: Double
        var limit: Double
        var met: Bool
    }

    var name: String
    var title: String
    var table: Table
    var elements: Int
    /// What the subjects are compared with: "floor" for diffs.
    var reference: String = "floor"
    var referenceMilliseconds: Double?
    var timings: [Timing] = []
    var moves: [Moves] = []
    /// Extra peak resident bytes per element, by subject.
    var memoryBytesPerElement: [String: Double] = [:]
    /// Resident bytes per element that what a subject built holds once built, by subject.
    var heldBytesPerElement: [String: Double] = [:]
    var notes: [String] = []
    var targets: [Target] = []
    /// Wrong results (moves above or below the minimum, wrong counts): the run fails.
    var failures: [String] = []

    init(name: String, title: String, table: Table, elements: Int) {
        self.name = name
        self.title = title
        self.table = table
        self.elements = elements
    }

    func timing(_ subject: String) -> Timing? {
        timings.first { $0.subject == subject }
    }

    /// Records the median times of `samples`, the first being the reference.
    mutating func record(_ samples: [Samples]) {
        guard let reference = samples.first else { return }
        self.reference = reference.name
        referenceMilliseconds = reference.median
        timings = samples.dropFirst().map {
            Timing(subject: $0.name, milliseconds: $0.median, ratio: $0.median / reference.median)
        }
    }

    mutating func check(_ name: String, figure: Double, atMost limit: Double) {
        targets.append(Target(name: name, figure: figure, limit: limit, met: figure <= limit))
    }
}
