#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal in raw mode: keys arrive one by one, unechoed, and the screen is drawn with ANSI
/// escapes. `restore()` puts the settings back (also at exit, whatever ends the program).
enum RawTerminal {
    nonisolated(unsafe) private static var original = termios()

    /// Whether standard input is a terminal.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    static func enable() {
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        // Alternate screen and hidden cursor, so the user's scrollback is left as it was.
        output("\u{1B}[?1049h\u{1B}[?25l")
        atexit { RawTerminal.restore() }
    }

    static func restore() {
        output("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// The number of lines of the window (24 when the terminal does not say).
    static var height: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
        return Int(size.ws_row)
    }

    /// Clears the screen and draws `lines`.
    static func draw(_ lines: [String]) {
        output("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }

    static func output(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads the next key; `nil` at the end of input or for Ctrl-C / Ctrl-D (the user quits).
    static func readKey() -> Key? {
        while true {
            guard let byte = readByte() else { return nil }
            switch byte {
            case 3, 4: return nil
            case 9: return .tab
            case 13, 10: return .enter
            case 127, 8: return .backspace
            case 27: return readEscapeSequence()
            case 32 ..< 127: return .character(Character(UnicodeScalar(byte)))
            default:
                guard let character = readUTF8(startingWith: byte) else { continue }
                return .character(character)
            }
        }
    }

    private static func readEscapeSequence() -> Key {
        // A lone Escape has nothing after it within a moment; an arrow sends `[A` at once.
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 30) > 0, readByte() == UInt8(ascii: "[") else { return .escape }
        switch readByte() {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "Z"): return .backTab
        default: return .escape
        }
    }

    private static func readUTF8(startingWith first: UInt8) -> Character? {
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0 else { return nil }
        var bytes = [first]
        for _ in 1 ..< length {
            guard let next = readByte() else { return nil }
            bytes.append(next)
        }
        return String(validating: bytes, as: UTF8.self)?.first
    }

    private static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }
}
