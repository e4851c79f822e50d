import Foundation
import TabSpecCore

// tabspec-bench: generates 1, 4 and 16 MB specs, times every front-end stage, lint and compile against
// JSONDecoder decoding the same content, measures the CLI's peak memory and start-up, and checks the
// targets of docs/Performance.md.

// `tabspec-bench --peak-of OUTPUT PROGRAM ARGS…`: runs PROGRAM from this fresh, small process and prints
// "status maxrss-bytes wall-seconds". A child's ru_maxrss includes the peak of the process it was spawned from
// (Linux copies the old address space's high-water mark at exec, and posix_spawn shares the parent's), so the
// bench, holding 16 MB corpora, has this helper spawn the CLI instead.
if CommandLine.arguments.count >= 4, CommandLine.arguments[1] == "--peak-of" {
    let arguments = CommandLine.arguments
    do {
        let run = try ChildProcess.run(arguments[3], Array(arguments.dropFirst(4)), stdoutPath: arguments[2])
        print("\(run.status) \(run.peakResidentBytes) \(run.wallSeconds)")
        exit(0)
    } catch {
        print("error \(error)")
        exit(1)
    }
}

let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case let .success(parsed):
    options = parsed
case let .failure(error):
    if !error.message.isEmpty { FileHandle.standardError.write(Data("error: \(error.message)\n".utf8)) }
    FileHandle.standardError.write(Data(BenchOptions.usage.utf8))
    exit(error.message.isEmpty ? 0 : 64)
}

/// Prints a line at once (output may be piped into a file while the bench runs).
func say(_ text: String = "") {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

let megabyte = 1 << 20
let encoder = JSONEncoder()

/// Generates the corpus of `size` MB: spec bytes, pretty and compact JSON, and the content itself.
func corpus(megabytes: Int) -> (spec: [UInt8], pretty: Data, compact: Data, content: BenchSpecFile) {
    var generator = SpecGenerator(seed: options.seed &+ UInt64(megabytes))
    let output = generator.generate(size: megabytes * megabyte)
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let pretty = (try? encoder.encode(output.content)) ?? Data()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let compact = (try? encoder.encode(output.content)) ?? Data()
    return (Array(output.text.utf8), pretty, compact, output.content)
}

if let directory = options.writeCorpusDirectory {
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for size in options.sizes {
        let (spec, pretty, _, _) = corpus(megabytes: size)
        let base = directory + "/bench-\(size)MB"
        _ = FileManager.default.createFile(atPath: base + ".tabspec", contents: Data(spec))
        _ = FileManager.default.createFile(atPath: base + ".json", contents: pretty)
        say("wrote \(base).tabspec (\(spec.count) bytes) and \(base).json (\(pretty.count) bytes)")
    }
    exit(0)
}

// MARK: Machine

func firstLine(of path: String, matching prefix: String) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init)
}

let cpu = firstLine(of: "/proc/cpuinfo", matching: "model name")?.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?"
let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
say("tabspec-bench: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory / UInt64(megabyte) / 1024) GiB; load average \(load)")
say("seed \(options.seed); \(options.runs) runs per stage (16 MB and larger: \(max(3, options.runs / 2))) after one warm-up; times are the fastest run (median in brackets)")
say()

// MARK: Stages

let linterOne = Linter(settings: LintSettings(devices: ["iphone-16"], orientations: [.portrait]))
let linterMatrix = Linter()
let decoder = JSONDecoder()
let stages = options.onlyStages.isEmpty ? Stage.allCases : Stage.allCases.filter { options.onlyStages.contains($0.rawValue) }
/// `--only` names stages outside the table alone (`lsp`, `lint-languages`): no corpora, no other child processes.
let onlyExtras = !options.onlyStages.isEmpty && stages.isEmpty

/// The timings of one corpus size.
struct SizeResult {
    var megabytes: Int
    var specBytes: Int
    var prettyBytes: Int
    var compactBytes: Int
    var timings: [Stage: Timing] = [:]
}

var results: [SizeResult] = []
var checksum = 0
var findingsOne = 0
var findingsMatrix = 0
var findingsByRule: [String] = []
var corpusFailure = false

