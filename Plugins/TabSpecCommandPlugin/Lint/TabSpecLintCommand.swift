import Foundation
import PackagePlugin

/// `swift package tabspec-lint [--target NAME …] [tabspec lint options]`: lints every `.tabspec` file of
/// the package's targets (or the named ones) with `tabspec lint`, passing other arguments through
/// (`--reporter`, `--strict`, …). Fails when `tabspec lint` does.
///
/// SwiftPM prints what a plugin writes on its standard output (buffered, when that is not a terminal) and the
/// plugin's diagnostics and failure on its standard error (at once), so tool output passed through would
/// land after the failure line in a log. The findings are therefore forwarded as diagnostics, in order,
/// before the failure (``LintOutput``); `--reporter json|github|sarif|junit` reports still go to standard
/// output byte for byte.
@main
struct TabSpecLintCommand: CommandPlugin {
    /// Runs `tabspec lint` once over all specs and forwards its output.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets: [Target]
        if targetNames.isEmpty {
            targets = context.package.targets
        } else {
            targets = try targetNames.map { name in
                guard let target = context.package.targets.first(where: { $0.name == name }) else {
                    throw LintCommandError(description: "no target named '\(name)' in package '\(context.package.displayName)'")
                }
                return target
            }
        }
        let specs = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "tabspec").map(\.url.path) }
            .filter { !$0.hasSuffix("/.tabspec") }
            .sorted()
        guard !specs.isEmpty else {
            Diagnostics.remark("no .tabspec files to lint")
            return
        }
        let (options, machineReadable) = LintOutput.toolOptions(extractor.remainingArguments)
        let result = try run(try context.tool(named: "tabspec").url, ["lint"] + options + ["--"] + specs)
        var summary: [String] = []
        if machineReadable {
            FileHandle.standardOutput.write(result.stdout)
        } else {
            let report = LintOutput.parse(String(decoding: result.stdout, as: UTF8.self))
            LintOutput.forward(report.records)
            summary += report.lines
        }
        // Standard error: configuration problems and unreadable inputs, then baseline notes and the summary.
        let messages = LintOutput.parse(String(decoding: result.stderr, as: UTF8.self))
        LintOutput.forward(messages.records)
        summary += messages.lines
        if result.status != 0 {
            throw LintCommandError(description: "tabspec lint failed" + (summary.isEmpty ? "" : ": " + summary.joined(separator: "; "))
                + " (exit status \(result.status))")
        }
        // Standard output is printed after every diagnostic, so the summary stays last; a machine-readable
        // report on standard output must stay unmixed.
        if machineReadable {
            summary.forEach { Diagnostics.remark($0) }
        } else {
            summary.forEach { print($0) }
        }
    }

    /// Runs the tool and returns its exit status and everything it printed.
    func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, stdout: Data, stderr: Data) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Standard error is read on another thread so that neither pipe can fill up and block the tool.
        let errors = ErrorReader(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, errors.wait())
    }
}

/// Reads a pipe to its end on a thread of its own.
final class ErrorReader: @unchecked Sendable {
    /// What was read; written by the reading thread before `done` is signalled.
    private var data = Data()
    /// Signalled when the pipe is at its end.
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle`.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the pipe is at its end.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A failure reported to `swift package`.
struct LintCommandError: Error, CustomStringConvertible {
    /// The message.
    var description: String
}
