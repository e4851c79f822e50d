import TabSpecCore

/// `tabspec compile <inputs>`: one `<SpecBaseName>.swift` per spec file, written only when its bytes change;
/// `--check` writes nothing and prints a unified diff of stale files; `--stdout` prints the Swift instead.
enum CompileCommand: Command {
    static let name = "compile"
    static let help = CommandHelp(
        overview: "Generate Swift from specs: one <SpecBaseName>.swift per spec file.",
        usage: "tabspec compile <inputs> [-o DIR] [--access-level internal|public|package] [--config FILE] [--check] [--stdout]",
        arguments: [("<inputs>", "Spec files or directories (searched recursively for *.tabspec); '-' reads standard input (with --stdout).")],
        options: [
            .value("--output", "-o", valueName: "<dir>",
                   help: "Directory for the generated files, created if missing (default: the current directory)."),
            .value("--access-level", valueName: "<level>",
                   help: "Access level of the generated enums: internal (default), public or package; overrides the spec's 'compile' block and the configuration file.",
                   allowed: SwiftAccessLevel.allCases.map(\.rawValue)),
            .value("--config", valueName: "<file>",
                   help: "Use this configuration file instead of the .tabspec files found (its 'compile { accessLevel }')."),
            .value("--rerun-stamp", valueName: "<file>", help: RerunStamp.help),
            .flag("--check", help: "Write nothing; print a unified diff of every stale file and exit 1 if any."),
            .flag("--stdout", help: "Print the generated Swift to standard output instead of writing files."),
        ],
        discussion: """
        Files whose bytes would not change are left untouched (their modification time too); others are
        written to a temporary file and renamed into place. Specs with errors are reported on stderr in the
        xcode format and produce no file. Without --access-level, each spec uses its own 'compile { accessLevel }'
        block, else the one of its configuration file (the first '.tabspec' file walking up from the spec,
        stopping at the directory containing '.git'), else internal; a configuration file with errors stops
        the run (exit 1).

        EXIT STATUS:
          0 success · 1 spec or configuration errors, or stale files with --check · 64 usage error
          66 an input cannot be read
          73 an output cannot be written: it is an input (a spec or the configuration file), a directory, a FIFO
             or a device, or read-only (nothing is written then); or standard output failed (--stdout, --check)
        """
    )

    /// One spec's generated file.
    struct Output {
        /// The spec path as given.
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
        let accessLevelFlag = arguments.value("--access-level").flatMap(SwiftAccessLevel.init(rawValue:))
        let directory = arguments.value("--output") ?? "."

        let paths = try InputCollector.collect(arguments.positionals)
        // The access level: the flag, else the spec's `compile` block, else its `.tabspec` configuration's.
        var discovery = ConfigDiscovery(explicitPath: arguments.value("--config"))
        if let stamp = arguments.value("--rerun-stamp") { try RerunStamp.update(stamp, forSpecs: paths, discovery: &discovery) }
        guard let configurations = try discovery.configurations(for: paths, console: console) else { return .failure }
        var outputs: [Output] = []
        /// With `--stdout`, the documents to print after the diagnostics, streamed enum by enum (a large spec's
        /// Swift is never held whole).
        var printable: [(document: SpecDocument, accessLevel: SwiftAccessLevel)] = []
        var reports: [FileReport] = []
        var unreadable = false
        var failed = false
        for path in paths {
            guard let source = InputCollector.readSpec(path, console: console) else {
                unreadable = true
                continue
            }
            let displayPath = source.path
            let document = SpecDocument(source: source)
            reports.append(FileReport(source: document.source, diagnostics: document.diagnostics))
            if document.hasErrors {
                failed = true
                continue
            }
            let fileName = OutputFileName.swiftFile(forSpecPath: displayPath)
            let accessLevel = accessLevelFlag ?? document.compile.accessLevel ?? configurations[path]?.compile.accessLevel ?? .internal
            if toStdout {
                printable.append((document, accessLevel))
                continue
            }
            let bytes = SwiftEmitter.utf8(document, accessLevel: accessLevel)
            outputs.append(Output(specPath: displayPath, fileName: fileName, path: FileSystem.join(directory, fileName), bytes: bytes))
        }
        if reports.contains(where: { !$0.diagnostics.isEmpty }) {
            let report = LintReport(files: reports)
            console.err(XcodeReporter().render(report) + report.summary + "\n")
        }
        if toStdout {
            for (document, accessLevel) in printable {
                SwiftEmitter.emit(document, accessLevel: accessLevel) { console.out($0) }
            }
        } else {
            if let collision = OutputFileName.firstCollision(among: outputs.map(\.specPath)) {
                // Two specs with the same base name would overwrite each other's output: refuse before writing anything.
                throw .cannotCreate(collision.message { FileSystem.join(directory, $0) })
            }
            if check {
                if try !checkOutputs(outputs, console: console) { failed = true }
            } else {
                var inputs = InputFiles(paths + discovery.loadedPaths)
                if let config = arguments.value("--config") { inputs.insert(config) }
                try write(outputs, to: directory, protecting: inputs)
            }
        }
        if unreadable { return .noInput }
        return failed ? .failure : .success
    }

    /// Writes each output whose bytes differ from the file on disk (creating the directory if needed). Every
    /// such output is checked first, so a refused one (an input, a FIFO, a read-only file…) leaves all
    /// untouched.
    static func write(_ outputs: [Output], to directory: String, protecting inputs: InputFiles) throws(CLIError) {
        let stale = outputs.filter { FileSystem.existingBytes($0.path) != $0.bytes }
        // A directory that did not exist holds no file to refuse.
        if !stale.isEmpty { try FileSystem.createDirectory(directory) }
        for output in stale {
            try FileSystem.checkOutput(output.path, protecting: inputs)
        }
        for output in stale {
            try FileSystem.writeAtomically(output.bytes, to: output.path)
        }
    }

    /// Prints a unified diff (stdout) and a line on stderr for each stale output; whether all are fresh.
    static func checkOutputs(_ outputs: [Output], console: Console) throws(CLIError) -> Bool {
        var stale: [Output] = []
        for output in outputs {
            let existing = FileSystem.existingBytes(output.path)
            if existing == output.bytes { continue }
            stale.append(output)
            let old = existing.map { String(decoding: $0, as: UTF8.self) } ?? ""
            console.out(UnifiedDiff.render(old: old, new: String(decoding: output.bytes, as: UTF8.self),
                                           oldName: existing == nil ? "/dev/null" : "a/" + output.fileName,
                                           newName: "b/" + output.fileName))
        }
        for output in stale {
            console.err("\(output.path): generated file is out of date with '\(output.specPath)'\n")
        }
        if !stale.isEmpty {
            let count = stale.count == 1 ? "1 generated file is" : "\(stale.count) generated files are"
            console.err("\(count) out of date; run 'tabspec compile' to update\n")
        } else {
            let count = outputs.count == 1 ? "1 generated file is" : "\(outputs.count) generated files are"
            console.err("\(count) up to date\n")
        }
        return stale.isEmpty
    }
}
