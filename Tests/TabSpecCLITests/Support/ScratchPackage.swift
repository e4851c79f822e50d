import Foundation
import Testing

/// A SwiftPM package that uses `TabSpecPlugin` through a path dependency on this package, as a new user's
/// package would: target `App` holds `Tab.tabspec` and gets the generated `Tab.swift`; target `Client`
/// imports `App`, so it compiles a use of `Tab` only when the enum is visible outside `App`.
///
/// It lives in a temporary folder outside this repository (``base``), in one of the ``Layout``s users have,
/// and is kept between test runs, so only the first run builds tabspec from source; every run starts by
/// writing the same files, so what a test sees never depends on an earlier run's edits.
struct ScratchPackage {
    /// Where a package sits, and which git checkout (if any) holds it.
    enum Layout {
        /// `Repo/ios/App`: a package nested in a larger repository, whose `.git` is at `Repo` (the
        /// configuration search stops there, two folders above the package root).
        case nestedInRepository
        /// `My Apps/Café Projekt`: no `.git` anywhere above (a downloaded archive, a container build), under
        /// a path with spaces and non-ASCII names; the configuration search goes up to `/`.
        case outsideGit
    }

    /// The package's folder.
    let root: String
    /// The folder above the package that the layout is about: the repository (with `.git`) of
    /// ``Layout/nestedInRepository``, `My Apps` of ``Layout/outsideGit``.
    let outer: String

    /// The folder of every scratch package: in the temporary folder, never inside a git checkout, one per
    /// clone of tabspec (named after a hash of its path, so two clones never share a build).
    static var base: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in TabspecProcess.packageRoot.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path
        return (temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary) + "/tabspec-plugin-tests-" + String(hash, radix: 16)
    }

    /// The package in `layout`, with its sources written afresh.
    static func make(_ layout: Layout = .nestedInRepository) throws -> ScratchPackage {
        let package: ScratchPackage
        switch layout {
        case .nestedInRepository:
            package = ScratchPackage(root: base + "/Repo/ios/App", outer: base + "/Repo")
            try FileManager.default.createDirectory(atPath: package.outer + "/.git", withIntermediateDirectories: true)
        case .outsideGit:
            package = ScratchPackage(root: base + "/My Apps/Café Projekt", outer: base + "/My Apps")
        }
        try package.reset()
        return package
    }

    /// The folders from the package root up to `/` that hold a `.git` (none for ``Layout/outsideGit``).
    var gitFoldersAbove: [String] {
        var folders: [String] = []
        var folder = URL(fileURLWithPath: root)
        while true {
            if FileManager.default.fileExists(atPath: folder.path + "/.git") { folders.append(folder.path) }
            if folder.path == "/" { return folders }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// The dependency's identity, as SwiftPM derives it from the folder name.
    static var dependencyIdentity: String { URL(fileURLWithPath: TabspecProcess.packageRoot).lastPathComponent.lowercased() }

    /// The manifest; `revision` goes into a comment, so rewriting it with another value makes SwiftPM plan
    /// the build anew (and call the plugin again) without changing anything else. Without `plugin`, target
    /// `App` does not use TabSpecPlugin (as in a package that commits the generated files).
    static func manifest(revision: Int, plugin: Bool = true) -> String {
        let identity = dependencyIdentity
        let plugins = plugin ? ",\n            plugins: [.plugin(name: \"TabSpecPlugin\", package: \"\(identity)\")]" : ""
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
                        dependencies: [.product(name: "TabSpecRuntime", package: "\(identity)")]\(plugins)
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
        for folder in ["/Sources/App", "/Sources/Client"] {
            try manager.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        let extraSpecs = ["/Sources/App/a.b.tabspec", "/Sources/App/tab.tabspec"]
        let configurations = ["/.tabspec", "/Sources/.tabspec", "/Sources/App/.tabspec", "/../.tabspec"]
        // What `tabspec-generate` writes next to the spec: with the plugin, every build would fail.
        let generated = ["/Sources/App/Tab.swift"]
        for path in configurations + extraSpecs + generated where manager.fileExists(atPath: root + path) {
            try manager.removeItem(atPath: root + path)
        }
        if manager.fileExists(atPath: outer + "/.tabspec") { try manager.removeItem(atPath: outer + "/.tabspec") }
        try write("Package.swift", Self.manifest(revision: 0))
        try write("Sources/App/App.swift", "/// The module the generated `Tab` belongs to.\nenum AppModule {}\n")
        try write("Sources/App/Tab.tabspec", Self.spec())
        try write("Sources/Client/Client.swift", "import App\n")
    }

    /// Writes `text` to `path` (relative to the root; `../` reaches the folders above) in place, as an editor that truncates and rewrites
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

    /// Writes `text` as the configuration file `.tabspec` of ``outer``, the folder above the package.
    func writeOuterConfiguration(_ text: String) throws {
        try write(String(repeating: "../", count: outerDepth) + ".tabspec", text)
    }

    /// Deletes the configuration file of ``outer``.
    func removeOuterConfiguration() throws {
        try remove(String(repeating: "../", count: outerDepth) + ".tabspec")
    }

    /// How many folders ``outer`` is above the root.
    private var outerDepth: Int {
        root.split(separator: "/").count - outer.split(separator: "/").count
    }

    /// Deletes `path` (relative to the root).
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: root + "/" + path)
    }

    /// Every file of the package outside `.build` (paths relative to the root), with its bytes and
    /// modification date: what a command that writes nothing leaves as it was.
    func files() throws -> [String: FileState] {
        let manager = FileManager.default
        var files: [String: FileState] = [:]
        guard let enumerator = manager.enumerator(atPath: root) else { return files }
        while let path = enumerator.nextObject() as? String {
            if path == ".build" {
                enumerator.skipDescendants()
                continue
            }
            let attributes = try manager.attributesOfItem(atPath: root + "/" + path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[path] = FileState(contents: try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)),
                                    modified: attributes[.modificationDate] as? Date)
        }
        return files
    }

    /// A file's bytes and modification date.
    struct FileState: Equatable {
        var contents: Data
        var modified: Date?
    }

    /// The time limit of one `swift` command: a first build compiles tabspec from source, which on a loaded
    /// machine (two CI runs on two cores) takes far longer than a tabspec command's limit.
    static let swiftTimeLimit: Double = 1_800

    /// Runs `swift arguments…` in the package, standard error merged into standard output.
    func swift(_ arguments: [String]) throws -> TabspecResult {
        try TabspecProcess.run(executable: "/usr/bin/env", ["swift"] + arguments, in: root, mergingOutput: true,
                               timeLimit: Self.swiftTimeLimit)
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
