import TabSpecCore

/// `tabspec strings <inputs> --catalog FILE.xcstrings`: keeps a String Catalog in step with the specs'
/// localized titles and accessibility labels (docs/Localization.md); `--check` writes nothing and prints a
/// unified diff when the catalog is not in step.
enum StringsCommand: Command {
    static let name = "strings"
    static let help = CommandHelp(
        overview: "Keep a String Catalog (.xcstrings) in step with the specs' localized tab titles.",
        usage: "tabspec strings <inputs> --catalog <file.xcstrings> [--check] [--reformat] [--source-language <lang>] [--config FILE]",
        arguments: [("<inputs>", "Spec files or directories (searched recursively for *.tabspec); '-' reads standard input.")],
        options: [
            .value("--catalog", valueName: "<file>",
                   help: "The String Catalog to create or update, '<table>.xcstrings': it gets the keys of the tab bars localized with that table (required)."),
            .flag("--check", help: "Write nothing; print a unified diff of the catalog and exit 1 if it is missing or not in step."),
            .flag("--reformat", help: "Write the whole catalog in Xcode's layout instead of keeping the file's own (for a layout tabspec cannot follow)."),
            .value("--source-language", valueName: "<lang>",
                   help: "The sourceLanguage of a new catalog (default: en); an existing catalog keeps its own, and a different value is an error."),
            .value("--config", valueName: "<file>",
                   help: "Use this configuration file instead of the .tabspec files found (its 'compile { localization }')."),
        ],
        discussion: """
        Every key of every localized tab bar whose table is the catalog's file name gets its source-language
        value (state 'translated'), a comment for translators and "extractionState" : "manual". A key whose
        source text changed keeps every other language's value with state 'needs_review'. A default key
        ('<TabBar>.<tab>.title', '.accessibilityLabel') of a tab bar in the inputs whose tab is gone gets
        "extractionState" : "stale". Nothing else is touched: other keys, fields and translations stay as
        they are. Keys of tab bars localized with another table are skipped (the summary counts them).

        A key whose entry belongs to the app's code (Xcode extracted it: no extractionState, or one other
        than 'manual'; or it was written by hand with another source text) is left as it is and reported
        (catalog-key-owned-by-app, exit 1): give that title another 'titleKey', or hand the entry to tabspec.

        A new catalog is written in Xcode's layout; an existing one keeps its own: whatever its indentation,
        spacing, line breaks, escapes and final newline, only the entries that change are written anew, in
        the same layout, and every other byte stays. Where the file is not laid out one way throughout,
        nothing is written (irregular-catalog-layout) unless --reformat rewrites it in Xcode's layout.
        The catalog is written through a temporary file renamed into place, and only when its bytes change.
        A spec with errors, a catalog that is not a readable String Catalog, or one key with two source
        texts in two specs is reported in the xcode format; nothing is written then.

        WORKFLOW:
          tabspec strings Specs --catalog Resources/Tabs.xcstrings          add and update the keys
          (translate in Xcode's String Catalog editor)
          tabspec strings Specs --catalog Resources/Tabs.xcstrings --check  in CI: fails when out of step
        """,
        exitStatus: [
            (.success, "catalog written, unchanged, or up to date under --check"),
            (.failure, "a spec, the configuration or the catalog has errors (nothing written), or a key's entry is the app's (the rest written); with --check, the catalog is missing or out of step"),
            (.usage, "usage error: a missing or bad option value, or a --source-language that differs from the catalog's"),
            (.noInput, "an input or the catalog cannot be read"),
            (.cannotCreate, "the catalog cannot be written: it is an input (a spec or the configuration file), a directory, a FIFO or a device, or read-only (nothing is written then); or standard output failed (--check)"),
        ]
    )

