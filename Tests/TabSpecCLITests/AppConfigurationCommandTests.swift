import Foundation
import Testing

/// The configuration's `app { designRequiresCompatibility: true }` (layout.md v1.2) through the built binary:
/// the default of `--compatibility` for `frames`, `render` and `lint`.
@Suite("app { designRequiresCompatibility } through the binary")
struct AppConfigurationCommandTests {
    /// Three system tabs: a floating bar on iOS 26 unless the app keeps the old design.
    static let threeTabs = """
        tabbar Main {
            tab home    { symbol: "house", title: "Home" }
            tab library { symbol: "books.vertical", title: "Library" }
            tab search  { symbol: "magnifyingglass", title: "Search", role: search }
        }

        """

    /// A repository holding `Main.tabspec` and the configuration `configuration`.
    static func repository(configuration: String) throws -> String {
        let directory = try TabspecProcess.temporaryDirectory()
        try threeTabs.write(toFile: directory + "/Main.tabspec", atomically: true, encoding: .utf8)
        try configuration.write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        return directory
    }

    /// `frames … --format json`'s first tab bar's `geometry`.
    static func geometry(_ arguments: [String], in directory: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let json = try MoreAndIOSCommandTests.run(["frames", "Main.tabspec", "--format", "json"] + arguments, input: nil, in: directory,
                                                  sourceLocation: sourceLocation)
        return try MoreAndIOSCommandTests.firstTabBar(json)["geometry"] as? String
    }

    @Test func framesAndRenderKeepTheClassicBarWhenTheAppSaysSo() throws {
        // The key applies only to apps built with an SDK before 27 (layout.md v1.3).
        let directory = try Self.repository(configuration: "app {\n    sdk: 26\n    designRequiresCompatibility: true\n}\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try Self.geometry(["--ios", "26"], in: directory) == "classic")
        // Without the block the same spec floats.
        try "lint {\n    devices: iphone-16\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        #expect(try Self.geometry(["--ios", "26"], in: directory) == "floating")
        #expect(try Self.geometry(["--ios", "26", "--compatibility", "--sdk", "26"], in: directory) == "classic")
    }

    @Test func theConfiguredTargetAndTheAppBlockTogether() throws {
        let directory = try Self.repository(configuration: "lint {\n    deploymentTarget: 26.0\n}\napp {\n    sdk: 26\n    designRequiresCompatibility: true\n}\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try Self.geometry([], in: directory) == "classic")
        try "lint {\n    deploymentTarget: 26.0\n}\napp {\n    sdk: 26\n    designRequiresCompatibility: false\n}\n"
            .write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        #expect(try Self.geometry([], in: directory) == "floating")
    }

    @Test func aBrokenAppBlockStopsFramesUnlessTheFlagsDecide() throws {
        let directory = try Self.repository(configuration: "app {\n    designRequiresCompatability: true\n}\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let broken = try TabspecProcess.run(["frames", "Main.tabspec", "--ios", "26"], in: directory)
        #expect(broken.status == 1 && broken.stdout == "")
        #expect(broken.stderr.contains(
            ".tabspec:2:5: error: unknown key 'designRequiresCompatability' in 'app'; did you mean 'designRequiresCompatibility'? [unknown-key]"))
        // With the SDK given, an iOS before 26, or --compatibility, makes the file irrelevant.
        #expect(try TabspecProcess.run(["frames", "Main.tabspec", "--ios", "18", "--sdk", "27"], in: directory).status == 0)
        #expect(try TabspecProcess.run(["frames", "Main.tabspec", "--ios", "26", "--compatibility", "--sdk", "26"], in: directory).status == 0)
    }

    @Test func lintWarnsThatTheKeyIsTemporary() throws {
        let directory = try Self.repository(configuration: "lint {\n    devices: iphone-16\n}\napp {\n    designRequiresCompatibility: true\n}\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TabspecProcess.run(["lint", "Main.tabspec", "--reporter", "xcode"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Main.tabspec:1:8: warning: tab bar 'Main' is a system bar and the app sets 'designRequiresCompatibility'"))
        #expect(result.stdout.contains("[compatibility-mode]"))
    }
}