for size in onlyExtras ? [] : options.sizes {
    let (spec, pretty, compact, content) = corpus(megabytes: size)
    let path = "bench-\(size)MB.tabspec"
    let document = SpecDocument(source: SourceFile(path: path, bytes: spec))
    let tabCount = content.tabBars.reduce(0) { $0 + $1.tabs.count }
    say("\(size) MB corpus: \(spec.count) bytes of .tabspec, \(content.tabBars.count) tab bars, \(tabCount) tabs; JSON \(pretty.count) bytes pretty, \(compact.count) compact")
    // The corpus must be valid and the JSON must hold the same content, or the comparison means nothing.
    if !document.diagnostics.isEmpty || document.tabBars.count != content.tabBars.count
        || document.tabBars.reduce(0, { $0 + $1.tabs.count }) != tabCount {
        say("  corpus problem: \(document.diagnostics.count) diagnostics, \(document.tabBars.count) tab bars analysed")
        for diagnostic in document.diagnostics.prefix(5) {
            say("    \(document.source.location(of: diagnostic.range.start)): \(diagnostic.message) [\(diagnostic.id)]")
        }
        corpusFailure = true
    }
    if (try? decoder.decode(BenchSpecFile.self, from: pretty)) != content || (try? decoder.decode(BenchSpecFile.self, from: compact)) != content {
        say("  corpus problem: the JSON does not decode to the generated content")
        corpusFailure = true
    }
    let parsedTree = Benchmarking.parse(document.source)
    let runs = size >= 16 ? max(3, options.runs / 2) : options.runs
    var result = SizeResult(megabytes: size, specBytes: spec.count, prettyBytes: pretty.count, compactBytes: compact.count)
    for stage in stages {
        let timing: Timing
        switch stage {
        case .source:
            timing = Timing.measure(runs: runs, checksum: &checksum) { SourceFile(path: path, bytes: spec).lineCount }
        case .lex:
            timing = Timing.measure(runs: runs, checksum: &checksum) { Benchmarking.lex(document.source) }
        case .parse:
            timing = Timing.measure(runs: runs, checksum: &checksum) { Benchmarking.parse(document.source).nodeCount }
        case .check:
            timing = Timing.measure(runs: runs, checksum: &checksum) { Benchmarking.check(parsedTree).tabBars.count }
        case .analysis:
            timing = Timing.measure(runs: runs, checksum: &checksum) { SpecDocument(source: SourceFile(path: path, bytes: spec)).tabBars.count }
        case .rulesOne:
            timing = Timing.measure(runs: runs, checksum: &checksum) { linterOne.lint(document).count }
            let findings = linterOne.lint(document)
            findingsOne = findings.count
            findingsByRule = Dictionary(grouping: findings, by: { $0.id.rawValue }).map { "\($0.key) \($0.value.count)" }.sorted()
        case .rulesMatrix:
            timing = Timing.measure(runs: runs, checksum: &checksum) { linterMatrix.lint(document).count }
            findingsMatrix = linterMatrix.lint(document).count
        case .emit:
            timing = Timing.measure(runs: runs, checksum: &checksum) { SwiftEmitter.utf8(document, fileName: path, accessLevel: .internal).count }
        case .lintOne:
            timing = Timing.measure(runs: runs, checksum: &checksum) {
                linterOne.lint(SpecDocument(source: SourceFile(path: path, bytes: spec))).count
            }
        case .lintMatrix:
            timing = Timing.measure(runs: runs, checksum: &checksum) {
                linterMatrix.lint(SpecDocument(source: SourceFile(path: path, bytes: spec))).count
            }
        case .compile:
            timing = Timing.measure(runs: runs, checksum: &checksum) {
                SwiftEmitter.utf8(SpecDocument(source: SourceFile(path: path, bytes: spec)), fileName: path, accessLevel: .internal).count
            }
        case .jsonPretty:
            timing = Timing.measure(runs: runs, checksum: &checksum) { (try? decoder.decode(BenchSpecFile.self, from: pretty))?.tabBars.count ?? -1 }
        case .jsonCompact:
            timing = Timing.measure(runs: runs, checksum: &checksum) { (try? decoder.decode(BenchSpecFile.self, from: compact))?.tabBars.count ?? -1 }
        }
        result.timings[stage] = timing
    }
    if stages.contains(.rulesOne) || stages.contains(.rulesMatrix) {
        say("  lint findings: \(findingsOne) on one device (\(findingsByRule.joined(separator: ", "))), \(findingsMatrix) over the matrix")
    }
    results.append(result)
}
say()

// MARK: Stage table

func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
    let count = text.count
    guard count < width else { return text }
    let spaces = String(repeating: " ", count: width - count)
    return right ? spaces + text : text + spaces
}

