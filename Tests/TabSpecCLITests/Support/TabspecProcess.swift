import Foundation

/// Runs the built `tabspec` binary as a user would and captures what it prints.
struct TabspecResult {
    /// The exit status; for a process killed by a signal, the signal number (Foundation's convention).
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the run outlived its time limit and was killed (a hang, e.g. on a FIFO).
    var timedOut = false

    /// Whether standard error holds only the summary line a successful run ends with: the counts of one file
    /// without findings, then `; ` and what was done, starting with `done` (`1 tab bar laid out on`).
    func endsWithSummaryOnly(_ done: String, files: Int = 1) -> Bool {
        stderr.hasPrefix("0 errors, 0 warnings in \(files) file\(files == 1 ? "" : "s"); \(done)") && stderr.hasSuffix("\n")
            && stderr.filter { $0 == "\n" }.count == 1
    }
}

enum TabspecProcess {
    /// The package root (the folder holding Package.swift).
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<4 { path = (path as NSString).deletingLastPathComponent }
        return path
    }()

    /// The workplace's `shared` folder (as TabSpecCoreTests' `Fixtures.sharedDirectory` finds it), or `nil`.
    static let sharedDirectory: String? = {
        var candidates = [packageRoot + "/../shared", "/work/shared"]
        if let explicit = ProcessInfo.processInfo.environment["TABSPEC_SHARED_DIR"] { candidates.insert(explicit, at: 0) }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/data/devices.tsv") }
    }()

    /// The `tabspec` executable next to the test bundle (SwiftPM builds it because this target depends on it).
    static let executable: String = {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return ((bundle as NSString).deletingLastPathComponent as NSString).appendingPathComponent("tabspec")
    }()

    /// Runs `tabspec arguments…` in `directory` (the package root by default), feeding `input` to stdin.
    /// With `standardOutput`, standard output goes there (e.g. `/dev/full`) instead of being captured; with
    /// `standardInput`, standard input comes from there (e.g. a file) instead of `input`. A run
    /// longer than `timeLimit` seconds is killed and reported as `timedOut`, so a hang fails a test instead of
    /// stopping the suite.
    static func run(_ arguments: [String], input: String? = nil, in directory: String? = nil,
                    environment: [String: String] = [:], standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil,
                    timeLimit: Double = 300) throws -> TabspecResult {
        try run(executable: executable, arguments, input: input, in: directory, environment: environment,
                standardInput: standardInput, standardOutput: standardOutput, timeLimit: timeLimit)
    }

    /// Runs `executable arguments…` like ``run(_:input:in:environment:standardInput:standardOutput:timeLimit:)``.
    /// With `mergingOutput`, standard error goes to the same file as standard output (as in a CI log, where
    /// the order of their lines is what a reader sees) and ``TabspecResult/stderr`` is empty.
    static func run(executable: String, _ arguments: [String], input: String? = nil, in directory: String? = nil,
                    environment: [String: String] = [:], mergingOutput: Bool = false, standardInput: FileHandle? = nil,
                    standardOutput: FileHandle? = nil, timeLimit: Double = 300) throws -> TabspecResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? packageRoot)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // Output goes to temporary files (no pipe can fill up and block the child).
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = scratch + "/stdout"
        let errPath = scratch + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let stdout = try standardOutput ?? FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        // Input comes from a file too: a pipe written after a child that refuses its input has exited would
        // raise SIGPIPE in the test process and end the whole run.
        let inPath = scratch + "/stdin"
        _ = FileManager.default.createFile(atPath: inPath, contents: Data((input ?? "").utf8))
        let stdin = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        process.standardOutput = stdout
        process.standardError = mergingOutput ? stdout : stderr
        process.standardInput = standardInput ?? stdin
        try process.run()
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline {
            usleep(5_000)
        }
        let timedOut = process.isRunning
        if timedOut {
            // `swift build` runs `swift-build` and compilers as children: kill them too, or an orphaned
            // `swift-build` keeps the package's build lock and every later build of it fails.
            let descendants = Self.descendants(of: process.processIdentifier)
            kill(process.processIdentifier, SIGKILL)
            for child in descendants { kill(child, SIGKILL) }
        }
        process.waitUntilExit()
        if standardOutput == nil { try stdout.close() }
        try stdin.close()
        try stderr.close()
        return TabspecResult(status: process.terminationStatus,
                             stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                             stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
                             timedOut: timedOut)
    }

    /// Every process below `pid` (children, their children, …), found with `pgrep -P` (macOS and Linux).
    static func descendants(of pid: Int32) -> [Int32] {
        var found: [Int32] = []
        var parents = [pid]
        while let parent = parents.popLast() {
            let pgrep = Process()
            pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            pgrep.arguments = ["pgrep", "-P", String(parent)]
            let output = Pipe()
            pgrep.standardOutput = output
            pgrep.standardError = FileHandle.nullDevice
            guard (try? pgrep.run()) != nil else { continue }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            pgrep.waitUntilExit()
            let children = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int32($0) }
            found += children
            parents += children
        }
        return found
    }

    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "tabspec-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
