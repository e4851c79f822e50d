import Foundation
import Testing

/// `compile` takes its access level from the flag, else from the spec's `compile` block, else from its
/// `.tabspec` configuration file, else `internal`.
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
        try configure(directory, accessLevel: "public")
        let result = try TabspecProcess.run(["compile", "--stdout", "Specs/Tab.tabspec"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\npublic enum Tab: String, CaseIterable, Identifiable, Sendable, TabBarTab {\n"))
        let flagged = try TabspecProcess.run(["compile", "--stdout", "--access-level", "package", "Specs/Tab.tabspec"], in: directory)
        #expect(flagged.stdout.contains("\npackage enum Tab: String, CaseIterable, Identifiable, Sendable, TabBarTab {\n"))
    }

    /// Writes the project's configuration file, setting `accessLevel` to `level` (as is: it may be invalid).
    private func configure(_ directory: String, accessLevel level: String) throws {
        try "compile {\n    accessLevel: \(level)\n}\n".write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8)
    }

    /// The declaration line of the generated enum `Tab` at `level`.
    private func declaration(_ level: String) -> String {
        "\n\(level) enum Tab: String, CaseIterable, Identifiable, Sendable, TabBarTab {\n"
    }

    @Test func flagThenSpecThenConfigurationThenInternal() throws {
        let directory = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = directory + "/Specs/Tab.tabspec"
        let bar = "tabbar Tab {\n    tab home { symbol: \"house\" }\n}\n"
        func compile(_ extra: [String] = []) throws -> String {
            let result = try TabspecProcess.run(["compile", "--stdout"] + extra + ["Specs/Tab.tabspec"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
        #expect(try compile().contains(declaration("internal")))
        try configure(directory, accessLevel: "public")
        #expect(try compile().contains(declaration("public")))
        try ("compile {\n    accessLevel: package\n}\n" + bar).write(toFile: spec, atomically: true, encoding: .utf8)
        #expect(try compile().contains(declaration("package")))
        #expect(try compile(["--access-level", "internal"]).contains(declaration("internal")))
        try FileManager.default.removeItem(atPath: directory + "/.tabspec")
        #expect(try compile().contains(declaration("package")))
        // `internal` in the spec wins over `public` in the configuration file.
        try configure(directory, accessLevel: "public")
        try ("compile {\n    accessLevel: internal\n}\n" + bar).write(toFile: spec, atomically: true, encoding: .utf8)
        #expect(try compile().contains(declaration("internal")))
    }

    @Test func anInvalidAccessLevelInTheSpecIsAnErrorAtItsLocation() throws {
        let directory = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "compile {\n    accessLevel: opn\n}\ntabbar Tab {\n    tab home { symbol: \"house\" }\n}\n"
            .write(toFile: directory + "/Specs/Tab.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["compile", "-o", "Generated", "Specs/Tab.tabspec"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Specs/Tab.tabspec:2:18: error: invalid value 'opn' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'? [invalid-value]\n"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/Generated"))
    }

    @Test func theRerunStampIsReplacedOnlyWhenAConfigurationFileApplies() throws {
        let directory = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stamp = directory + "/Generated/Tab.rerun-stamp"
        try FileManager.default.createDirectory(atPath: directory + "/Generated", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: stamp))
        func inode() throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: stamp)[.systemFileNumber] as? Int)
        }
        let untouched = try inode()
        let run = ["compile", "Specs/Tab.tabspec", "-o", "Generated", "--rerun-stamp", "Generated/Tab.rerun-stamp"]
        #expect(try TabspecProcess.run(run, in: directory).status == 0)
        #expect(try inode() == untouched)
        #expect(try Data(contentsOf: URL(fileURLWithPath: stamp)).isEmpty)
        // With a configuration file, every run replaces it (a new file: a new inode), even a broken one's.
        try configure(directory, accessLevel: "public")
        #expect(try TabspecProcess.run(run, in: directory).status == 0)
        let first = try inode()
        #expect(first != untouched)
        #expect(try String(contentsOfFile: stamp, encoding: .utf8)
                == "tabspec compile replaces this file whenever it reads a configuration file, so the build runs it again:\n.tabspec\n")
        try configure(directory, accessLevel: "opn")
        #expect(try TabspecProcess.run(run, in: directory).status == 1)
        #expect(try inode() != first)
        #expect(try String(contentsOfFile: directory + "/Generated/Tab.swift", encoding: .utf8).contains(declaration("public")))
    }

    @Test func aBrokenConfigurationStopsTheRun() throws {
        let directory = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try configure(directory, accessLevel: "opn")
        let result = try TabspecProcess.run(["compile", "-o", "Generated", "Specs/Tab.tabspec"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(".tabspec:2:18: error: invalid value 'opn' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'? [invalid-value]\n"))
        #expect(result.stderr.hasSuffix("Error: configuration file '.tabspec' has 1 error; no spec was checked\n"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/Generated"))
    }
}
