#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A key the interactive mode understands.
public enum Key: Equatable, Sendable {
    /// The up arrow: select the row above.
    case up
    /// The down arrow: select the row below.
    case down
    /// Shift and the up arrow: drag the selected row up.
    case shiftUp
    /// Shift and the down arrow: drag the selected row down.
    case shiftDown
    /// A printable character.
    case character(Character)
    /// Ctrl-C read as a byte (when the terminal does not turn it into SIGINT).
    case interrupt
    /// Anything else (other escape sequences, control bytes).
    case unknown

    /// Splits bytes read from a terminal into keys: arrow keys (`ESC [ A`, `ESC O A`),
    /// shifted arrows (`ESC [ 1 ; 2 A`), Ctrl-C, and printable ASCII.
    public static func parse(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x1B {
                // Collect the escape sequence: ESC, then '[' or 'O', then up to a final letter.
                var j = i + 1
                if j < bytes.count, bytes[j] == UInt8(ascii: "[") || bytes[j] == UInt8(ascii: "O") {
                    j += 1
                    while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                    let body = Array(bytes[(i + 1)..<min(j + 1, bytes.count)])
                    keys.append(Self.escape(body))
                    i = j + 1
                } else {
                    keys.append(.unknown)
                    i += 1
                }
                continue
            }
            switch byte {
            case 0x03: keys.append(.interrupt)
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            default: keys.append(.unknown)
            }
            i += 1
        }
        return keys
    }

    private static func escape(_ body: [UInt8]) -> Key {
        switch String(decoding: body, as: UTF8.self) {
        case "[A", "OA": .up
        case "[B", "OB": .down
        case "[1;2A": .shiftUp
        case "[1;2B": .shiftDown
        default: .unknown
        }
    }
}

// The terminal settings to restore, kept in globals so the signal handler can reach them
// without touching Swift objects: it only calls tcsetattr, write and _exit.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var rawModeActive = false

/// Puts the terminal back: the saved settings, the cursor, the normal screen.
/// Async-signal-safe: a `StaticString` and four system calls, no allocation.
private func restoreTerminal() {
    if rawModeActive {
        signal(SIGTTOU, SIG_IGN)  // a background process would be stopped by tcsetattr
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
        let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    }
}

/// The SIGINT/SIGTERM/SIGHUP handler: restore, then exit at once with 128 + signal.
private func restoreAndExit(_ signal: Int32) {
    restoreTerminal()
    _exit(128 + signal)
}

/// The few terminal calls the demo needs, with the toolchain's C library only (termios).
public enum Terminal {
    /// Whether standard output is a terminal and colour is not turned off (`NO_COLOR`,
    /// `TERM=dumb`).
    public static var colourByDefault: Bool {
        guard isatty(STDOUT_FILENO) != 0, getenv("NO_COLOR") == nil else { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return true
    }

    /// Whether standard output is a terminal.
    public static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// Whether both standard input and standard output are terminals.
    public static var isInteractive: Bool { isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 }

    /// The terminal's size in character cells, or 24 × 80 when it cannot be read.
    public static func size() -> (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return (24, 80)
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Turns off line buffering and echo (Ctrl-C still sends SIGINT), switches to the
    /// alternate screen and hides the cursor; installs handlers that undo all of it on
    /// SIGINT, SIGTERM and SIGHUP.
    ///
    /// - Returns: `false` when standard input is not a terminal.
    public static func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else { return false }
        var raw = savedAttributes
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        rawModeActive = true
        signal(SIGINT, restoreAndExit)
        signal(SIGTERM, restoreAndExit)
        signal(SIGHUP, restoreAndExit)
        signal(SIGTSTP, SIG_IGN)  // a suspended raw terminal would be left unusable
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            leaveRawMode()
            return false
        }
        write("\u{1B}[?1049h\u{1B}[?25l")
        return true
    }

    /// Restores the terminal as it was before ``enterRawMode()`` and the default signal
    /// handling.
    public static func leaveRawMode() {
        restoreTerminal()
        rawModeActive = false
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
        signal(SIGTSTP, SIG_DFL)
        signal(SIGTTOU, SIG_DFL)
    }

    /// Waits for input and returns the keys read, or `nil` at end of input.
    public static func readKeys() -> [Key]? {
        var buffer = [UInt8](repeating: 0, count: 32)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 { return Key.parse(Array(buffer[..<count])) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Writes text to standard output at once (unbuffered).
    public static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                writeToStandardOutput(buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// The C library's `write` to standard output (named apart from `Terminal.write`).
private func writeToStandardOutput(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDOUT_FILENO, bytes, count)
}
