import Foundation
import Testing

/// Depending on a release as the README says: a package outside any git checkout, under a path with spaces and
/// non-ASCII names, resolves the README's dependency line and each of its pinning requirements against a fresh
/// `git clone` of this package through a `file://` URL, and builds and runs a program that uses the runtime.
/// And a checkout with tags has the changelog's newest release among them.
@Suite("Release", .serialized)
struct ReleaseTests {
    /// The README's URL of the package, which the tests replace with the clone's `file://` URL.
    static let readmeURL = "https://github.com/<owner>/tabspec.git"

    /// Runs `git arguments…` in `directory`.
    static func git(_ arguments: [String], in directory: String = TabspecProcess.packageRoot) throws -> TabspecResult {
        try TabspecProcess.run(executable: "/usr/bin/env", ["git"] + arguments, in: directory)
    }

    /// The lines `git arguments…` prints in `directory`.
    static func gitLines(_ arguments: [String], in directory: String = TabspecProcess.packageRoot) throws -> [String] {
        try git(arguments, in: directory).stdout.split(separator: "\n").map(String.init)
    }

    /// Whether the package root is the top of a git work tree (a source archive is not: there is nothing to clone).
    static let isGitCheckout: Bool = {
        guard let top = try? gitLines(["rev-parse", "--show-toplevel"]).first else { return false }
        let resolved = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        return resolved(top) == resolved(TabspecProcess.packageRoot)
    }()

    /// Whether the package's repository has any tag (a branch before its first release, or a CI clone made
    /// without tags, has none).
    static let hasTags: Bool = isGitCheckout && !((try? gitLines(["tag", "--list"]))?.isEmpty ?? true)

