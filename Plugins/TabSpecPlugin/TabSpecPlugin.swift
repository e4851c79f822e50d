import Foundation
import PackagePlugin

/// Compiles each `.tabspec` file of a target into `<SpecBaseName>.swift` in the plugin's work directory.
///
/// One `.buildCommand` per spec with the spec as its only declared input and the Swift file as its only
/// declared output, so the build system reruns `tabspec compile` only when a spec (or the tool) changes;
/// `tabspec compile` also leaves the output untouched when its bytes would not change, so the module is not
/// recompiled either.
@main
struct TabSpecPlugin: BuildToolPlugin {
    /// The commands for a package target.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: "tabspec").map(\.url)
        return try TabSpecPlugin.commands(
            for: specs,
            targetName: target.name,
            tool: try context.tool(named: "tabspec").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// One compile command per spec, outputs named from the file name alone; two specs with the same base
    /// name in one target are an error instead of one silently replacing the other.
    static func commands(for specs: [URL], targetName: String, tool: URL, workDirectory: URL) throws -> [Command] {
        let sorted = specs.sorted { $0.path < $1.path }
        var seen: [String: URL] = [:]
        var commands: [Command] = []
        for spec in sorted {
            let baseName = spec.deletingPathExtension().lastPathComponent
            if let first = seen[baseName] {
                throw TabSpecPluginError.duplicateBaseName(baseName, first: first.path, second: spec.path, target: targetName)
            }
            seen[baseName] = spec
            let output = workDirectory.appendingPathComponent(baseName + ".swift")
            commands.append(.buildCommand(
                displayName: "Generating \(baseName).swift from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["compile", spec.path, "--output", workDirectory.path],
                inputFiles: [spec],
                outputFiles: [output]
            ))
        }
        return commands
    }
}

/// Why the plugin refused a target.
enum TabSpecPluginError: Error, CustomStringConvertible {
    /// Two specs would generate the same Swift file.
    case duplicateBaseName(String, first: String, second: String, target: String)

    /// The message `swift build` and Xcode show.
    var description: String {
        switch self {
        case let .duplicateBaseName(name, first, second, target):
            return "'\(first)' and '\(second)' in target '\(target)' would both generate '\(name).swift'; rename one spec"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TabSpecPlugin: XcodeBuildToolPlugin {
    /// The commands for an Xcode project target: its `.tabspec` input files, as for a package target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter { $0.pathExtension == "tabspec" }
        return try TabSpecPlugin.commands(
            for: specs,
            targetName: target.displayName,
            tool: try context.tool(named: "tabspec").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