    /// Reads the specs and the catalog, updates the catalog in memory, then checks or writes it.
    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw .usage("missing inputs; give spec files, directories or '-' for standard input")
        }
        guard let catalogPath = arguments.value("--catalog") else {
            throw .usage("missing '--catalog'; give the String Catalog to keep in step, e.g. '--catalog Resources/Tabs.xcstrings'")
        }
        guard Compiler.catalogTable(ofPath: catalogPath) != nil else {
            throw .invalidValue(catalogPath, for: "--catalog", expected: "a String Catalog named '<table>.xcstrings'",
                                suggestions: catalogSuggestion(for: catalogPath).map { [$0] } ?? [])
        }
        let sourceLanguage = arguments.value("--source-language")
        if let sourceLanguage, !StringCatalog.isLanguageCode(sourceLanguage) {
            throw .invalidValue(sourceLanguage, for: "--source-language", expected: "a language code such as 'en', 'de' or 'pt-BR'",
                                suggestions: StringCatalog.suggestedLanguageCode(for: sourceLanguage).map { [$0] } ?? [])
        }
        let check = arguments.flag("--check")
        let reformat = arguments.flag("--reformat")

        let paths = try InputCollector.collect(arguments.positionals)
        var discovery = ConfigDiscovery(explicitPath: arguments.value("--config"))
        guard let configurations = try discovery.configurations(for: paths, console: console) else { return .failure }
        var inputs = InputFiles(paths + discovery.loadedPaths)
        if let config = arguments.value("--config") { inputs.insert(config) }
        let existing = try readCatalog(catalogPath, protecting: check ? nil : inputs)

        var specs: [(source: SourceFile, configured: CompileSettings)] = []
        var unreadable = false
        for path in paths {
            guard let source = InputCollector.readSpec(path, console: console) else {
                unreadable = true
                continue
            }
            specs.append((source, configurations[path]?.compile ?? CompileSettings()))
        }
        let outcome: Compiler.StringsOutcome
        do throws(Compiler.StringsFailure) {
            outcome = try Compiler().strings(specs, catalogPath: catalogPath, existing: existing, sourceLanguage: sourceLanguage,
                                             reformat: reformat)
        } catch {
            switch error {
            case let .sourceLanguageConflict(message), let .notAStringCatalog(message): throw .usage(message)
            }
        }
        let report = outcome.report
        if report.files.contains(where: { !$0.diagnostics.isEmpty }) { console.err(XcodeReporter().render(report)) }
        let shown = "catalog '\(catalogPath)'"
        guard let updated = outcome.catalog else {
            console.summary(report, "\(shown) not \(check ? "checked" : "written")" + outcome.skippedPhrase)
            return unreadable ? .noInput : .failure
        }
        var failed = report.count(.error) > 0
        let done: String
        if check {
            let name = catalogPath.split(separator: "/").last.map(String.init) ?? catalogPath
            switch Compiler().freshness(of: existing, comparedWith: updated, name: name) {
            case .upToDate:
                done = "\(shown) up to date (\(outcome.changes))"
            case let .missing(diff):
                console.out(diff)
                console.err("\(catalogPath): catalog is missing; run 'tabspec strings' to create it\n")
                done = "\(shown) missing (\(outcome.changes)); run 'tabspec strings' to create it"
                failed = true
            case let .stale(diff):
                console.out(diff)
                console.err("\(catalogPath): catalog is out of step with the specs\n")
                done = "\(shown) out of date (\(outcome.changes)); run 'tabspec strings' to update it"
                failed = true
            }
        } else if existing == updated {
            done = "\(shown) unchanged (\(outcome.changes))"
        } else {
            try FileSystem.checkOutput(catalogPath, protecting: inputs)
            try FileSystem.writeAtomically(updated, to: catalogPath)
            let written = outcome.creates ? "created" : outcome.reformatted ? "reformatted in Xcode's layout and written" : "written"
            done = "\(shown) \(written) (\(outcome.changes))"
        }
        console.summary(report, done + outcome.skippedPhrase)
        if unreadable { return .noInput }
        return failed ? .failure : .success
    }

    /// The catalog's bytes, or `nil` when there is no file at `path`. A path that is not a regular file (a
    /// directory, a FIFO — never opened: reading one blocks —, a device) is refused with exit 73, and so,
    /// when `inputs` are given (the catalog is to be written), is a path that is one of the inputs.
    private static func readCatalog(_ path: String, protecting inputs: InputFiles?) throws(CLIError) -> [UInt8]? {
        switch FileSystem.kind(of: path) {
        case .missing:
            return nil
        case .directory, .other:
            try FileSystem.checkOutput(path)
            return nil
        case .file:
            if let inputs, let status = try? FileStatus(path: path), inputs.input(sameAs: status) != nil {
                try FileSystem.checkOutput(path, protecting: inputs)
            }
            return try FileSystem.read(path)
        }
    }

    /// `Tabs.xcstrings` for `Tabs.xcstring`, `Tabs.json` or `Tabs`: the path with its file name's extension
    /// replaced by `.xcstrings`, when there is a name to keep.
    private static func catalogSuggestion(for path: String) -> String? {
        let directory = path.contains("/") ? FileSystem.parentDirectory(of: path) : nil
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let base = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        guard !base.isEmpty else { return nil }
        let suggestion = (directory.map { FileSystem.join($0, "") } ?? "") + base + ".xcstrings"
        return suggestion == path ? nil : suggestion
    }
}
