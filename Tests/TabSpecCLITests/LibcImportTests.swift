import Foundation
import Testing

/// The portable system layer (issue 9): only `Sources/tabspec/System/` imports a C library module, each such
/// import sits in its own `#if canImport(…)` branch with an `#error` for other platforms, and the folder
/// compiles on its own (so `Scripts/typecheck-apple.sh` can compile it against a `Darwin` shim).
@Suite("Portable system layer")
struct LibcImportTests {
    /// The C library modules of the platforms Swift supports.
    static let libcModules: Set<String> = [
        "Glibc", "SwiftGlibc", "Darwin", "Musl", "SwiftMusl", "ucrt", "CRT", "visualc", "vcruntime", "WinSDK",
        "Bionic", "Android", "WASILibc",
    ]

    /// The folder allowed to import one (relative to the package root).
    static let systemFolder = "Sources/tabspec/System/"

    /// The problems of one file's imports: a libc import outside the system folder when `mayImportLibc` is
    /// false; when true, a libc import not directly under `#if canImport(<that module>)` / `#elseif`, or a
    /// file that imports one without an `#else` branch holding `#error`.
    static func problems(in text: String, mayImportLibc: Bool) -> [String] {
        let imports = ImportScanner.imports(in: text).filter { libcModules.contains($0.module) }
        guard mayImportLibc else {
            return imports.map { "\($0): only \(systemFolder) may import a C library module" }
        }
        var problems = imports.filter { $0.condition != "canImport(\($0.module))" }
            .map { "\($0): must sit in an '#if canImport(\($0.module))' branch" }
        if !imports.isEmpty, !hasErrorFallback(text) {
            problems.append("imports a C library module without an '#else' branch that holds '#error' for other platforms")
        }
        return problems
    }

    /// Whether an `#else` line is directly followed by an `#error(…)` line.
    static func hasErrorFallback(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        return zip(lines, lines.dropFirst()).contains { $0 == "#else" && $1.hasPrefix("#error(") }
    }

