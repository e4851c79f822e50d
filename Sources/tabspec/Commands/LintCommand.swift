import TabSpecCore

/// `tabspec lint <inputs>`: language errors (and lint rules) with a choice of reporters.
enum LintCommand: Command {
    static let name = "lint"
    static let help = CommandHelp(
        overview: "Check specs for language errors and lint problems.",
        usage: "tabspec lint <inputs> [--reporter human|xcode|json] [--strict]",
        arguments: [("<inputs>", "Spec files or directories (searched recursively for *.tabspec); '-' reads standard input.")],
        options: [
            .value("--reporter", valueName: "<reporter>",
                   help: "human, xcode or json (default: human on a terminal, else xcode).",
                   allowed: ["human", "xcode", "json"]),
            .flag("--strict", help: "Exit 1 on warnings too."),
        ],
        discussion: """
        EXIT STATUS:
          0 no errors · 1 errors (or warnings with --strict) · 64 usage error · 66 an input cannot be read
        A summary line ('2 errors, 1 warning in 3 files') is printed on stderr.
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw .usage("missing inputs; give spec files, directories or '-' for standard input")
        }
        let reporter = arguments.value("--reporter").flatMap(ReporterKind.init(rawValue:))
            ?? (console.stdoutIsTerminal ? .human : .xcode)
        let paths = try InputCollector.collect(arguments.positionals)
        let linter = Linter(options: LintOptions())
        var files: [FileReport] = []
        var unreadable = false
        for path in paths {
            let bytes: [UInt8]
            do throws(CLIError) {
                bytes = try FileSystem.read(path)
            } catch {
                console.error(error.message)
                unreadable = true
                continue
            }
            let document = SpecDocument(source: SourceFile(path: InputCollector.displayPath(path), bytes: bytes))
            files.append(FileReport(source: document.source, diagnostics: linter.lint(document)))
        }
        let report = LintReport(files: files)
        switch reporter {
        case .human:
            console.out(HumanReporter(colors: console.stdoutIsTerminal && console.colorAllowed).render(report))
        case .json:
            console.out(JSONReporter.render(report))
        default:
            console.out(XcodeReporter.render(report))
        }
        console.err(report.summary + "\n")
        if unreadable { return .noInput }
        let failed = report.count(.error) > 0 || (arguments.flag("--strict") && report.count(.warning) > 0)
        return failed ? .failure : .success
    }
}
