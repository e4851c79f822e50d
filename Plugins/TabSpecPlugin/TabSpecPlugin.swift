import Foundation
import PackagePlugin

/// Compiles each `.tabspec` file of a target into `<SpecBaseName>.swift` in the plugin's work directory.
///
/// One `.buildCommand` per spec with the spec (and the `.tabspec` configuration file, when the target or
/// package has one: its `compile { accessLevel }` applies) as declared inputs and the Swift file as its only
/// declared output, so the build system reruns `tabspec compile` only when those (or the tool) change;
/// `tabspec compile` also leaves the output untouched when its bytes would not change, so the module is not
/// recompiled either.
@main
struct TabSpecPlugin: BuildToolPlugin {
    /// The commands for a package target.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = target.sourceFiles(withSuffix: "tabspec").map(\.url).filter { $0.lastPathComponent != ".tabspec" }
        return try TabSpecPlugin.commands(
            for: specs,
            targetName: target.name,
            tool: try context.tool(named: "tabspec").url,
            workDirectory: context.pluginWorkDirectoryURL,
            configurationRoot: context.package.directoryURL
        )
    }

    /// The `.tabspec` configuration file nearest to `directory`, looking up to `root` (inclusive), as
    /// `tabspec` itself finds it (cli.md) but bounded by the package.
    static func configurationFile(from directory: URL, upTo root: URL) -> URL? {
        var current = directory.standardizedFileURL
        let top = root.standardizedFileURL.path
        while true {
            let candidate = current.appendingPathComponent(".tabspec")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            if current.path == top || current.path == "/" || !current.path.hasPrefix(top) { return nil }
            current = current.deletingLastPathComponent()
        }
    }

    /// One compile command per spec, outputs named from the file name alone; two specs with the same base
    /// name in one target are an error instead of one silently replacing the other.
    /// Each spec's `.tabspec` configuration file is looked up from its folder to `configurationRoot`.
    static func commands(for specs: [URL], targetName: String, tool: URL, workDirectory: URL, configurationRoot: URL) throws -> [Command] {
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
            let configuration = configurationFile(from: spec.deletingLastPathComponent(), upTo: configurationRoot)
            commands.append(.buildCommand(
                displayName: "Generating \(baseName).swift from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["compile", spec.path, "--output", workDirectory.path] + (configuration.map { ["--config", $0.path] } ?? []),
                inputFiles: [spec] + (configuration.map { [$0] } ?? []),
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
        let specs = target.inputFiles.map(\.url).filter { $0.pathExtension == "tabspec" && $0.lastPathComponent != ".tabspec" }
        let projectDirectory = context.xcodeProject.directoryURL
        return try TabSpecPlugin.commands(
            for: specs,
            targetName: target.displayName,
            tool: try context.tool(named: "tabspec").url,
            workDirectory: context.pluginWorkDirectoryURL,
            configurationRoot: projectDirectory
        )
    }
}
#endif
