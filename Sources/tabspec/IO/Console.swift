import TabSpecCore

/// Standard output and error. Results go to stdout, diagnostics summaries and errors to stderr.
///
/// Every write to standard output is checked: after the first failure (`> /dev/full`, a full disk, a closed
/// pipe when `SIGPIPE` is ignored) nothing more is written, and ``TabSpecCLI/main(_:console:)`` reports it and
/// exits 73. A write to a closed pipe normally ends the process by `SIGPIPE` first, as with any Unix tool.
/// A failed write to standard error cannot be reported anywhere and is ignored.
struct Console {
    /// Whether stdout is a terminal (human reporter by default, colour allowed).
    let stdoutIsTerminal: Bool
    /// Whether stderr is a terminal.
    let stderrIsTerminal: Bool
    /// Whether colour is allowed at all (`NO_COLOR` unset, `TERM` not `dumb`).
    let colorAllowed: Bool
    /// The first failed write to standard output.
    private let outputState = OutputState()

    /// Holds the first failed write to standard output.
    private final class OutputState {
        var failure: SystemError?
    }

    init() {
        stdoutIsTerminal = StandardStream.output.isTerminal
        stderrIsTerminal = StandardStream.error.isTerminal
        let noColor = CurrentProcess.environment("NO_COLOR") != nil
        let dumb = CurrentProcess.environment("TERM") == "dumb"
        colorAllowed = !noColor && !dumb
    }

    /// The error of the first failed write to standard output, if any.
    var outputFailure: SystemError? { outputState.failure }

    /// Writes `text` to stdout as is (nothing after a failed write).
    func out(_ text: String) {
        guard outputState.failure == nil else { return }
        outputState.failure = StandardStream.output.write(text)
    }

    /// Writes `text` to stderr as is.
    func err(_ text: String) {
        _ = StandardStream.error.write(text)
    }

    /// Writes the line that ends every command's run (``Compiler/summary(_:_:)``) to stderr.
    func summary(_ report: LintReport, _ outcome: String? = nil) {
        err(Compiler.summary(report, outcome) + "\n")
    }

    /// Writes `Error: message` to stderr.
    func error(_ message: String) {
        let prefix = stderrIsTerminal && colorAllowed ? "\u{1B}[1;31mError:\u{1B}[0m " : "Error: "
        err(prefix + message + "\n")
    }
}
