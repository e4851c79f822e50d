import TabSpecCore

/// `tabspec compile <inputs>`: one `<SpecBaseName>.swift` per spec file, written only when its bytes change;
/// `--check` writes nothing and prints a unified diff of stale files; `--stdout` prints the Swift instead.
enum CompileCommand: Command {
    static let name = "compile"
    static let help = CommandHelp(
        overview: "Generate Swift from specs: one <SpecBaseName>.swift per spec file.",
        usage: "tabspec compile <inputs> [-o DIR] [--access-level internal|public|package] [--config FILE] [--lint] [--check] [--stdout]",
        arguments: [("<inputs>", "Spec files or directories (searched recursively for *.tabspec); '-' reads standard input (with --stdout).")],
        options: [
            .value("--output", "-o", valueName: "<dir>",
                   help: "Directory for the generated files, created if missing (default: the current directory)."),
            .value("--access-level", valueName: "<level>",
                   help: "Access level of the generated enums: internal (default), public or package; overrides the spec's 'compile' block and the configuration file.",
                   allowed: SwiftAccessLevel.allCases.map(\.rawValue)),
            .value("--config", valueName: "<file>",
                   help: "Use this configuration file instead of the .tabspec files found (its 'compile { accessLevel localization }')."),
            .value("--rerun-stamp", valueName: "<file>", help: RerunStamp.help),
            .flag("--lint", help: "Also run the lint rules with each spec's configuration and print their findings on stderr in the xcode format, with absolute paths (a build shows them on the spec's lines); lint errors fail, warnings do not. Off when the configuration says 'lint { build: false }'."),
            .flag("--check", help: "Write nothing; print a unified diff of every stale file and exit 1 if any."),
            .flag("--stdout", help: "Print the generated Swift to standard output instead of writing files."),
        ],
        discussion: """
        Files whose bytes would not change are left untouched (their modification time too); others are
        written to a temporary file and renamed into place. Specs with errors are reported on stderr in the
        xcode format and produce no file. Without --access-level, each spec uses its own 'compile { accessLevel }'
        block, else the one of its configuration file (the first '.tabspec' file walking up from the spec,
        stopping at the directory containing '.git'), else internal; a configuration file with errors stops
        the run (exit 1). A tab bar without a 'localization { … }' block of its own is localized by the spec's
        'compile { localization }', else the configuration file's, else not at all.

        BUILD PLUGIN:
          TabSpecPlugin runs 'tabspec compile <spec> --output <dir> --rerun-stamp <file> --lint' for each spec,
          so 'swift build' and Xcode show the lint warnings on the spec's lines. See docs/CodeGeneration.md.
        """,
        exitStatus: [
            (.success, "generated files written, unchanged or printed"),
            (.failure, "a spec or configuration file has errors; with --check, a generated file is missing or out of date"),
            (.usage, "usage error"),
            (.noInput, "an input cannot be read"),
            (.cannotCreate, "an output cannot be written: it is an input (a spec or the configuration file), a directory, a FIFO or a device, or read-only (nothing is written then); or standard output failed (--stdout, --check)"),
        ]
    )

    /// One spec's generated file.
    struct Output {
        /// The spec path as shown.
        var specPath: String
        /// `<SpecBaseName>.swift`.
        var fileName: String
        /// Where it goes.
        var path: String
        /// The generated text (UTF-8).
        var bytes: [UInt8]
    }

