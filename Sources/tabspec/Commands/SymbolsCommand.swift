import TabSpecCore
import TabSpecSymbolsImport

/// `tabspec symbols import <name_availability.plist> [<name_aliases.strings>] -o FILE`: refreshes the SF
/// Symbols table from the CoreGlyphs files of Xcode or the SF Symbols app, or (`<symbols.tsv> [<aliases.tsv>]`)
/// from TSV copies; the one generator of `Sources/TabSpecCore/generated/SymbolTable+Data.swift`.
enum SymbolsCommand: Command {
    /// The command name.
    static let name = "symbols"
    /// The help, whose options are also what gets parsed.
    static let help = CommandHelp(
        overview: "Refresh the SF Symbols table from a local CoreGlyphs.bundle or from TSV files.",
        usage: "tabspec symbols import <name_availability.plist> [<name_aliases.strings>] -o <file>\n"
            + "       tabspec symbols import <symbols.tsv> [<aliases.tsv>] [--provenance <text>] -o <file>",
        arguments: [
            ("import", "The subcommand: read the inputs and write the table."),
            ("<name_availability.plist>", "The binary property list mapping each symbol to the release that introduced it."),
            ("<name_aliases.strings>", "Optional renames (\"old\" = \"current\";), as text or a compiled property list."),
            ("<symbols.tsv>", "Instead: name<TAB>introduced_ios lines ('#' lines are headers), as -o FILE.tsv writes them."),
            ("<aliases.tsv>", "With <symbols.tsv>: optional old_name<TAB>current_name lines."),
        ],
        options: [
            .value("--output", "-o", valueName: "<file>",
                   help: "FILE.swift: the embedded table (SymbolTable+Data.swift); FILE.tsv: the symbols, with aliases.tsv beside it."),
            .value("--provenance", valueName: "<text>",
                   help: "Where the data comes from, for the comment at the top of FILE.swift (lines separated by newlines)."),
        ],
        discussion: """
        When the first input ends in '.tsv', both are read as TSV files, else as CoreGlyphs files. The CoreGlyphs files are in
        CoreGlyphs.bundle/Contents/Resources inside Xcode or the SF Symbols app
        (find them with: find /Applications -name name_availability.plist).
        Regenerating the built-in table:
          tabspec symbols import name_availability.plist name_aliases.strings \\
              -o Sources/TabSpecCore/generated/SymbolTable+Data.swift
          Scripts/generate-symbol-table.sh DIR     (DIR: symbols.tsv and aliases.tsv, TSV copies)
        An output whose bytes would not change is left untouched.
        """,
        exitStatus: [
            (.success, "written or unchanged"),
            (.failure, "an input is not a valid CoreGlyphs or TSV file"),
            (.usage, "usage error"),
            (.noInput, "an input cannot be read"),
            (.cannotCreate, "an output cannot be written: it is an input, a directory, a FIFO or a device, or read-only"),
        ]
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
            throw .usage("missing input; give the path of name_availability.plist or of symbols.tsv")
        }
        guard inputs.count <= 2 else { throw .usage("unexpected argument '\(inputs[2])'; give at most two input files") }
        let aliasesPath = inputs.count > 1 ? inputs[1] : nil
        // The first input decides: TSV files, or CoreGlyphs files.
        let isTSV = availabilityPath.hasSuffix(".tsv")
        guard let output = arguments.value("--output") else {
            throw .usage("missing '-o <file>'; give FILE.swift for the embedded table or FILE.tsv for TSV files")
        }
        let target = try OutputTarget(output)

        let availability = try FileSystem.read(availabilityPath)
        let aliases = try aliasesPath.map { path throws(CLIError) in try FileSystem.read(path) }
        let table: ImportedSymbolTable
        do {
            table = isTSV
                ? try SymbolTableImporter.makeTable(symbolsTSV: availability, aliasesTSV: aliases)
                : try SymbolTableImporter.makeTable(availabilityPlist: availability, aliases: aliases)
        } catch {
            let path = error.input == .aliases ? (aliasesPath ?? availabilityPath) : availabilityPath
            throw CLIError(code: .failure, message: "'\(path)': \(error.description)")
        }

        let inputFiles = InputFiles(inputs)
        for output in target.paths {
            try FileSystem.checkOutput(output, protecting: inputFiles)
        }
        let files: [(path: String, bytes: [UInt8])]
        switch target {
        case let .swift(path):
            let provenance = arguments.value("--provenance") ?? (isTSV ? ImportedSymbolTable.tsvProvenance : ImportedSymbolTable.importProvenance)
            files = [(path, Array(table.renderSwiftSource(provenance: provenance).utf8))]
        case let .tsv(symbolsPath, aliasesPath):
            files = [(aliasesPath, Array(table.renderAliasesTSV().utf8)), (symbolsPath, Array(table.renderSymbolsTSV().utf8))]
        }
        var written: [String] = []
        for file in files where FileSystem.existingBytes(file.path) != file.bytes {
            try FileSystem.writeAtomically(file.bytes, to: file.path)
            written.append(file.path)
        }
        // The run ends as every command's does: the inputs read, then what was done.
        let newest = table.newestVersion.map { " (newest introduced in iOS \($0))" } ?? ""
        let what = "\(table.entries.count) symbols\(newest) and \(table.aliases.count) renames"
        let read = [(availabilityPath, availability)] + (aliasesPath.map { [($0, aliases ?? [])] } ?? [])
        let report = LintReport(files: read.map { FileReport(source: SourceFile(path: $0.0, bytes: $0.1), diagnostics: []) })
        let done = Compiler.tally("generated file", [(written.count, "written"), (files.count - written.count, "unchanged")])
        console.summary(report, done + " (\(what))")
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
                throw .invalidValue(path, for: "-o", expected: "a file ending in '.swift' or '.tsv'")
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
