import Foundation
import PackagePlugin

/// `swift package tabspec-generate [--target NAME …] [--access-level LEVEL] [--catalog PATH
/// [--source-language LANG]] [--check]`: writes `<SpecBaseName>.swift` next to each `.tabspec` file of the
/// package's targets (for projects that check generated code in instead of using the build-tool plugin) and,
/// with `--catalog` (a path relative to the package), keeps that String Catalog in step with the specs
/// (`tabspec strings`). `--check` writes nothing and fails when a file is stale.
@main
struct TabSpecGenerateCommand: CommandPlugin {
    /// Runs `tabspec compile` once per directory holding specs.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let accessLevel = extractor.extractOption(named: "access-level").last
        let catalog = extractor.extractOption(named: "catalog").last
        let sourceLanguage = extractor.extractOption(named: "source-language").last
        let check = extractor.extractFlag(named: "check") > 0
        if !extractor.remainingArguments.isEmpty {
            throw TabSpecCommandError("unexpected arguments: \(extractor.remainingArguments.joined(separator: " "))")
        }
        let targets = try context.package.targets(named: targetNames).compactMap { $0 as? SourceModuleTarget }
        let specs = targets.flatMap { $0.sourceFiles(withSuffix: "tabspec").map(\.url) }
        guard !specs.isEmpty else {
            Diagnostics.remark("no .tabspec files in \(targetNames.isEmpty ? "the package's targets" : targetNames.joined(separator: ", "))")
            return
        }
        let byDirectory = Dictionary(grouping: specs) { $0.deletingLastPathComponent().path }
        let tool = try context.tool(named: "tabspec").url
        var failed = false
        for directory in byDirectory.keys.sorted() {
            let files = (byDirectory[directory] ?? []).map(\.path).sorted()
            var arguments = ["compile"] + files + ["--output", directory]
            if let accessLevel { arguments += ["--access-level", accessLevel] }
            if check { arguments.append("--check") }
            if try run(tool, arguments) != 0 { failed = true }
        }
        if let catalog {
            // One run over every spec: a catalog holds the keys of all of them.
            let path = catalog.hasPrefix("/") ? catalog : context.package.directoryURL.appendingPathComponent(catalog).path
            var arguments = ["strings"] + specs.map(\.path).sorted() + ["--catalog", path]
            if let sourceLanguage { arguments += ["--source-language", sourceLanguage] }
            if check { arguments.append("--check") }
            if try run(tool, arguments) != 0 { failed = true }
        }
        if failed {
            throw TabSpecCommandError(check ? "generated files or the catalog are out of date; run 'swift package tabspec-generate'" : "tabspec compile or tabspec strings failed")
        }
    }

    /// Runs the tool with the plugin's standard output and error; returns its exit status.
    func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

extension Package {
    /// The named targets, or every target when `names` is empty; an unknown name is an error.
    func targets(named names: [String]) throws -> [Target] {
        if names.isEmpty { return targets }
        return try names.map { name in
            guard let target = targets.first(where: { $0.name == name }) else {
                throw TabSpecCommandError("no target named '\(name)' in package '\(displayName)'")
            }
            return target
        }
    }
}

/// A failure reported to `swift package`.
struct TabSpecCommandError: Error, CustomStringConvertible {
    /// The message.
    var description: String

    /// Creates an error with `message`.
    init(_ message: String) {
        description = message
    }
}