    /// Compiles every input, then prints (`--stdout`), checks (`--check`) or writes the outputs.
    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw .usage("missing inputs; give spec files, directories or '-' for standard input")
        }
        let check = arguments.flag("--check")
        let toStdout = arguments.flag("--stdout")
        if check && toStdout { throw .usage("'--check' and '--stdout' cannot be used together") }
        if toStdout, arguments.value("--output") != nil { throw .usage("'--output' and '--stdout' cannot be used together") }
        if !toStdout, arguments.positionals.contains("-") {
            throw .usage("standard input has no file name to name the output after; add '--stdout'")
        }
        let accessLevel = arguments.value("--access-level").flatMap(SwiftAccessLevel.init(rawValue:))
        let directory = arguments.value("--output") ?? "."

        let paths = try InputCollector.collect(arguments.positionals)
        var discovery = ConfigDiscovery(explicitPath: arguments.value("--config"))
        if let stamp = arguments.value("--rerun-stamp") { try RerunStamp.update(stamp, forSpecs: paths, discovery: &discovery) }
        guard let configurations = try discovery.configurations(for: paths, console: console) else { return .failure }
        var compilations: [Compiler.Compilation] = []
        var unreadable = false
        for path in paths {
            let configuration = configurations[path]
            let lint = arguments.flag("--lint") ? configuration?.lint ?? LintSettings() : nil
            guard let source = InputCollector.readSpec(path, console: console, absolute: lint != nil) else {
                unreadable = true
                continue
            }
            compilations.append(Compiler().compile(source, accessLevel: accessLevel, configured: configuration?.compile ?? CompileSettings(),
                                                   lint: lint?.lintsInBuild == false ? nil : lint))
        }
        let report = LintReport(files: compilations.map(\.report))
        if report.files.contains(where: { !$0.diagnostics.isEmpty }) { console.err(XcodeReporter().render(report)) }
        let compiled = compilations.filter { $0.accessLevel != nil }
        var failed = compiled.count < compilations.count || report.count(.error) > 0
        let done: String
        if toStdout {
            // Streamed enum by enum: a large spec's Swift is never held whole.
            for compilation in compiled { compilation.emitSwift { console.out($0) } }
            done = "\(Wording.count(compiled.count, "generated file")) printed"
        } else {
            if let collision = OutputFileName.firstCollision(among: compiled.map(\.document.source.path)) {
                // Two specs with the same base name would overwrite each other's output: refuse before writing anything.
                throw .cannotCreate(collision.message { FileSystem.join(directory, $0) })
            }
            let outputs = compiled.compactMap { compilation in
                compilation.swift.map { Output(specPath: compilation.document.source.path, fileName: compilation.fileName,
                                               path: FileSystem.join(directory, compilation.fileName), bytes: $0) }
            }
            if check {
                let (fresh, text) = checkOutputs(outputs, console: console)
                if !fresh { failed = true }
                done = text
            } else {
                var inputs = InputFiles(paths + discovery.loadedPaths)
                if let config = arguments.value("--config") { inputs.insert(config) }
                let written = try write(outputs, to: directory, protecting: inputs)
                done = Compiler.tally("generated file", [(written, "written"), (outputs.count - written, "unchanged")])
            }
        }
        console.summary(report, done)
        if unreadable { return .noInput }
        return failed ? .failure : .success
    }

    /// Writes each output whose bytes differ from the file on disk (creating the directory if needed); returns
    /// how many were written. Every such output is checked first, so a refused one (an input, a FIFO, a
    /// read-only file…) leaves all untouched.
    static func write(_ outputs: [Output], to directory: String, protecting inputs: InputFiles) throws(CLIError) -> Int {
        let stale = outputs.filter { FileSystem.existingBytes($0.path) != $0.bytes }
        // A directory that did not exist holds no file to refuse.
        if !stale.isEmpty { try FileSystem.createDirectory(directory) }
        for output in stale {
            try FileSystem.checkOutput(output.path, protecting: inputs)
        }
        for output in stale {
            try FileSystem.writeAtomically(output.bytes, to: output.path)
        }
        return stale.count
    }

    /// Prints a unified diff (stdout) and a line on stderr for each missing or stale output; whether all are
    /// up to date, and the summary's account of them.
    static func checkOutputs(_ outputs: [Output], console: Console) -> (fresh: Bool, summary: String) {
        var missing = 0
        var stale = 0
        var lines: [String] = []
        for output in outputs {
            switch Compiler().freshness(of: FileSystem.existingBytes(output.path), comparedWith: output.bytes, name: output.fileName) {
            case .upToDate:
                continue
            case let .missing(diff):
                missing += 1
                console.out(diff)
                lines.append("\(output.path): generated file is missing; it is generated from '\(output.specPath)'\n")
            case let .stale(diff):
                stale += 1
                console.out(diff)
                lines.append("\(output.path): generated file is out of date with '\(output.specPath)'\n")
            }
        }
        lines.forEach(console.err)
        let fresh = outputs.count - missing - stale
        let text = Compiler.tally("generated file", [(stale, "out of date"), (missing, "missing"), (fresh, "up to date")])
        return missing + stale == 0 ? (true, text) : (false, text + "; run 'tabspec compile' to update")
    }
}
