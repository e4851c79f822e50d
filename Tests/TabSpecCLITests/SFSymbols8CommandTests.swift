import Foundation
import Testing

/// SF Symbols 8 (iOS 27.0) through the built binary: `lint` reads the embedded table's iOS 27 names and iOS 18
/// renames, with the deployment target of the configuration file, and `--fix`-able Fix-Its in JSON.
@Suite("SF Symbols 8 (lint)")
struct SFSymbols8CommandTests {
    /// A spec with an iOS 27, an iOS 18 and a renamed symbol, each on its own line.
    static let spec = """
        tabbar Main {
            tab slice  { symbol: "pizza.slice", title: "Pizza" }
            tab smart  { symbol: "apple.intelligence", title: "Smart" }
            tab reload { symbol: "arrow.2.circlepath", title: "Reload" }
        }

        """

    /// Runs `tabspec lint --reporter xcode Main.tabspec` in a folder whose configuration sets `deploymentTarget`.
    static func lint(deploymentTarget: String) throws -> TabspecResult {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Pizzería app/.tabspec", "lint {\n    deploymentTarget: \(deploymentTarget)\n    devices: iphone-16\n}\n")
        try tree.write("Pizzería app/Main.tabspec", spec)
        return try TabspecProcess.run(["lint", "--reporter", "xcode", "Main.tabspec"], in: tree.root + "/Pizzería app")
    }

    @Test func anIOS27SymbolIsReportedUnderDeploymentTarget26() throws {
        let result = try Self.lint(deploymentTarget: "26")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(
            "Main.tabspec:2:26: error: 'pizza.slice' needs iOS 27.0 but the deployment target is 26.0; the icon is blank on older systems [symbol-availability]"))
        #expect(!result.stdout.contains("'apple.intelligence' needs"))
        #expect(lines.contains(
            "Main.tabspec:4:26: warning: 'arrow.2.circlepath' was renamed to 'arrow.trianglehead.2.clockwise.rotate.90'; use the current name [renamed-symbol]"))
        #expect(!result.stdout.contains("unknown-symbol"))
    }

    @Test func anIOS18SymbolIsReportedUnderDeploymentTarget17() throws {
        let result = try Self.lint(deploymentTarget: "17")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(
            "Main.tabspec:3:26: error: 'apple.intelligence' needs iOS 18.0 but the deployment target is 17.0; the icon is blank on older systems [symbol-availability]"))
        #expect(lines.contains(
            "Main.tabspec:2:26: error: 'pizza.slice' needs iOS 27.0 but the deployment target is 17.0; the icon is blank on older systems [symbol-availability]"))
        // The current name would be blank on iOS 17: the old one stays.
        #expect(lines.contains("Main.tabspec:4:26: warning: 'arrow.2.circlepath' was renamed to 'arrow.trianglehead.2.clockwise.rotate.90', "
            + "which needs iOS 18.0; keep the old name while the deployment target is 17.0 [renamed-symbol]"))
    }

    @Test func theRenameCarriesItsFixItInJSON() throws {
        let result = try TabspecProcess.run(["lint", "--reporter", "json", "--devices", "iphone-16", "-"], input: Self.spec)
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
                "message": "'arrow.2.circlepath' was renamed to 'arrow.trianglehead.2.clockwise.rotate.90'; use the current name",
            """))
        #expect(result.stdout.contains("""
                    "message": "replace 'arrow.2.circlepath' with 'arrow.trianglehead.2.clockwise.rotate.90'",
                    "edits": [
                      {
                        "line": 4,
                        "column": 26,
                        "endLine": 4,
                        "endColumn": 46,
                        "replacement": "\\"arrow.trianglehead.2.clockwise.rotate.90\\""
            """))
    }
}
