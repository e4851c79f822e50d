import Glibc

/// Standard output and error. Results go to stdout, diagnostics summaries and errors to stderr.
struct Console {
    /// Whether stdout is a terminal (human reporter by default, colour allowed).
    let stdoutIsTerminal: Bool
    /// Whether stderr is a terminal.
    let stderrIsTerminal: Bool
    /// Whether colour is allowed at all (`NO_COLOR` unset, `TERM` not `dumb`).
    let colorAllowed: Bool

    init() {
        stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        stderrIsTerminal = isatty(STDERR_FILENO) == 1
        let noColor = getenv("NO_COLOR") != nil
        let dumb = getenv("TERM").map { String(cString: $0) == "dumb" } ?? false
        colorAllowed = !noColor && !dumb
    }

    /// Writes `text` to stdout as is.
    func out(_ text: String) {
        Console.write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to stderr as is.
    func err(_ text: String) {
        Console.write(text, to: STDERR_FILENO)
    }

    /// Writes `Error: message` to stderr.
    func error(_ message: String) {
        let prefix = stderrIsTerminal && colorAllowed ? "\u{1B}[1;31mError:\u{1B}[0m " : "Error: "
        err(prefix + message + "\n")
    }

    /// Writes all of `text` to a file descriptor (unbuffered: callers pass whole reports).
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let count = Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return
                }
                written += count
            }
        }
    }
}