    /// The `.package(url: …)` expressions of the README with its URL, in order: the manifest's dependency line
    /// (`dependencies: [.package(…)],`), then the requirements of "Releases and pinning a version".
    static func readmeDependencies() throws -> [String] {
        let readme = try String(contentsOfFile: TabspecProcess.packageRoot + "/README.md", encoding: .utf8)
        let url = NSRegularExpression.escapedPattern(for: readmeURL)
        // Up to the parenthesis that ends the expression: the one before the line's `,` or `]`.
        return PatternScan.matches(of: #"(\.package\(url: ""# + url + #"", .*?\))[,\]]"#, in: readme).map(\.text)
    }

    @Test func theReadmesDependencyLinesPinTheChangelogsNewestRelease() throws {
        let version = Release.version
        #expect(try Self.readmeDependencies() == [
            #".package(url: "\#(Self.readmeURL)", from: "\#(version)")"#,
            #".package(url: "\#(Self.readmeURL)", exact: "\#(version)")"#,
            #".package(url: "\#(Self.readmeURL)", .upToNextMinor(from: "\#(version)"))"#,
            #".package(url: "\#(Self.readmeURL)", revision: "<commit>")"#,
        ])
        let readme = try String(contentsOfFile: TabspecProcess.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("\ndependencies: [" + (try Self.readmeDependencies().first ?? "") + "],\n"))
    }

    /// The manifest of the scratch package: `dependency` as the README writes it, and one program using the
    /// runtime library as the README's target does.
    static func manifest(_ dependency: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "ReleaseScratch",
            // tabspec's own minimums: `swift build` on a Mac builds for macOS, which needs 14 for the tool and plugins.
            platforms: [.macOS(.v14), .iOS(.v16)],
            dependencies: [\(dependency)],
            targets: [
                .executableTarget(name: "Check", dependencies: [.product(name: "TabSpecRuntime", package: "tabspec")]),
            ]
        )

        """
    }

    /// The program: one public API of the runtime, the catalog's iPhone 16 in portrait.
    static let program = """
        import TabSpecRuntime

        if let environment = TabBarEnvironment.device("iphone-16") {
            print(environment.deviceSlug ?? "", environment.width, environment.height)
        }

        """

    @Test(.enabled(if: isGitCheckout, "the package root is not a git checkout (a source archive): there is nothing to clone"))
    func theReadmesDependencyLinesResolveAndBuildFromAFreshClone() throws {
        let base = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: base) }
        // What is committed at HEAD, as a user's clone gets it. The folder's name is the package identity the
        // README's `package: "tabspec"` names.
        let clone = base + "/Clones/tabspec"
        let cloned = try Self.git(["clone", "--quiet", TabspecProcess.packageRoot, clone], in: base)
        try #require(cloned.status == 0, "\(cloned.stderr)")
        let head = try #require(try Self.gitLines(["rev-parse", "HEAD"], in: clone).first)
        #expect(try Self.gitLines(["rev-parse", "HEAD"]) == [head], "the clone is not at the package's HEAD")
        // A branch before its release, or a CI clone, carries no tag of the release at HEAD (the release is tagged
        // after the merge): tag HEAD in the clone only. Tags of later commits of a shared repository (a later
        // release) go, so that `from:` resolves to HEAD's release as it will once tagged.
        for tag in try Self.gitLines(["tag", "--no-merged", "HEAD"], in: clone) {
            #expect(try Self.git(["tag", "--delete", tag], in: clone).status == 0)
        }
        if try !Self.gitLines(["tag", "--points-at", "HEAD"], in: clone).contains(Release.version) {
            let tagged = try Self.git(["-c", "tag.gpgSign=false", "tag", "--force", Release.version, "HEAD"], in: clone)
            try #require(tagged.status == 0, "\(tagged.stderr)")
        }
        #expect(try Self.gitLines(["tag", "--list", Release.version], in: clone) == [Release.version])

        let package = ScratchPackage(root: base + "/My Apps/Café Release", outer: base + "/My Apps")
        try FileManager.default.createDirectory(atPath: package.root + "/Sources/Check", withIntermediateDirectories: true)
        try #require(package.gitFoldersAbove.isEmpty, "a .git above \(package.root): \(package.gitFoldersAbove)")
        try package.write("Sources/Check/main.swift", Self.program)
        let url = URL(fileURLWithPath: clone).absoluteString
        let dependencies = try Self.readmeDependencies()
        try #require(dependencies.count == 4)
        for (index, dependency) in dependencies.enumerated() {
            let written = dependency.replacingOccurrences(of: Self.readmeURL, with: url).replacingOccurrences(of: "<commit>", with: head)
            try package.write("Package.swift", Self.manifest(written))
            if FileManager.default.fileExists(atPath: package.root + "/Package.resolved") { try package.remove("Package.resolved") }
            // A unique clone per run: SwiftPM's shared cache of repositories would keep one copy of each.
            let resolved = try package.swift(["package", "resolve", "--disable-dependency-cache"])
            try #require(resolved.status == 0, "\(written): \(resolved.stdout)")
            let pins = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: package.root + "/Package.resolved")))
            let pin = try #require(((pins as? [String: Any])?["pins"] as? [[String: Any]])?.first)
            let state = pin["state"] as? [String: Any]
            #expect(pin["identity"] as? String == "tabspec" && state?["revision"] as? String == head, "\(written): \(pin)")
            if !dependency.contains("revision:") { #expect(state?["version"] as? String == Release.version, "\(written): \(pin)") }
            // One build, with the manifest's line: it builds the runtime library of the clone.
            guard index == 0 else { continue }
            let build = try package.swift(["build", "--disable-dependency-cache"])
            try #require(build.status == 0, "\(build.stdout)")
            let run = try TabspecProcess.run(executable: package.root + "/.build/debug/Check", [], in: package.root)
            #expect(run.status == 0 && run.stdout == "iphone-16 393.0 852.0\n", "\(run.stdout)\(run.stderr)")
        }
    }

    @Test(.enabled(if: hasTags, "the repository has no tags (a branch before its release, or a clone made without them)"))
    func theChangelogsNewestReleaseIsATag() throws {
        let tags = try Self.gitLines(["tag", "--list"])
        #expect(tags.contains(Release.version), "git tag lists \(tags), not \(Release.version), the changelog's newest release: tag its commit (git tag \(Release.version))")
    }
}
