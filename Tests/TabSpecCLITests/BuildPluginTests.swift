import Foundation
import Testing

/// `TabSpecPlugin` and `tabspec-lint` in a package of their own (``ScratchPackage``), built with `swift build`
/// between edits as a user would build: the generated code follows every change of the configuration file
/// and of the spec's `compile` block, and no change breaks a build.
///
/// The first run builds tabspec inside the scratch package (a minute or two); later runs build incrementally.
@Suite("Build plugin", .serialized)
struct BuildPluginTests {
    /// The declaration of the generated enum at `level`.
    static func declaration(_ level: String) -> String {
        "\n\(level) enum Tab: String, CaseIterable, Identifiable, Sendable, TabBarTab {\n"
    }

    /// Target `Client`'s source: a use of `Tab` from outside its module where `level` allows one (`package`
    /// declarations are visible in the same package), else only the import.
    static func client(using level: String) -> String {
        level == "internal" ? "import App\n" : "import App\n\n/// Compiles only if `Tab` is visible outside `App`.\npublic let tabCount = Tab.allCases.count\n"
    }

    /// Builds `package` and expects the build to succeed with `Tab` generated at `level`; returns the build's log.
    @discardableResult
    func expectBuild(_ package: ScratchPackage, generates level: String, _ step: Comment,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        try package.write("Sources/Client/Client.swift", Self.client(using: level))
        let build = try package.swift(["build"])
        #expect(build.status == 0, "\(step): \(build.stdout)", sourceLocation: sourceLocation)
        let generated = try package.generated("Tab.swift")
        #expect(generated.contains(Self.declaration(level)), "\(step): \(generated.prefix(300))", sourceLocation: sourceLocation)
        return build.stdout
    }

    /// Whether a build's log shows a compile of the package's own modules (`App` or `Client`).
    static func compilesTheApp(_ log: String) -> Bool {
        ["Compiling App ", "Compiling Client ", "Emitting module App", "Emitting module Client"].contains { log.contains($0) }
    }

    /// The `missing-accessibility-label` warning of tab `home` in the scratch spec, as `tabspec compile --lint`
    /// prints it in the build log (an absolute path, so Xcode and `swift build` attach it to the line).
    static func homeWarning(_ package: ScratchPackage) -> String {
        "\(package.root)/Sources/App/Tab.tabspec:2:9: warning: tab 'home' has neither a 'title' nor an 'accessibilityLabel'; "
            + "VoiceOver can only guess its name from the symbol ('house') [missing-accessibility-label]"
    }

    /// The lines of a build log that plan the build or compile, wrap or link the plugin's tool (`tabspec-tool`
    /// and its modules TabSpecRuntime, TabSpecCore, TabSpecSymbolsImport and tabspec). `Compiling plugin …`
    /// lines are not: SwiftPM prints them on every build, also when it reuses the compiled plugin.
    static func toolWork(_ log: String) -> [String] {
        let steps = ["Planning build", "Compiling TabSpec", "Compiling tabspec ", "Emitting module TabSpec", "Emitting module tabspec",
                     "Wrapping AST for TabSpec", "Wrapping AST for tabspec ", "Linking tabspec-tool"]
        return lines(log).filter { line in steps.contains { line.contains($0) } }
    }

