import Foundation
import Testing

/// Every write to standard output is checked: when it fails, the command says so on stderr and exits 73
/// instead of reporting success with nothing written.
@Suite("Standard output failures")
struct StandardOutputTests {
    /// A standard output every write to fails: `/dev/full` (`ENOSPC`) where it exists (Linux), else a
    /// descriptor open only for reading (`EBADF`).
    static func failingOutput() -> (handle: FileHandle, reason: String)? {
        if let full = FileHandle(forWritingAtPath: "/dev/full") { return (full, "No space left on device") }
        return FileHandle(forReadingAtPath: "/dev/null").map { ($0, "Bad file descriptor") }
    }

    static let unformatted = "tabbar T {\n  tab a {  title:\"A\" }\n}\n"

    /// Commands that print their results on standard output (run in the package root, `-` reads
    /// ``unformatted``), with their exit status when standard output works.
    static let commands: [(arguments: [String], status: Int32)] = [
        (["frames", "Specs/CustomTabView.tabspec"], 0),
        (["frames", "--format", "json", "Specs/CustomTabView.tabspec"], 0),
        (["lint", "Specs/CustomTabView.tabspec"], 0),
        (["lint", "--reporter", "sarif", "Specs"], 0),
        (["compile", "--stdout", "Specs/CustomTabView.tabspec"], 0),
        (["compile", "--check", "-o", "/nonexistent-tabspec-output", "Specs/CustomTabView.tabspec"], 1),
        (["render", "Specs/CustomTabView.tabspec", "-o", "-"], 0),
        (["format", "Specs/CustomTabView.tabspec"], 0),
        (["format", "--check", "-"], 1),
        (["devices"], 0),
        (["devices", "--format", "json"], 0),
        (["rules"], 0),
        (["rules", "--format", "markdown"], 0),
        (["--help"], 0),
        (["help", "compile"], 0),
        (["lint", "--help"], 0),
        (["--version"], 0),
    ]

    @Test(arguments: zip(commands.map(\.arguments), commands.map(\.status)))
    func aFailedWriteToStandardOutputExits73(arguments: [String], status: Int32) throws {
        let working = try TabspecProcess.run(arguments, input: Self.unformatted)
        #expect(working.status == status, "\(arguments)")
        #expect(!working.stdout.isEmpty, "\(arguments)")
        let (output, reason) = try #require(Self.failingOutput())
        let failing = try TabspecProcess.run(arguments, input: Self.unformatted, standardOutput: output)
        try output.close()
        #expect(failing.status == 73, "\(arguments)")
        #expect(failing.stderr.hasSuffix("Error: cannot write to standard output: \(reason)\n"), "\(arguments): \(failing.stderr)")
        // The message comes once, however many writes were attempted.
        #expect(failing.stderr.components(separatedBy: "cannot write to standard output").count == 2, "\(arguments)")
    }
}
