import Foundation
import Testing

/// A SwiftPM package that uses `TabSpecPlugin` through a path dependency on this package, as a new user's
/// package would: target `App` holds `Tab.tabspec` and gets the generated `Tab.swift`; target `Client`
/// imports `App`, so it compiles a use of `Tab` only when the enum is visible outside `App`.
///
/// It lives in `.build/plugin-tests/` and is kept between test runs, so only the first run builds tabspec
/// from source; every run starts by writing the same files, so what a test sees never depends on an earlier
/// run's edits. Its root holds a `.git` folder: the configuration search stops there, as in a user's
/// repository.
struct ScratchPackage {
    /// The package's folder.
    let root: String

    /// The package, with its sources written afresh.
    static func make() throws -> ScratchPackage {
        let package = ScratchPackage(root: TabspecProcess.packageRoot + "/.build/plugin-tests/PluginScratch")
        try package.reset()
        return package
    }

    /// The dependency's identity, as SwiftPM derives it from the folder name.
    static var dependencyIdentity: String { URL(fileURLWithPath: TabspecProcess.packageRoot).lastPathComponent.lowercased() }

    /// The manifest; `revision` goes into a comment, so rewriting it with another value makes SwiftPM plan
    /// the build anew (and call the plugin again) without changing anything else.
    static func manifest(revision: Int) -> String {
        let identity = dependencyIdentity
        return """
            // swift-tools-version: 6.0
            // Revision \(revision): written by the plugin tests of tabspec.
            import PackageDescription

            let package = Package(
                name: "PluginScratch",
                dependencies: [.package(path: "\(TabspecProcess.packageRoot)")],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [.product(name: "TabSpecRuntime", package: "\(identity)")],
                        plugins: [.plugin(name: "TabSpecPlugin", package: "\(identity)")]
                    ),
                    .target(name: "Client", dependencies: ["App"]),
                ]
            )

            """
    }

    /// The spec of target `App`, with `compile` (a block) before its tab bar.
    static func spec(compile: String = "") -> String {
        compile + "tabbar Tab {\n    tab home { symbol: \"house\" }\n    tab search { symbol: \"magnifyingglass\" }\n}\n"
    }

    /// A configuration file setting the access level to `level` (written as is, so it may be invalid).
    static func configuration(accessLevel level: String) -> String {
        "compile {\n    accessLevel: \(level)\n}\n"
    }

    /// Writes the initial files and removes the configuration files and extra specs a test may have left.
    func reset() throws {
        let manager = FileManager.default
        for folder in ["/.git", "/Sources/App", "/Sources/Client"] {
            try manager.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        let extraSpecs = ["/Sources/App/a.b.tabspec", "/Sources/App/tab.tabspec"]
        for path in ["/.tabspec", "/Sources/.tabspec", "/Sources/App/.tabspec"] + extraSpecs where manager.fileExists(atPath: root + path) {
            try manager.removeItem(atPath: root + path)
        }
        try write("Package.swift", Self.manifest(revision: 0))
        try write("Sources/App/App.swift", "/// The module the generated `Tab` belongs to.\nenum AppModule {}\n")
        try write("Sources/App/Tab.tabspec", Self.spec())
        try write("Sources/Client/Client.swift", "import App\n")
    }

    /// Writes `text` to `path` (relative to the root) in place, as an editor that truncates and rewrites
    /// would: the file keeps its inode, and its folder does not change.
    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        if FileManager.default.fileExists(atPath: url.path) {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
        } else {
            try Data(text.utf8).write(to: url)
        }
    }

    /// Deletes `path` (relative to the root).
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: root + "/" + path)
    }

    /// Runs `swift arguments…` in the package, standard error merged into standard output.
    func swift(_ arguments: [String]) throws -> TabspecResult {
        try TabspecProcess.run(executable: "/usr/bin/env", ["swift"] + arguments, in: root, mergingOutput: true)
    }

    /// The text of `name` as the plugin generated it for target `App` (the only file of that name under
    /// `.build/plugins/outputs`).
    func generated(_ name: String) throws -> String {
        let outputs = root + "/.build/plugins/outputs"
        let matches = (FileManager.default.enumerator(atPath: outputs)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("/App/destination/TabSpecPlugin/" + name) || $0.hasSuffix("/App/TabSpecPlugin/" + name) }
        try #require(matches.count == 1, "generated \(name) files: \(matches)")
        return try String(contentsOfFile: outputs + "/" + matches[0], encoding: .utf8)
    }
}