if !onlyExtras {
    var header = pad("stage", 14, right: false)
    var rule = String(repeating: "-", count: 14)
    for result in results {
        header += " | " + pad("\(result.megabytes) MB: ms", 16) + pad("MB/s", 8) + pad("ms/MB", 8)
        rule += "-|-" + String(repeating: "-", count: 32)
    }
    say(header)
    say(rule)
    for stage in stages {
        var row = pad(stage.rawValue, 14, right: false)
        for result in results {
            guard let timing = result.timings[stage] else { continue }
            let bytes = stage == .jsonCompact ? result.compactBytes : (stage == .jsonPretty ? result.prettyBytes : result.specBytes)
            let ms = timing.minimum * 1000
            let throughput = Double(bytes) / Double(megabyte) / timing.minimum
            // ms per MB of .tabspec content for every stage, so JSON rows compare the same content.
            let perMB = ms / (Double(result.specBytes) / Double(megabyte))
            row += " | " + pad(fixed(ms, 1) + " [" + fixed(timing.median * 1000, 1) + "]", 16) + pad(fixed(throughput, 1), 8) + pad(fixed(perMB, 2), 8)
        }
        say(row)
    }
    say()
    say("MB/s counts the bytes the stage reads (.tabspec, or that JSON); ms/MB is per MB of .tabspec content for every row.")
    for stage in stages {
        say("  " + pad(stage.rawValue, 13, right: false) + stage.legend)
    }
    if !options.skipProcesses, options.onlyStages.isEmpty || options.onlyStages.contains("lsp") {
        say("  " + pad("lsp", 13, right: false) + LSPBench.legend)
    }
    say()
}

// MARK: Targets

/// One target line: PASS/FAIL and the numbers behind it.
struct Verdict {
    var name: String
    var detail: String
    var passed: Bool?
}
var verdicts: [Verdict] = []

func jsonTime(_ result: SizeResult) -> Double? {
    let times = [result.timings[.jsonPretty], result.timings[.jsonCompact]].compactMap { $0?.minimum }
    return times.min()
}

for (stage, need, label) in [(Stage.lintOne, 2.0, "lint (1 device) vs JSONDecoder"), (.compile, 1.0, "compile vs JSONDecoder"),
                             (.lintMatrix, 0.0, "lint (matrix) vs JSONDecoder")] {
    var parts: [String] = []
    var passed = true
    var measured = false
    for result in results {
        guard let json = jsonTime(result), let timing = result.timings[stage] else { continue }
        let ratio = json / timing.minimum
        measured = true
        parts.append("\(result.megabytes) MB \(fixed(ratio, 1))×")
        if ratio < need { passed = false }
    }
    guard measured else { continue }
    let requirement = need > 0 ? " (need ≥ \(fixed(need, 0))× faster than the faster JSON decode)" : " (informational)"
    verdicts.append(Verdict(name: label, detail: parts.joined(separator: ", ") + requirement, passed: need > 0 ? passed : nil))
}

if let first = results.first, let last = results.last, results.count > 1 {
    for (stage, counts) in [(Stage.lintOne, true), (.lintMatrix, true), (.compile, true), (.analysis, false), (.jsonCompact, false)] {
        guard let small = first.timings[stage], let large = last.timings[stage] else { continue }
        let perSmall = small.minimum / Double(first.specBytes)
        let perLarge = large.minimum / Double(last.specBytes)
        let ratio = perLarge / perSmall
        let detail = "ms/MB \(fixed(perSmall * 1000 * Double(megabyte), 2)) at \(first.megabytes) MB → \(fixed(perLarge * 1000 * Double(megabyte), 2)) at \(last.megabytes) MB = \(fixed(ratio, 2))×"
            + (counts ? " (need within ±20%)" : " (informational)")
        verdicts.append(Verdict(name: "linear: \(stage.rawValue)", detail: detail, passed: counts ? abs(ratio - 1) <= 0.2 : nil))
    }
}

// MARK: Child processes

/// This executable's path.
func executablePath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}

/// The directory of this executable (its siblings are the other products of the same build).
func executableDirectory() -> String {
    (executablePath() as NSString).deletingLastPathComponent
}

