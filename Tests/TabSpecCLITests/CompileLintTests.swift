import Foundation
import Testing

/// `tabspec compile --lint`, what the build plugin runs: the lint findings of each spec with its configuration,
/// on stderr in the xcode format with absolute paths (so Xcode and `swift build` attach them to the spec's
/// lines); lint errors fail, warnings never do; `lint { build: false }` turns it off.
@Suite("Compile --lint")
struct CompileLintTests {
    /// A spec whose tab `gear` has neither a title nor an accessibility label (one warning, at 3:9).
    static let spec = "tabbar MainTabs {\n    tab home { symbol: \"house\", title: \"Home\" }\n    tab gear { symbol: \"gear\" }\n}\n"

    /// A folder with spaces and non-ASCII names holding `Specs/MainTabs.tabspec` and, when given, a
    /// configuration file next to it; its real path (no symbolic links, as the working directory reports it).
    static func workspace(configuration: String? = nil) throws -> String {
        let directory = try TabspecProcess.temporaryDirectory() + "/My Apps/Café"
        try FileManager.default.createDirectory(atPath: directory + "/Specs", withIntermediateDirectories: true)
        try spec.write(toFile: directory + "/Specs/MainTabs.tabspec", atomically: true, encoding: .utf8)
        if let configuration { try configuration.write(toFile: directory + "/Specs/.tabspec", atomically: true, encoding: .utf8) }
        return URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
    }

    /// The warning of tab `gear` for the spec in `directory`.
    static func warning(in directory: String) -> String {
        "\(directory)/Specs/MainTabs.tabspec:3:9: warning: tab 'gear' has neither a 'title' nor an 'accessibilityLabel'; "
            + "VoiceOver can only guess its name from the symbol ('gear') [missing-accessibility-label]\n"
    }

    @Test func printsTheLintFindingsWithAbsolutePathsAndSucceedsOnWarnings() throws {
        let directory = try Self.workspace()
        let result = try TabspecProcess.run(["compile", "Specs/MainTabs.tabspec", "-o", "out", "--lint"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == Self.warning(in: directory) + "0 errors, 1 warning in 1 file; 1 generated file written\n")
        #expect(FileManager.default.fileExists(atPath: directory + "/out/MainTabs.swift"))

        // Without --lint, compile reports language errors only, as before.
        let plain = try TabspecProcess.run(["compile", "Specs/MainTabs.tabspec", "-o", "out"], in: directory)
        #expect(plain.status == 0)
        #expect(plain.stderr == "0 errors, 0 warnings in 1 file; 1 generated file unchanged\n")
    }

    @Test func buildFalseInTheConfigurationTurnsItOff() throws {
        let directory = try Self.workspace(configuration: "lint {\n    build: false\n}\n")
        let result = try TabspecProcess.run(["compile", "Specs", "-o", "out", "--lint"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; 1 generated file written\n")
    }

    @Test func theConfigurationsSettingsApplyAndLintErrorsFail() throws {
        let directory = try Self.workspace(configuration: "lint {\n    error: missing-accessibility-label\n}\n")
        let result = try TabspecProcess.run(["compile", "Specs", "-o", "out", "--lint"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == Self.warning(in: directory).replacingOccurrences(of: ": warning: ", with: ": error: ")
            + "1 error, 0 warnings in 1 file; 1 generated file written\n")
        // A disabled rule is not reported.
        try "lint {\n    disable: missing-accessibility-label\n}\n".write(toFile: directory + "/Specs/.tabspec", atomically: true, encoding: .utf8)
        let disabled = try TabspecProcess.run(["compile", "Specs", "-o", "out", "--lint"], in: directory)
        #expect(disabled.status == 0)
        #expect(disabled.stderr == "0 errors, 0 warnings in 1 file; 1 generated file unchanged\n")
    }

    @Test func suppressionsInTheSpecApply() throws {
        let directory = try Self.workspace()
        let suppressed = Self.spec.replacingOccurrences(
            of: "    tab gear", with: "    // tabspec:disable-next-line missing-accessibility-label\n    tab gear")
        try suppressed.write(toFile: directory + "/Specs/MainTabs.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["compile", "Specs", "-o", "out", "--lint"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; 1 generated file written\n")
    }

    @Test func languageErrorsStillFailWithNoOutput() throws {
        let directory = try Self.workspace()
        try "tabbar MainTabs {\n    tab home { symbl: \"house\" }\n}\n".write(toFile: directory + "/Specs/MainTabs.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["compile", "Specs", "-o", "out", "--lint"], in: directory)
        #expect(result.status == 1)
        let spec = directory + "/Specs/MainTabs.tabspec"
        #expect(result.stderr == "\(spec):2:9: error: tab 'home' needs a 'symbol', an 'image' or a 'title' [missing-key]\n"
            + "\(spec):2:16: error: unknown key 'symbl' in 'tab'; did you mean 'symbol'? [unknown-key]\n"
            + "2 errors, 0 warnings in 1 file; 0 generated files written\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out/MainTabs.swift"))
    }
}
