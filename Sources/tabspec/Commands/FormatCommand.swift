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

        EXIT STATUS:
          0 formatted (or already formatted under --check) · 1 a file is not formatted (--check) or has syntax
          errors · 64 usage error · 66 an input cannot be read
          73 a file cannot be rewritten (--in-place: it is read-only, or not a regular file), or standard output
             failed
        """
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
        for path in paths {
            outcomes.append(format(path, check: check, inPlace: inPlace, console: console))
        }
        if check {
            let stale = outcomes.filter { $0 == .changed }.count
            if stale > 0 {
                console.err("\(stale) of \(Wording.count(paths.count, "file")) not formatted; run 'tabspec format --in-place' to format\n")
            }
        }
        if outcomes.contains(.internalError) { return .software }
        if outcomes.contains(.unwritable) { return .cannotCreate }
        if outcomes.contains(.unreadable) { return .noInput }
        if outcomes.contains(.refused) || (check && outcomes.contains(.changed)) { return .failure }
        return .success
    }

    /// Formats one input: prints it, checks it or rewrites it.
    private static func format(_ path: String, check: Bool, inPlace: Bool, console: Console) -> Outcome {
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
        switch SpecFormatter.format(source) {
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
            if changed {
                console.out(UnifiedDiff.render(old: String(decoding: bytes, as: UTF8.self), new: text,
                                               oldName: "a/" + displayPath, newName: "b/" + displayPath))
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
