import Foundation

/// The `music-library` command: the scripted story by default, `--interactive` for the
/// keyboard mode.
@MainActor
public enum MusicLibraryCommand {
    /// `--help` text.
    public static let usage = """
        usage: music-library [--interactive] [--color | --no-color]

          (no option)     Tell the kit's music-library story step by step, drawing the
                          table after each change as the phone would show it.
          --interactive   Drive the table with the keyboard (needs a terminal).
          --color         Colour the output even when it is not a terminal.
          --no-color      Plain text (also when NO_COLOR is set or output is not a terminal).
        """

    /// Runs the command; returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        var colour = Terminal.colourByDefault
        var interactive = false
        for argument in arguments {
            switch argument {
            case "--interactive", "-i": interactive = true
            case "--color", "--colour": colour = true
            case "--no-color", "--no-colour": colour = false
            default:
                printError("music-library: unknown option '\(argument)'\n\n\(usage)")
                return 2
            }
        }
        return interactive ? runInteractive(colour: colour) : runStory(colour: colour)
    }

    /// Prints the story.
    static func runStory(colour: Bool) -> Int32 {
        let renderer = TableRenderer(colour: colour, width: Terminal.isOutputTerminal ? Terminal.size().columns : nil)
        for line in intro { print(renderer.paint(line, .bold)) }
        print("")
        let records = Story.run { record in
            for line in renderer.render(record) { print(line) }
            print("")
        }
        print("Done: \(records.count) steps. Now try it yourself: swift run music-library --interactive")
        return 0
    }

    static let intro = [
        "DiffableDataSourceKit · the music library from the kit's guide, headless",
        "Each step draws the table as the phone shows it: visible rows, their cell class and height.",
        "Marks: + inserted  ↕ moved  ↻ reloaded (new cell)  ✎ reconfigured (same cell)  removed: deleted rows",
    ]

    /// Runs the keyboard mode until `q`, Ctrl-C or the end of input.
    static func runInteractive(colour: Bool) -> Int32 {
        guard Terminal.isInteractive, Terminal.enterRawMode() else {
            printError("music-library: --interactive needs a terminal (standard input and output).")
            return 1
        }
        defer { Terminal.leaveRawMode() }
        let session = InteractiveSession(colour: colour)
        while !session.isFinished {
            let size = Terminal.size()
            let lines = session.screen(height: size.rows, width: size.columns)
            Terminal.write("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J")
            guard let keys = Terminal.readKeys() else { break }
            for key in keys where !session.isFinished { session.handle(key) }
        }
        return 0
    }
}

/// Writes a line to standard error.
private func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
