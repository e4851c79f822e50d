import TabSpecCore

/// `tabspec symbols import <name_availability.plist> [<name_aliases.strings>] -o FILE`: refreshes the SF
/// Symbols table from the CoreGlyphs files of Xcode or the SF Symbols app.
enum SymbolsCommand: Command {
    /// The command name.
    static let name = "symbols"
    /// The help, whose options are also what gets parsed.
    static let help = CommandHelp(
        overview: "Refresh the SF Symbols table from a local CoreGlyphs.bundle.",
        usage: "tabspec symbols import <name_availability.plist> [<name_aliases.strings>] -o <file>",
        arguments: [
            ("import", "The subcommand: read the CoreGlyphs files and write the table."),
            ("<name_availability.plist>", "The binary property list mapping each symbol to the release that introduced it."),
            ("<name_aliases.strings>", "Optional renames (\"old\" = \"current\";), as text or a compiled property list."),
        ],
        options: [
            .value("--output", "-o", valueName: "<file>",
                   help: "FILE.swift: the embedded table (SymbolTable+Data.swift); FILE.tsv: the symbols, with aliases.tsv beside it."),
        ],
        discussion: """
        The files are in CoreGlyphs.bundle/Contents/Resources inside Xcode or the SF Symbols app
        (find them with: find /Applications -name name_availability.plist).
        Regenerating the built-in table:
          tabspec symbols import name_availability.plist name_aliases.strings \\
              -o Sources/TabSpecCore/Lint/Symbols/SymbolTable+Data.swift

        EXIT STATUS:
          0 written · 1 an input is not a valid CoreGlyphs file · 64 usage error · 66 an input cannot be read
          73 an output cannot be written: it is an input, a directory, a FIFO or a device, or read-only
        """
    )

    /// Imports the table and writes it; returns the exit code.
    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard let subcommand = arguments.positionals.first else {
            throw .usage("missing subcommand; expected 'import'")
        }
        guard subcommand == "import" else {
            throw .usage("unknown subcommand '\(subcommand)' of 'symbols'"
                + Suggestion.phrase(for: subcommand, among: ["import"], otherwise: "; expected 'import'"))
        }
        let inputs = Array(arguments.positionals.dropFirst())
        guard let availabilityPath = inputs.first else {
            throw .usage("missing input; give the path of name_availability.plist")
        }
        guard inputs.count <= 2 else { throw .usage("unexpected argument '\(inputs[2])'; give at most two input files") }
        let aliasesPath = inputs.count > 1 ? inputs[1] : nil
        guard let output = arguments.value("--output") else {
            throw .usage("missing '-o <file>'; give FILE.swift for the embedded table or FILE.tsv for TSV files")
        }
        let target = try OutputTarget(output)

        let availability = try FileSystem.read(availabilityPath)
        let aliases = try aliasesPath.map { path throws(CLIError) in try FileSystem.read(path) }
        let table: ImportedSymbolTable
        do {
            table = try SymbolTableImporter.makeTable(availabilityPlist: availability, aliases: aliases)
        } catch {
            let path = error.input == .aliases ? (aliasesPath ?? availabilityPath) : availabilityPath
            throw CLIError(code: .failure, message: "'\(path)': \(error.description)")
        }

        let inputFiles = InputFiles(inputs)
        for output in target.paths {
            try FileSystem.checkOutput(output, protecting: inputFiles)
        }
        let written: String
        switch target {
        case let .swift(path):
            try FileSystem.writeAtomically(Array(table.renderSwiftSource().utf8), to: path)
            written = "'\(path)'"
        case let .tsv(symbolsPath, aliasesPath):
            try FileSystem.writeAtomically(Array(table.renderAliasesTSV().utf8), to: aliasesPath)
            try FileSystem.writeAtomically(Array(table.renderSymbolsTSV().utf8), to: symbolsPath)
            written = "'\(symbolsPath)' and '\(aliasesPath)'"
        }
        let newest = table.newestVersion.map { " (newest introduced in iOS \($0))" } ?? ""
        console.out("wrote \(table.entries.count) symbols\(newest) and \(table.aliases.count) renames to \(written)\n")
        return .success
    }

    /// What `-o` asks for.
    enum OutputTarget: Equatable {
        /// The embedded-table Swift source.
        case swift(String)
        /// The symbols TSV and, beside it, `aliases.tsv`.
        case tsv(symbols: String, aliases: String)

        /// The files written.
        var paths: [String] {
            switch self {
            case let .swift(path): [path]
            case let .tsv(symbols, aliases): [aliases, symbols]
            }
        }

        /// The target of an `-o` path, by its extension.
        init(_ path: String) throws(CLIError) {
            if path.hasSuffix(".swift") {
                self = .swift(path)
                return
            }
            guard path.hasSuffix(".tsv") else {
                throw .usage("invalid value '\(path)' for '-o'; expected a file ending in '.swift' or '.tsv'")
            }
            let slash = path.lastIndex(of: "/")
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            guard name != "aliases.tsv" else {
                throw .usage("'-o \(path)' is where the renames go; name the symbols file, e.g. 'symbols.tsv'")
            }
            let aliases = slash.map { String(path[...$0]) + "aliases.tsv" } ?? "aliases.tsv"
            self = .tsv(symbols: path, aliases: aliases)
        }
    }
}