/// The package root: three levels above this file.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// The bundled spec `Specs/CustomTabView.tabspec`: the package's, or the current directory's when the package's
/// is not there.
func bundledSpecPath() -> String {
    let inPackage = packageRoot + "/Specs/CustomTabView.tabspec"
    let fileManager = FileManager.default
    return fileManager.fileExists(atPath: inPackage) ? inPackage : fileManager.currentDirectoryPath + "/Specs/CustomTabView.tabspec"
}

if !options.skipProcesses, !onlyExtras {
    let directory = executableDirectory()
    let tabspec = directory + "/tabspec"
    let empty = directory + "/tabspec-empty"
    let fileManager = FileManager.default
    if !fileManager.isExecutableFile(atPath: tabspec) || !fileManager.isExecutableFile(atPath: empty) {
        say("child processes skipped: build '\(tabspec)' and '\(empty)' first (swift build -c release)")
    } else {
        // Peak memory: the real CLI on the largest corpus, in a child process.
        let largest = options.sizes.max() ?? 16
        let temporary = NSTemporaryDirectory() + "tabspec-bench-\(getpid())"
        try? fileManager.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: temporary) }
        let specPath = temporary + "/bench-\(largest)MB.tabspec"
        let (spec, _, _, _) = corpus(megabytes: largest)
        _ = fileManager.createFile(atPath: specPath, contents: Data(spec))
        let limit = 6 * spec.count
        say("peak memory (ru_maxrss of the child; the input is \(fixed(Double(spec.count) / Double(megabyte), 2)) MB, the limit 6× = \(fixed(Double(limit) / Double(megabyte), 1)) MB):")
        // `lint` with every reporter (the ones that write JSON or XML used to build the whole report first).
        let lintRuns = ["xcode", "human", "json", "github", "sarif", "junit"].map { reporter in
            ("tabspec lint --reporter \(reporter)", ["lint", "--reporter", reporter, specPath], "/dev/null")
        }
        for (label, arguments, output) in lintRuns + [("tabspec compile --stdout", ["compile", "--stdout", specPath], temporary + "/out.swift")] {
            do {
                let run = try ChildProcess.runMeasuringPeak(helper: executablePath(), tabspec, arguments, stdoutPath: output,
                                                            reportPath: temporary + "/peak.txt")
                let outputBytes = output == "/dev/null" ? nil : (try? fileManager.attributesOfItem(atPath: output)[.size] as? Int) ?? nil
                let ratio = Double(run.peakResidentBytes) / Double(spec.count)
                say("  \(pad(label, 32, right: false)) \(pad(fixed(Double(run.peakResidentBytes) / Double(megabyte), 1), 7)) MB = \(fixed(ratio, 2))× input; "
                    + "\(fixed(run.wallSeconds * 1000, 0)) ms wall; exit \(run.status)"
                    + (outputBytes.map { "; \(fixed(Double($0) / Double(megabyte), 1)) MB of Swift" } ?? ""))
                verdicts.append(Verdict(name: "peak memory: \(label) \(largest) MB",
                                        detail: "\(fixed(Double(run.peakResidentBytes) / Double(megabyte), 1)) MB = \(fixed(ratio, 2))× the input (need ≤ 6×)",
                                        passed: run.peakResidentBytes <= limit && (run.status == 0 || label.hasPrefix("tabspec lint"))))
            } catch {
                say("  \(label): \(error)")
                verdicts.append(Verdict(name: "peak memory: \(label)", detail: "\(error)", passed: false))
            }
        }
        try? fileManager.removeItem(atPath: temporary + "/out.swift")
        say()

        // Start-up: the CLI on a bundled spec against an empty Swift program, interleaved.
        let bundled = bundledSpecPath()
        var failures: [String] = []
        let (emptyTimes, tabspecTimes, startupError) = interleavedTimes(runs: options.startupRuns) {
            let emptyRun = try ChildProcess.run(empty, [])
            let compileRun = try ChildProcess.run(tabspec, ["compile", "--stdout", bundled])
            if compileRun.status != 0 { failures.append("tabspec compile exited \(compileRun.status)") }
            return (emptyRun.wallSeconds, compileRun.wallSeconds)
        }
        if let startupError { failures.append(startupError) }
        if let failure = failures.first {
            say("start-up: \(failure)")
            verdicts.append(Verdict(name: "start-up", detail: failure, passed: false))
        } else {
            let ratio = median(tabspecTimes) / median(emptyTimes)
            say("start-up (\(options.startupRuns) interleaved runs each, spawn to exit):")
            say("  tabspec compile --stdout Specs/CustomTabView.tabspec: median \(fixed(median(tabspecTimes) * 1000, 2)) ms, min \(fixed((tabspecTimes.min() ?? 0) * 1000, 2)) ms")
            say("  tabspec-empty (an empty Swift program):              median \(fixed(median(emptyTimes) * 1000, 2)) ms, min \(fixed((emptyTimes.min() ?? 0) * 1000, 2)) ms")
            verdicts.append(Verdict(name: "start-up: compile --stdout vs empty program",
                                    detail: "\(fixed(ratio, 2))× (medians; need ≤ 1.3×)", passed: ratio <= 1.3))
        }
        say()

        // What the build plugin runs: `compile --lint` against `compile` on each bundled spec, interleaved.
        let bundledSpecs = ["CustomTabView", "HidingTabBar", "HighlightTabBar", "SwipeableTabBar"].map {
            (bundled as NSString).deletingLastPathComponent + "/\($0).tabspec"
        }
        var lintFailure: String?
        let (plainTimes, lintTimes, lintError) = interleavedTimes(runs: options.startupRuns) {
            var plain = 0.0
            var linted = 0.0
            for spec in bundledSpecs {
                let plainRun = try ChildProcess.run(tabspec, ["compile", "--stdout", spec])
                let lintRun = try ChildProcess.run(tabspec, ["compile", "--stdout", "--lint", spec])
                if plainRun.status != 0 || lintRun.status != 0 { lintFailure = "tabspec compile exited \(plainRun.status), --lint \(lintRun.status) on \(spec)" }
                plain += plainRun.wallSeconds
                linted += lintRun.wallSeconds
            }
            return (plain, linted)
        }
        if let lintError { lintFailure = lintError }
        if let failure = lintFailure {
            say("compile --lint: \(failure)")
            verdicts.append(Verdict(name: "compile --lint vs compile", detail: failure, passed: false))
        } else {
            let ratio = median(lintTimes) / median(plainTimes)
            say("compile --lint (\(options.startupRuns) interleaved runs of the \(bundledSpecs.count) bundled specs, spawn to exit, every device and orientation):")
            say("  tabspec compile --stdout:        median \(fixed(median(plainTimes) * 1000 / Double(bundledSpecs.count), 2)) ms per spec")
            say("  tabspec compile --stdout --lint: median \(fixed(median(lintTimes) * 1000 / Double(bundledSpecs.count), 2)) ms per spec")
            verdicts.append(Verdict(name: "compile --lint vs compile (bundled specs)",
                                    detail: "\(fixed(ratio, 2))× (medians; need ≤ 1.2×)", passed: ratio <= 1.2))
        }
        say()
    }
}

