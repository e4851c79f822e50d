import Foundation
import Testing

/// A spec's `compile { … }` block through every command: `compile` uses it, `format` keeps it (and is
/// idempotent), `lint` finds nothing in it, `frames` and `render` ignore it.
@Suite("The compile block in every command")
struct CompileBlockCommandTests {
    /// `Specs/CustomTabView.tabspec` with a compile block (unformatted, with a comment) in front.
    static let block = "compile{ accessLevel :public   // for the app target\n}\n\n"

    /// A workspace holding the bundled spec with and without the block.
    private func workspace() throws -> String {
        let spec = try CompileCommandTests.bundledSpec("CustomTabView.tabspec")
        let directory = try CompileCommandTests.workspace(["With.tabspec": Self.block + spec, "Without.tabspec": spec])
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        return directory
    }

    @Test func compileUsesItAndFormatKeepsIt() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let compiled = try TabspecProcess.run(["compile", "--stdout", "Specs/With.tabspec"], in: directory)
        #expect(compiled.status == 0)
        #expect(compiled.stdout.contains("\npublic enum Tab: String, CaseIterable, Identifiable, Sendable, TabBarTab {\n"))

        let formatted = try TabspecProcess.run(["format", "Specs/With.tabspec"], in: directory)
        #expect(formatted.status == 0)
        #expect(formatted.stdout.hasPrefix("compile {\n    accessLevel: public // for the app target\n}\n\n// The SwiftUI tab bar from the Japanese article"))
        try formatted.stdout.write(toFile: directory + "/Specs/With.tabspec", atomically: true, encoding: .utf8)
        let again = try TabspecProcess.run(["format", "--check", "Specs/With.tabspec"], in: directory)
        #expect(again.status == 0, "\(again.stdout)")
        let reformatted = try TabspecProcess.run(["format", "Specs/With.tabspec"], in: directory)
        #expect(reformatted.stdout == formatted.stdout)
    }

    @Test func lintFramesAndRenderIgnoreIt() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [["lint", "--reporter", "json"], ["frames", "--format", "json"], ["render", "-o", "-"]] {
            let with = try TabspecProcess.run(arguments + ["Specs/With.tabspec"], in: directory)
            let without = try TabspecProcess.run(arguments + ["Specs/Without.tabspec"], in: directory)
            #expect(with.status == 0, "\(arguments): \(with.stderr)")
            #expect(with.status == without.status, "\(arguments)")
            #expect(!with.stdout.isEmpty)
            if arguments[0] == "lint" {
                // Same findings, three lines further down, in another file.
                let report = try #require(try JSONSerialization.jsonObject(with: Data(with.stdout.utf8)) as? [[String: Any]])
                let reference = try #require(try JSONSerialization.jsonObject(with: Data(without.stdout.utf8)) as? [[String: Any]])
                #expect(report.map { $0["id"] as? String } == reference.map { $0["id"] as? String })
                #expect(report.map { ($0["line"] as? Int).map { $0 - 3 } } == reference.map { $0["line"] as? Int })
            } else {
                #expect(with.stdout.replacingOccurrences(of: "With.tabspec", with: "Without.tabspec") == without.stdout, "\(arguments)")
            }
        }
    }
}
