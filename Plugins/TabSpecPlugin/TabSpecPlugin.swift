import Foundation
import PackagePlugin

/// Compiles each `.tabspec` file of a target into `<SpecBaseName>.swift` in the plugin's work directory.
///
/// The generated code depends on the spec (its own `compile { … }` block included) and on the `.tabspec`
/// configuration file `tabspec compile` finds walking up from the spec, as on the command line. Every one of
/// them must reach the build system as a declared input, yet SwiftPM calls this plugin again only when it
/// plans the build anew (a file added to or removed from a target's folder, a changed manifest, a clean), and
/// fails every build once a declared input has been deleted (docs/CodeGeneration.md has the experiments). So
/// each command declares only inputs that always exist:
/// - the spec;
/// - every folder the configuration search visits: adding, deleting or renaming a `.tabspec` file changes
///   its folder, and the command runs again. A folder that holds the build's own outputs (the package root
///   and every folder above it, up to `/`) is never declared itself: llbuild reads `/` as "the whole tree
///   below", which holds the outputs (a build cycle), and a build system that tracks folders as trees would
///   see every build change them. Such a folder is declared through a symbolic link in the work directory
///   (``folderLink(_:index:specBaseName:workDirectory:)``): the build system stats the folder through it, as
///   for any other folder, and no input path contains an output;
/// - a stamp in the work directory that `tabspec compile --rerun-stamp` replaces whenever a configuration
///   file applies: the command then runs on every build while one does, and reads it afresh (an edit in
///   place changes no folder).
/// `tabspec compile --lint` also lints the spec with its configuration and prints the findings in the `xcode`
/// format, so `swift build` and Xcode show them on the spec's lines (unless the configuration says
/// `lint { build: false }`, read by `tabspec` itself). It finds the configuration file when it runs and
/// leaves an output whose bytes would not change untouched, so a rerun recompiles nothing.
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
            workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// The folders `tabspec` searches for the configuration file of a spec in `directory`: the rule of
    /// ``ConfigurationSearch``, the CLI's own file compiled here through a symbolic link.
    static func searchedDirectories(from directory: URL) -> [URL] {
        ConfigurationSearch.directories(from: directory.standardizedFileURL.path) { FileManager.default.fileExists(atPath: $0) }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// One compile command per spec, outputs named from the file name alone; two specs whose outputs would be
    /// one file in the work directory (even only on a case-insensitive file system) are an error instead of
    /// one silently replacing the other.
    static func commands(for specs: [URL], targetName: String, tool: URL, workDirectory: URL) throws -> [Command] {
        let sorted = specs.sorted { $0.path < $1.path }
        var seen: [String: (spec: URL, fileName: String)] = [:]
        var commands: [Command] = []
        for spec in sorted {
            let fileName = PluginOutputFileName.swiftFile(forSpecFileName: spec.lastPathComponent)
            let key = PluginOutputFileName.collisionKey(fileName)
            if let first = seen[key] {
                throw TabSpecPluginError.collision(first: first.spec.path, firstFileName: first.fileName, second: spec.path,
                                                   secondFileName: fileName, target: targetName)
            }
            seen[key] = (spec, fileName)
            let baseName = String(fileName.dropLast(".swift".count))
            let stamp = try makeStamp(workDirectory.appendingPathComponent(baseName + ".rerun-stamp"))
            let folders = try folderInputs(for: spec, specBaseName: baseName, workDirectory: workDirectory)
            commands.append(.buildCommand(
                displayName: "Generating \(fileName) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["compile", spec.path, "--output", workDirectory.path, "--rerun-stamp", stamp.path, "--lint"],
                inputFiles: [spec] + folders + [stamp],
                outputFiles: [workDirectory.appendingPathComponent(fileName)]
            ))
        }
        return commands
    }

    /// The inputs that stand for the folders the configuration search visits from `spec`: each folder itself,
    /// or, for a folder that holds the work directory (the build's outputs), a link to it in the work directory.
    static func folderInputs(for spec: URL, specBaseName: String, workDirectory: URL) throws -> [URL] {
        let outputs = workDirectory.standardizedFileURL.path
        var inputs: [URL] = []
        var links = 0
        for folder in searchedDirectories(from: spec.deletingLastPathComponent()) {
            let path = folder.path
            guard path == "/" || outputs == path || outputs.hasPrefix(path + "/") else {
                inputs.append(folder)
                continue
            }
            inputs.append(try folderLink(path, index: links, specBaseName: specBaseName, workDirectory: workDirectory))
            links += 1
        }
        return inputs
    }

    /// `<SpecBaseName>.folder-<index>` in the work directory, a symbolic link to `folder`, made (or remade)
    /// unless it already points there.
    static func folderLink(_ folder: String, index: Int, specBaseName: String, workDirectory: URL) throws -> URL {
        let link = workDirectory.appendingPathComponent("\(specBaseName).folder-\(index)")
        let manager = FileManager.default
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == folder { return link }
        try manager.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        try? manager.removeItem(at: link)
        do {
            try manager.createSymbolicLink(atPath: link.path, withDestinationPath: folder)
        } catch {
            throw TabSpecPluginError.cannotCreate(link.path)
        }
        return link
    }

    /// Creates the stamp (empty) unless it exists: a declared input must exist before the first build.
    static func makeStamp(_ stamp: URL) throws -> URL {
        let manager = FileManager.default
        if manager.fileExists(atPath: stamp.path) { return stamp }
        try manager.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard manager.createFile(atPath: stamp.path, contents: Data()) else { throw TabSpecPluginError.cannotCreate(stamp.path) }
        return stamp
    }
}

/// Why the plugin refused a target.
enum TabSpecPluginError: Error, CustomStringConvertible {
    /// Two specs would generate the same Swift file (`tabspec compile`'s message, with the target).
    case collision(first: String, firstFileName: String, second: String, secondFileName: String, target: String)
    /// The stamp file could not be created in the work directory.
    case cannotCreate(String)

    /// The message `swift build` and Xcode show.
    var description: String {
        switch self {
        case let .collision(first, firstFileName, second, secondFileName, target):
            let names = firstFileName == secondFileName
                ? "would both generate '\(secondFileName)'"
                : "would generate '\(firstFileName)' and '\(secondFileName)', one file on a case-insensitive file system"
            return "'\(first)' and '\(second)' in target '\(target)' \(names); rename one spec"
        case let .cannotCreate(path):
            return "cannot create '\(path)' in the plugin's work directory"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TabSpecPlugin: XcodeBuildToolPlugin {
    /// The commands for an Xcode project target: its `.tabspec` input files, with the same inputs as for a
    /// package target (this branch is not compiled on Linux; it only differs in where the specs come from).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter { $0.pathExtension == "tabspec" && $0.lastPathComponent != ".tabspec" }
        return try TabSpecPlugin.commands(
            for: specs,
            targetName: target.displayName,
            tool: try context.tool(named: "tabspec").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
