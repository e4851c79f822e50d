import TabSpecCore

/// `tabspec format <inputs> [--check] [--in-place]`: the canonical layout, comments kept (docs/Formatting.md).
enum FormatCommand: Command {
    static let name = "format"
    static let help = CommandHelp(
        overview: "Format specs in the canonical style, keeping every comment.",
        usage: "tabspec format <inputs> [--check] [--in-place]",
        arguments: [("<inputs>", "Spec files or directories (searched recursively for *.tabspec); '-' reads standard input.")],
        options: [
            .flag("--check", help: "Write nothing; print a diff of each file that is not formatted and exit 1."),
            .flag("--in-place", "-i", help: "Rewrite the files that are not formatted (only files whose bytes change)."),
        ],
        discussion: """
        Without --check or --in-place the formatted text goes to standard output; give one input then.
        With --in-place, '-' (standard input) is formatted to standard output.
        Files with syntax errors are not formatted: their errors are printed and the exit status is 1.
        """,
        exitStatus: [
            (.success, "formatted (or already formatted under --check)"),
            (.failure, "a file is not formatted (--check) or has syntax errors"),
            (.usage, "usage error"),
            (.noInput, "an input cannot be read"),
            (.software, "internal error: the formatter would have changed a file's meaning (a bug; please report it)"),
            (.cannotCreate, "a file cannot be rewritten (--in-place: it is read-only, or not a regular file), or standard output failed"),
        ]
    )

    /// What happened to one input.
    private enum Outcome {
        case unchanged
        case changed
        case refused
        case unreadable
        case unwritable
        case internalError
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw .usage("missing inputs; give spec files, directories or '-' for standard input")
        }
        let check = arguments.flag("--check")
        let inPlace = arguments.flag("--in-place")
        if check && inPlace { throw .usage("'--check' and '--in-place' cannot be used together") }
        let paths = try InputCollector.collect(arguments.positionals)
        if !check && !inPlace && paths.count > 1 {
            throw .usage("\(paths.count) files to format; formatted text goes to standard output for one input only: use '--in-place' to rewrite the files or '--check' to check them")
        }
        var outcomes: [Outcome] = []
        var files: [FileReport] = []
        for path in paths {
            outcomes.append(format(path, check: check, inPlace: inPlace, console: console, reports: &files))
        }
        console.summary(LintReport(files: files), summary(of: outcomes, check: check, inPlace: inPlace))
        if outcomes.contains(.internalError) { return .software }
        if outcomes.contains(.unwritable) { return .cannotCreate }
        if outcomes.contains(.unreadable) { return .noInput }
        if outcomes.contains(.refused) || (check && outcomes.contains(.changed)) { return .failure }
        return .success
    }

    /// What the summary line says was done: `1 file not formatted, 2 already formatted; run …` (`--check`),
    /// `1 file reformatted, 2 already formatted` (`--in-place`), `1 file formatted to standard output`.
    private static func summary(of outcomes: [Outcome], check: Bool, inPlace: Bool) -> String {
        let changed = outcomes.filter { $0 == .changed }.count
        let unchanged = outcomes.filter { $0 == .unchanged }.count
        if !check && !inPlace { return "\(Wording.count(changed + unchanged, "file")) formatted to standard output" }
        let text = Compiler.tally("file", [(changed, check ? "not formatted" : "reformatted"), (unchanged, "already formatted")])
        return check && changed > 0 ? text + "; run 'tabspec format --in-place' to format" : text
    }

    /// Formats one input: prints it, checks it or rewrites it; adds the file's report (its syntax errors when
    /// it was refused) to `reports`.
    private static func format(_ path: String, check: Bool, inPlace: Bool, console: Console, reports: inout [FileReport]) -> Outcome {
        if inPlace && path != "-" && FileSystem.kind(of: path) != .file {
            // Refused before reading: a FIFO read here would be replaced by a regular file, a device too.
            do throws(CLIError) {
                try FileSystem.checkOutput(path)
            } catch {
                console.error(error.message)
                return .unwritable
            }
        }
        guard let source = InputCollector.readSpec(path, console: console) else { return .unreadable }
        let displayPath = source.path
        let bytes = source.bytes
        let text: String
        let result = Compiler().format(source)
        if case let .refused(diagnostics) = result {
            reports.append(FileReport(source: source, diagnostics: diagnostics))
        } else {
            reports.append(FileReport(source: source, diagnostics: []))
        }
        switch result {
        case let .formatted(formatted):
            text = formatted
        case let .refused(diagnostics):
            let reporter = HumanReporter(colors: console.stderrIsTerminal && console.colorAllowed)
            console.err(reporter.render(LintReport(files: [FileReport(source: source, diagnostics: diagnostics)])))
            console.error("'\(displayPath)' was not formatted: fix its syntax errors first")
            return .refused
        case let .failed(reason):
            console.error("internal error: '\(displayPath)' was not formatted: \(reason); please report this")
            return .internalError
        }
        let changed = Array(text.utf8) != bytes
        if check {
            if case let .stale(diff) = Compiler().freshness(of: bytes, comparedWith: Array(text.utf8), name: displayPath) {
                console.out(diff)
            }
        } else if inPlace && path != "-" {
            guard changed else { return .unchanged }
            do throws(CLIError) {
                try FileSystem.writeAtomically(Array(text.utf8), to: path)
            } catch {
                console.error(error.message)
                return .unwritable
            }
        } else {
            console.out(text)
        }
        return changed ? .changed : .unchanged
    }
}
