import Foundation
import PackagePlugin

/// `swift package tabspec-lint [--target NAME …] [tabspec lint options]`: lints every `.tabspec` file of
/// the package's targets (or the named ones) with `tabspec lint`, passing other arguments through
/// (`--reporter`, `--strict`, …). Fails when `tabspec lint` does.
@main
struct TabSpecLintCommand: CommandPlugin {
    /// Runs `tabspec lint` once over all specs.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets: [Target]
        if targetNames.isEmpty {
            targets = context.package.targets
        } else {
            targets = try targetNames.map { name in
                guard let target = context.package.targets.first(where: { $0.name == name }) else {
                    throw LintCommandError(description: "no target named '\(name)' in package '\(context.package.displayName)'")
                }
                return target
            }
        }
        let specs = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "tabspec").map(\.url.path) }
            .sorted()
        guard !specs.isEmpty else {
            Diagnostics.remark("no .tabspec files to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "tabspec").url
        process.arguments = ["lint"] + extractor.remainingArguments + ["--"] + specs
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw LintCommandError(description: "tabspec lint failed (exit status \(process.terminationStatus))")
        }
    }
}

/// A failure reported to `swift package`.
struct LintCommandError: Error, CustomStringConvertible {
    /// The message.
    var description: String
}
