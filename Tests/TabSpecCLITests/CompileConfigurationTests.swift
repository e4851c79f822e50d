import Foundation
import Testing

/// `compile` takes its access level from the flag, else from the spec's `.tabspec` configuration file.
@Suite("Compile configuration")
struct CompileConfigurationTests {
    private func makeProject() throws -> String {
        let directory = try TabspecProcess.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/Specs", withIntermediateDirectories: true)
        try "tabbar Tab {\n    tab home { symbol: \"house\" }\n}\n".write(toFile: directory + "/Specs/Tab.tabspec", atomically: true, encoding: .utf8)
        return directory
    }

    @Test func theConfigurationFileSetsTheAccessLevel() throws {
        let directory = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "compile {\n    accessLevel: public\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["compile", "--stdout", "Specs/Tab.tabspec"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\npublic enum Tab: String, CaseIterable, Identifiable, Sendable, TabBarTab {\n"))
        let flagged = try TabspecProcess.run(["compile", "--stdout", "--access-level", "package", "Specs/Tab.tabspec"], in: directory)
        #expect(flagged.stdout.contains("\npackage enum Tab: String, CaseIterable, Identifiable, Sendable, TabBarTab {\n"))
    }

    @Test func aBrokenConfigurationStopsTheRun() throws {
        let directory = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "compile {\n    accessLevel: publc\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["compile", "-o", "Generated", "Specs/Tab.tabspec"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("invalid value 'publc' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'? [invalid-value]"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/Generated"))
    }
}
