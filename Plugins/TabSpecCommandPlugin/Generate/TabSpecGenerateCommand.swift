import Foundation
import PackagePlugin

/// `swift package tabspec-generate [--target NAME …] [--access-level LEVEL] [--catalog PATH
/// [--source-language LANG]] [--check]`: writes `<SpecBaseName>.swift` next to each `.tabspec` file of the
/// package's targets (for projects that check generated code in instead of using the build-tool plugin) and,
/// with `--catalog` (a path relative to the package), keeps that String Catalog in step with the specs
/// (`tabspec strings`). `--check` writes nothing and fails when a file is stale.
///
/// A target that uses the build plugin `TabSpecPlugin` is refused before anything is written: the plugin
/// already generates `<SpecBaseName>.swift` into the build, and a second copy next to the spec fails the
/// build ("multiple producers"). SwiftPM does not tell a command plugin which plugins a target uses, so
/// ``ManifestPluginUsages`` reads them from the manifest.
@main
struct TabSpecGenerateCommand: CommandPlugin {
    /// The build plugin whose targets are refused.
    static let buildPlugin = "TabSpecPlugin"

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
        try refuseBuildPluginTargets(targets, packageDirectory: context.package.directoryURL)
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

    /// Throws (after an error for each but the last) when a target of `targets` with specs uses the build
    /// plugin; warns when the manifest names the plugin where no target can be told.
    func refuseBuildPluginTargets(_ targets: [SourceModuleTarget], packageDirectory: URL) throws {
        let usages = Self.buildPluginUsages(packageDirectory: packageDirectory)
        if usages.unattributed {
            Diagnostics.warning("Package.swift names the \(Self.buildPlugin) build plugin where tabspec-generate cannot tell which "
                + "target uses it; don't generate the files of a target that uses it (its build would fail with 'multiple producers')")
        }
        let refusals = targets.compactMap { target -> String? in
            let specs = target.sourceFiles(withSuffix: "tabspec").map(\.url.lastPathComponent)
            guard usages.targets.contains(target.name), !specs.isEmpty else { return nil }
            let files = Set(specs.map(PluginOutputFileName.swiftFile(forSpecFileName:))).sorted()
            return "target '\(target.name)' uses the \(Self.buildPlugin) build plugin, which already generates \(Self.list(files)) at build "
                + "time; remove the plugin from the target or don't run tabspec-generate for it"
        }
        guard let last = refusals.last else { return }
        for refusal in refusals.dropLast() { Diagnostics.error(refusal) }
        throw TabSpecCommandError(last)
    }

    /// What the manifests of the package in `packageDirectory` (`Package.swift` and any
    /// `Package@swift-….swift`) say about the build plugin; an unreadable one only warns.
    static func buildPluginUsages(packageDirectory: URL) -> ManifestPluginUsages {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: packageDirectory.path)) ?? ["Package.swift"])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
        var targets: Set<String> = []
        var unattributed = false
        for name in names.sorted() {
            let path = packageDirectory.appendingPathComponent(name).path
            guard let data = manager.contents(atPath: path) else {
                Diagnostics.warning("cannot read '\(path)'; tabspec-generate cannot tell which targets use the \(buildPlugin) build plugin")
                continue
            }
            let usages = ManifestPluginUsages(manifest: String(decoding: data, as: UTF8.self), plugin: buildPlugin)
            targets.formUnion(usages.targets)
            unattributed = unattributed || usages.unattributed
        }
        return ManifestPluginUsages(targets: targets.sorted(), unattributed: unattributed)
    }

    /// `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
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