    /// The lines of a build log.
    static func lines(_ log: String) -> [String] {
        log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Outside any git checkout, under a path with spaces and non-ASCII names: the configuration search goes
    /// up to `/`, which was a build cycle when the plugin declared every searched folder as an input. Lint
    /// warnings show in the build log at their line and column; a configuration file above the package
    /// (outside it, where SwiftPM never plans anew) is picked up when added, edited and deleted.
    @Test func aPackageOutsideAnyGitCheckoutBuildsAndShowsItsLintWarnings() throws {
        let package = try ScratchPackage.make(.outsideGit)
        #expect(package.root.hasSuffix("/My Apps/Café Projekt"))
        try #require(package.gitFoldersAbove.isEmpty, "a .git above \(package.root): \(package.gitFoldersAbove)")
        let first = try expectBuild(package, generates: "internal", "first build")
        #expect(Self.lines(first).contains(Self.homeWarning(package)), "\(first)")
        #expect(!first.contains("error:"), "\(first)")

        // Nothing changed: nothing of the app is compiled again (the command may run: folders such as the
        // temporary folder above change all the time, and its output is then unchanged).
        let again = try package.swift(["build"])
        #expect(again.status == 0 && !Self.compilesTheApp(again.stdout), "\(again.stdout)")

        // A configuration file above the package: read, and `lint { build: false }` silences the lint.
        try package.writeOuterConfiguration("compile {\n    accessLevel: public\n}\nlint {\n    build: false\n}\n")
        let silenced = try expectBuild(package, generates: "public", "configuration file added above the package")
        #expect(!silenced.contains("warning:"), "\(silenced)")
        try package.writeOuterConfiguration("compile {\n    accessLevel: package\n}\nlint {\n    build: true\n}\n")
        let loud = try expectBuild(package, generates: "package", "configuration file above the package edited in place")
        #expect(Self.lines(loud).contains(Self.homeWarning(package)), "\(loud)")
        try package.removeOuterConfiguration()
        try expectBuild(package, generates: "internal", "configuration file above the package deleted")
        try expectBuild(package, generates: "internal", "unchanged build after the deletion")

        // At the package root, then the spec edited: the warning of 'home' goes with its new title.
        try package.write(".tabspec", ScratchPackage.configuration(accessLevel: "public"))
        try expectBuild(package, generates: "public", "configuration file added at the package root")
        try package.write("Sources/App/Tab.tabspec", ScratchPackage.spec().replacingOccurrences(of: "\"house\" }", with: "\"house\", title: \"Home\" }"))
        let edited = try expectBuild(package, generates: "public", "spec edited")
        #expect(!edited.contains("tab 'home' has neither") && edited.contains("tab 'search' has neither"), "\(edited)")
        #expect(try package.generated("Tab.swift").contains("\"Home\""))
        // A spec edit regenerates and recompiles the app, and never touches the tool: none of its modules is
        // compiled, wrapped or linked (SwiftPM relinks it only when it plans the build: docs/CodeGeneration.md).
        // SwiftPM's progress lines are not all printed (steps are skipped when jobs finish together): the app's
        // rebuild shows as 'Compiling App …' or 'Emitting module App'.
        #expect(Self.lines(edited).contains { $0.hasSuffix("] Generating Tab.swift from Tab.tabspec") }
            && (edited.contains("Compiling App ") || edited.contains("Emitting module App")), "\(edited)")
        #expect(Self.toolWork(edited) == [], "\(edited)")
    }