    /// Every `.swift` file under `folder` (relative to the package root), as relative paths.
    static func swiftFiles(under folder: String) -> [String] {
        let root = TabspecProcess.packageRoot + "/"
        guard let enumerator = FileManager.default.enumerator(atPath: root + folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + $0 }.sorted()
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: TabspecProcess.packageRoot + "/" + relativePath, encoding: .utf8)
    }

    // MARK: - The scanner can fail

    @Test(arguments: [
        ("import Glibc\n", ["Glibc@1"]),
        ("@_exported import Darwin\n", ["Darwin@1"]),
        ("import struct Glibc.stat\nimport func Darwin.exit\n", ["Glibc@1", "Darwin@2"]),
        ("import Darwin.C\n", ["Darwin@1"]),
        ("@preconcurrency public import Musl\ninternal import ucrt\n", ["Musl@1", "ucrt@2"]),
        ("let a = 1; import WinSDK\n", ["WinSDK@1"]),
        ("import\n    Glibc\n", ["Glibc@1"]),
        ("@_implementationOnly\nimport Bionic\n", ["Bionic@2"]),
        ("// import Glibc\n/* import Darwin /* nested */ import Musl */\n", []),
        ("let a = \"import Glibc\"\nlet b = \"\"\"\nimport Darwin\n\"\"\"\n", []),
        ("let a = #\"import \"Glibc\"#\nlet b = #\"\"\"\nimport Darwin \"\"\" still\n\"\"\"#\nimport Musl\n", ["Musl@5"]),
        ("let a = \"\\\"\"; import Glibc\n", ["Glibc@1"]),
        ("let x = y.import\nlet `import` = 1\n", []),
    ])
    func scannerFindsEverySpellingAndNothingElse(text: String, expected: [String]) {
        #expect(ImportScanner.imports(in: text).map { "\($0.module)@\($0.line)" } == expected)
    }

    @Test func scannerRecordsTheBranchOfEachImport() {
        let text = """
        #if canImport(Darwin) // macOS, iOS
        import Darwin
        #elseif canImport( Glibc )
        import Glibc
        #else
        import Other
        #endif
        import TabSpecCore
        #if os(Linux)
        #if DEBUG
        #endif
        import Glibc
        #endif

        """
        let imports = ImportScanner.imports(in: text)
        #expect(imports == [
            .init(module: "Darwin", line: 2, condition: "canImport(Darwin)"),
            .init(module: "Glibc", line: 4, condition: "canImport(Glibc)"),
            .init(module: "Other", line: 6, condition: "#else"),
            .init(module: "TabSpecCore", line: 8, condition: nil),
            .init(module: "Glibc", line: 12, condition: "os(Linux)"),
        ])
    }

    @Test func rulesRejectUnguardedAndMisplacedImports() {
        let guarded = """
        #if canImport(Darwin)
        import Darwin
        #elseif canImport(Glibc)
        import Glibc
        #else
        #error("unsupported")
        #endif

        """
        #expect(Self.problems(in: guarded, mayImportLibc: true) == [])
        #expect(Self.problems(in: guarded, mayImportLibc: false) == [
            "line 2: import Darwin under canImport(Darwin): only Sources/tabspec/System/ may import a C library module",
            "line 4: import Glibc under canImport(Glibc): only Sources/tabspec/System/ may import a C library module",
        ])
        #expect(Self.problems(in: "import Foundation\nimport TabSpecCore\n", mayImportLibc: false) == [])
        #expect(Self.problems(in: "import Glibc\n", mayImportLibc: true) == [
            "line 1: import Glibc: must sit in an '#if canImport(Glibc)' branch",
            "imports a C library module without an '#else' branch that holds '#error' for other platforms",
        ])
        let crossed = "#if canImport(Darwin)\nimport Glibc\n#elseif os(Linux)\nimport Glibc\n#else\n#error(\"x\")\n#endif\n"
        #expect(Self.problems(in: crossed, mayImportLibc: true) == [
            "line 2: import Glibc under canImport(Darwin): must sit in an '#if canImport(Glibc)' branch",
            "line 4: import Glibc under os(Linux): must sit in an '#if canImport(Glibc)' branch",
        ])
    }

    // MARK: - The package

    @Test func noFileOfSourcesOrPluginsOutsideTheSystemFolderImportsALibcModule() throws {
        let files = (Self.swiftFiles(under: "Sources/") + Self.swiftFiles(under: "Plugins/")).filter { !$0.hasPrefix(Self.systemFolder) }
        #expect(files.contains("Sources/tabspec/main.swift"))
        #expect(files.contains("Plugins/TabSpecPlugin/TabSpecPlugin.swift"))
        for file in files {
            #expect(Self.problems(in: try Self.read(file), mayImportLibc: false) == [], "\(file)")
        }
    }

    @Test func everyOtherLibcImportOfThePackageIsGuarded() throws {
        // The system folder, the benchmark and fuzz helpers, scripts and tests: everything `swift build` and
        // `swift test` compile on a Mac. Tests/AppleShims is its own package, whose `Darwin` module is a shim.
        let files = ["Sources/tabspec/System/", "Benchmarks/", "Fuzz/", "Scripts/", "Tests/"]
            .flatMap(Self.swiftFiles(under:))
            .filter { !$0.hasPrefix("Tests/AppleShims/") }
        var importing: [String] = []
        for file in files {
            let text = try Self.read(file)
            #expect(Self.problems(in: text, mayImportLibc: true) == [], "\(file)")
            if ImportScanner.imports(in: text).contains(where: { Self.libcModules.contains($0.module) }) { importing.append(file) }
        }
        #expect(importing.contains("Benchmarks/tabspec-bench/ChildProcess.swift"))
        #expect(importing.contains("Fuzz/FuzzTarget.swift"))
        #expect(importing.contains("Sources/tabspec/System/FileStatus.swift"))
    }

    /// The system folder uses nothing but the standard library, the C library and itself: it type-checks
    /// alone, as `Scripts/typecheck-apple.sh` compiles it against the `Darwin` shim.
    @Test func theSystemFolderCompilesOnItsOwn() throws {
        let files = Self.swiftFiles(under: Self.systemFolder).map { TabspecProcess.packageRoot + "/" + $0 }
        #expect(files.count >= 5)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6"] + files
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