// MARK: The language server

if !options.skipProcesses, options.onlyStages.isEmpty || options.onlyStages.contains("lsp") {
    let tabspec = executableDirectory() + "/tabspec"
    if !FileManager.default.isExecutableFile(atPath: tabspec) {
        say("lsp skipped: build '\(tabspec)' first (swift build -c release)")
    } else {
        let temporary = NSTemporaryDirectory() + "tabspec-bench-lsp-\(getpid())"
        try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let (lines, lspVerdicts) = LSPBench.measure(tabspec: tabspec, directory: temporary, seed: options.seed,
                                                    startupRounds: options.startupRuns, rounds: options.lspRounds)
        try? FileManager.default.removeItem(atPath: temporary)
        for line in lines { say(line) }
        say()
        verdicts += lspVerdicts
    }
}

// MARK: Lint in languages

if options.onlyStages.isEmpty || options.onlyStages.contains("lint-languages") {
    let (lines, verdict) = LanguageBench.measure(specPath: bundledSpecPath(), runs: options.runs, checksum: &checksum)
    for line in lines { say(line) }
    say()
    verdicts.append(verdict)
}

// MARK: Verdicts

say("targets:")
for verdict in verdicts {
    let mark = verdict.passed.map { $0 ? "PASS" : "FAIL" } ?? "info"
    say("  \(mark)  \(pad(verdict.name, 44, right: false)) \(verdict.detail)")
}
if corpusFailure { say("  FAIL  the generated corpus is not valid (see above)") }
let failed = corpusFailure || verdicts.contains { $0.passed == false }
say()
say("\(verdicts.filter { $0.passed == true }.count) passed, \(verdicts.filter { $0.passed == false }.count) failed  (checksum \(checksum))")
exit(failed ? 1 : 0)