    /// A package nested in a larger repository (`Repo/ios/App`, `.git` at `Repo`): the configuration file at
    /// the repository root applies, a no-op build runs nothing at all, and lint errors fail the build at
    /// their line while warnings never do.
    @Test func aPackageNestedInARepositoryReadsTheConfigurationAtItsRoot() throws {
        let package = try ScratchPackage.make(.nestedInRepository)
        #expect(package.gitFoldersAbove == [package.outer])
        try expectBuild(package, generates: "internal", "first build")
        // The build after a fresh `.build`'s first one plans the build again, and every planning build wraps
        // and links the plugin's tool anew (an input of every plugin command, so the command runs too), but
        // compiles none of its modules and not the app (docs/CodeGeneration.md). From then on a build without
        // changes runs nothing at all.
        let noop = try package.swift(["build"])
        #expect(noop.status == 0 && !Self.compilesTheApp(noop.stdout), "\(noop.stdout)")
        #expect(Self.toolWork(noop.stdout).allSatisfy { !$0.contains("Compiling") && !$0.contains("Emitting") }, "\(noop.stdout)")
        let settled = try package.swift(["build"])
        #expect(settled.status == 0 && !settled.stdout.contains("Generating") && !Self.compilesTheApp(settled.stdout), "\(settled.stdout)")
        #expect(Self.toolWork(settled.stdout) == [], "\(settled.stdout)")

        try package.writeOuterConfiguration(ScratchPackage.configuration(accessLevel: "public"))
        try expectBuild(package, generates: "public", "configuration file added at the repository root")
        // While a configuration file applies the command runs on every build; the app is not recompiled.
        let unchanged = try package.swift(["build"])
        #expect(unchanged.status == 0 && !Self.compilesTheApp(unchanged.stdout), "\(unchanged.stdout)")

        // A lint rule raised to an error fails the build, at the spec's line; the warning stays a warning.
        try package.writeOuterConfiguration("lint {\n    error: swiftui-tab-shadowing\n}\n")
        let failing = try package.swift(["build"])
        #expect(failing.status != 0)
        let spec = package.root + "/Sources/App/Tab.tabspec"
        #expect(Self.lines(failing.stdout).contains("\(spec):1:8: error: tab bar 'Tab' shadows SwiftUI's 'Tab' from iOS 18 on: in its module "
            + "'Tab(\"Home\", systemImage: …)' no longer compiles; rename it, e.g. 'AppTab' [swiftui-tab-shadowing]"), "\(failing.stdout)")
        #expect(Self.lines(failing.stdout).contains(Self.homeWarning(package)), "\(failing.stdout)")

        try package.removeOuterConfiguration()
        try expectBuild(package, generates: "internal", "configuration file at the repository root deleted")
        let quiet = try package.swift(["build"])
        #expect(quiet.status == 0 && !quiet.stdout.contains("Generating") && !Self.compilesTheApp(quiet.stdout), "\(quiet.stdout)")
    }

    @Test func theGeneratedCodeFollowsEveryChangeOfTheConfigurationAndTheSpec() throws {
        let package = try ScratchPackage.make()
        // The check can fail: `Client` cannot use an internal `Tab`.
        try package.write("Sources/Client/Client.swift", Self.client(using: "public"))
        let failing = try package.swift(["build"])
        #expect(failing.status != 0)
        #expect(failing.stdout.contains("cannot find 'Tab' in scope"), "\(failing.stdout)")
        try expectBuild(package, generates: "internal", "neither a configuration file nor a compile block")

        // A configuration file at the package root, outside every target's folder.
        try package.write(".tabspec", ScratchPackage.configuration(accessLevel: "public"))
        try expectBuild(package, generates: "public", "configuration file added")
        // SwiftPM plans the build anew and calls the plugin again with the configuration file present.
        try package.write("Package.swift", ScratchPackage.manifest(revision: 1))
        try expectBuild(package, generates: "public", "build planned again")
        try package.write(".tabspec", ScratchPackage.configuration(accessLevel: "package"))
        try expectBuild(package, generates: "package", "configuration file edited in place")

        // An invalid access level fails the build, at its line and column, with a suggestion.
        try package.write(".tabspec", ScratchPackage.configuration(accessLevel: "opn"))
        let invalid = try package.swift(["build"])
        #expect(invalid.status != 0)
        #expect(invalid.stdout.contains(
            ".tabspec:2:18: error: invalid value 'opn' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'? [invalid-value]\n"),
            "\(invalid.stdout)")
        try package.write(".tabspec", ScratchPackage.configuration(accessLevel: "public"))
        try expectBuild(package, generates: "public", "configuration file fixed")

        // The spec's own compile block wins over the configuration file, whatever it says.
        try package.write("Sources/App/Tab.tabspec", ScratchPackage.spec(compile: "compile {\n    accessLevel: package\n}\n"))
        try expectBuild(package, generates: "package", "compile block added to the spec")
        try package.write("Sources/App/Tab.tabspec", ScratchPackage.spec(compile: "compile {\n    accessLevel: internal\n}\n"))
        try expectBuild(package, generates: "internal", "compile block edited")
        try package.write("Sources/App/Tab.tabspec", ScratchPackage.spec())
        try expectBuild(package, generates: "public", "compile block removed")

        // Deleting the configuration file: this build and the next succeed.
        try package.remove(".tabspec")
        try expectBuild(package, generates: "internal", "configuration file deleted")
        try expectBuild(package, generates: "internal", "unchanged build after the deletion")

        // A configuration file in the target's own folder.
        try package.write("Sources/App/.tabspec", ScratchPackage.configuration(accessLevel: "public"))
        try expectBuild(package, generates: "public", "configuration file added to the target's folder")
        try package.remove("Sources/App/.tabspec")
        try expectBuild(package, generates: "internal", "configuration file deleted from the target's folder")
    }

    @Test func theLintPluginPrintsItsFindingsBeforeItsFailureLine() throws {
        let package = try ScratchPackage.make()
        // The bar is named `Tab` (it shadows SwiftUI's) and both tabs lack an accessibility label: three warnings,
        // a failure under --strict.
        let lint = try package.swift(["package", "tabspec-lint", "--target", "App", "--strict"])
        #expect(lint.status != 0)
        let lines = lint.stdout.split(separator: "\n").map(String.init)
        let spec = package.root + "/Sources/App/Tab.tabspec"
        let findings = [
            "warning: \(spec):1:8: tab bar 'Tab' shadows SwiftUI's 'Tab' from iOS 18 on: in its module 'Tab(\"Home\", systemImage: …)' no longer compiles; rename it, e.g. 'AppTab' [swiftui-tab-shadowing]",
            "warning: \(spec):2:9: tab 'home' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('house') [missing-accessibility-label]",
            "warning: \(spec):3:9: tab 'search' has neither a 'title' nor an 'accessibilityLabel'; VoiceOver can only guess its name from the symbol ('magnifyingglass') [missing-accessibility-label]",
        ]
        let failure = "error: tabspec lint failed: 0 errors, 3 warnings in 1 file (exit status 1)"
        let positions = (findings + [failure]).map { line in lines.firstIndex(of: line) }
        #expect(positions.allSatisfy { $0 != nil }, "\(lint.stdout)")
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted() && Set(found).count == found.count, "\(lint.stdout)")

        // A machine-readable report is all that standard output holds.
        let json = try TabspecProcess.run(executable: "/usr/bin/env", ["swift", "package", "tabspec-lint", "--target", "App", "--reporter", "json"],
                                          in: package.root, timeLimit: ScratchPackage.swiftTimeLimit)
        #expect(json.status == 0, "\(json.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(report?.map { $0["id"] as? String } == ["swiftui-tab-shadowing", "missing-accessibility-label", "missing-accessibility-label"])
        #expect(report?.map { $0["line"] as? Int } == [1, 2, 3])
    }

    /// `swift package tabspec-generate` refuses a target that uses the build plugin before it writes anything:
    /// the plugin already generates `Tab.swift` into the build, and a second `Tab.swift` next to the spec would
    /// fail every build with "multiple producers". Once the manifest no longer uses the plugin, the same
    /// command writes the file.
    @Test func theGenerateCommandRefusesATargetThatUsesTheBuildPlugin() throws {
        let package = try ScratchPackage.make()
        let generate = ["package", "--allow-writing-to-package-directory", "tabspec-generate"]
        let written = package.root + "/Sources/App/Tab.swift"
        let before = try package.files()
        let refused = try package.swift(generate)
        #expect(refused.status != 0)
        #expect(Self.lines(refused.stdout).contains("error: target 'App' uses the TabSpecPlugin build plugin, which already generates 'Tab.swift' "
            + "at build time; remove the plugin from the target or don't run tabspec-generate for it"), "\(refused.stdout)")
        #expect(!FileManager.default.fileExists(atPath: written))
        #expect(try package.files() == before)

        // The fix the message gives: without the plugin, the command generates the file next to the spec.
        try package.write("Package.swift", ScratchPackage.manifest(revision: 0, plugin: false))
        let generated = try package.swift(generate)
        #expect(generated.status == 0, "\(generated.stdout)")
        let text = try String(contentsOfFile: written, encoding: .utf8)
        #expect(text.hasPrefix("// Generated by tabspec from Tab.tabspec. Do not edit.\n") && text.contains(Self.declaration("internal")), "\(text)")
        try package.remove("Sources/App/Tab.swift")
        try package.write("Package.swift", ScratchPackage.manifest(revision: 0))
    }

    /// One configuration search: the plugin compiles the CLI's own `ConfigurationSearch.swift` through a
    /// symbolic link, so the folders it declares are the ones `tabspec compile` searches.
    @Test func thePluginCompilesTheCLIsConfigurationSearch() throws {
        let link = TabspecProcess.packageRoot + "/Plugins/TabSpecPlugin/ConfigurationSearch.swift"
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../Sources/tabspec/IO/ConfigurationSearch.swift")
        let source = try String(contentsOfFile: link, encoding: .utf8)
        #expect(!source.hasPrefix("import ") && !source.contains("\nimport "))
        let plugin = try String(contentsOfFile: TabspecProcess.packageRoot + "/Plugins/TabSpecPlugin/TabSpecPlugin.swift", encoding: .utf8)
        #expect(plugin.contains("ConfigurationSearch.directories(from:"))
        #expect(!plugin.contains(".git"))
    }

    /// The plugin mirrors `tabspec compile`'s naming rule (it cannot link TabSpecCore): the same output name
    /// for a dotted base name, and the same refusal, in the same words, of two specs whose outputs differ only
    /// in case (one file on the Mac's case-insensitive file system).
    @Test func thePluginNamesAndRefusesOutputsAsTabspecCompileDoes() throws {
        let package = try ScratchPackage.make()
        let output = package.root + "/.build/compile-output"
        try? FileManager.default.removeItem(atPath: output)
        try package.write("Sources/App/a.b.tabspec", "tabbar DottedTab {\n    tab one { title: \"One\" }\n}\n")
        let build = try package.swift(["build"])
        #expect(build.status == 0, "\(build.stdout)")
        #expect(try package.generated("a.b.swift").contains("\ninternal enum DottedTab: String,"))
        let compile = try TabspecProcess.run(["compile", "Sources/App/a.b.tabspec", "-o", output], in: package.root)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(FileManager.default.fileExists(atPath: output + "/a.b.swift"))
        try package.remove("Sources/App/a.b.tabspec")

        try package.write("Sources/App/tab.tabspec", "tabbar LowerTab {\n    tab one { title: \"One\" }\n}\n")
        let refused = try package.swift(["build"])
        #expect(refused.status != 0)
        let specs = package.root + "/Sources/App/"
        #expect(refused.stdout.contains("'\(specs)Tab.tabspec' and '\(specs)tab.tabspec' in target 'App' would generate 'Tab.swift' and "
            + "'tab.swift', one file on a case-insensitive file system; rename one spec"), "\(refused.stdout)")
        let cli = try TabspecProcess.run(["compile", "Sources/App/Tab.tabspec", "Sources/App/tab.tabspec", "-o", "out"], in: package.root)
        #expect(cli.status == 73)
        #expect(cli.stderr == "Error: 'Sources/App/Tab.tabspec' and 'Sources/App/tab.tabspec' would generate 'out/Tab.swift' and "
            + "'out/tab.swift', one file on a case-insensitive file system; rename one spec\n")
        try package.remove("Sources/App/tab.tabspec")
        #expect(try package.swift(["build"]).status == 0)
    }
}
