import Foundation
import Testing

/// docs/Editors.md's Neovim 0.7–0.9 set-up, run as the guide writes it in a real headless Neovim (Debian 12's
/// 0.7.2 here): the Lua block is read from the guide, so the guide and the test cannot drift. The spec lies in
/// a folder with spaces and non-ASCII characters; the `tabspec` the set-up finds on the `PATH` is the built
/// binary, behind a small shell script that records how the server ended.
@Suite("Neovim set-up")
struct NeovimSetUpTests {
    /// `nvim` on the `PATH`, or `nil`.
    static let neovim: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/nvim" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The guide's Lua block for Neovim 0.7 to 0.9: the first one after the sentence that introduces it.
    static func setUp() throws -> String {
        let guide = try String(contentsOfFile: TabspecProcess.packageRoot + "/docs/Editors.md", encoding: .utf8)
        let introduction = try #require(guide.range(of: "With Neovim 0.7 to 0.9"), "docs/Editors.md has no Neovim 0.7 set-up")
        let opening = try #require(guide.range(of: "```lua\n", range: introduction.upperBound..<guide.endIndex))
        let closing = try #require(guide.range(of: "\n```\n", range: opening.upperBound..<guide.endIndex))
        return String(guide[opening.upperBound..<closing.lowerBound]) + "\n"
    }

    /// A spec whose second line has a misspelt key after a non-ASCII title: `badg` starts 50 UTF-16 units and
    /// 53 bytes into the line.
    static let spec = "tabbar Main {\n    tab home { symbol: \"house\", title: \"Café 🏠\", badg: 1 }\n}\n"

    /// What the check writes after the diagnostics appear (or 20 s pass): each diagnostic as
    /// `line:column-endLine:endColumn severity code source message` (0-based lines, byte columns), then the
    /// buffer's file type; then it quits.
    static let check = """
    vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
    local lines = {}
    for _, d in ipairs(vim.diagnostic.get(0)) do
      table.insert(lines, string.format("%d:%d-%d:%d %s %s %s %s", d.lnum, d.col, d.end_lnum, d.end_col,
        d.severity, tostring(d.code), tostring(d.source), d.message))
    end
    table.insert(lines, "filetype " .. vim.bo.filetype)
    vim.fn.writefile(lines, os.getenv("TABSPEC_RESULT"))
    vim.cmd("qa!")

    """

    @Test func theGuidesSetUpUsesOnlyWhatNeovim07Has() throws {
        let setUp = try Self.setUp()
        for needed in ["vim.lsp.start_client(", "vim.lsp.buf_attach_client(", "cmd = { \"tabspec\", \"lsp\" }", "pattern = \"*.tabspec\""] {
            #expect(setUp.contains(needed), "the set-up lacks \(needed)")
        }
        // `vim.fs` and `vim.lsp.start` came in 0.8; 0.7 reads `vim.filetype.add` only with `g:do_filetype_lua`.
        for missing in ["vim.fs", "vim.lsp.start(", "vim.filetype.add", "vim.lsp.config", "vim.lsp.enable"] {
            #expect(!setUp.contains(missing), "the set-up uses \(missing)")
        }
    }

    @Test(.enabled(if: NeovimSetUpTests.neovim != nil, "needs nvim on the PATH (Debian's neovim package, which .ci/run installs when it can)"))
    func theGuidesSetUpShowsTheServersDiagnosticInHeadlessNeovim() throws {
        let neovim = try #require(Self.neovim)
        let scratch = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let folder = scratch + "/Tab Bars é🏠"
        let bin = scratch + "/bin dir"
        for directory in [folder, bin, scratch + "/xdg"] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try Self.setUp().write(toFile: scratch + "/init.lua", atomically: true, encoding: .utf8)
        try Self.check.write(toFile: scratch + "/check.lua", atomically: true, encoding: .utf8)
        try Self.spec.write(toFile: folder + "/Main Tab.tabspec", atomically: true, encoding: .utf8)
        // `tabspec` on the PATH: the built binary, its exit status and standard error kept.
        func quoted(_ path: String) -> String { "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let wrapper = "#!/bin/sh\n\(quoted(TabspecProcess.executable)) \"$@\" 2>>\(quoted(scratch + "/server-stderr"))\n"
            + "echo $? > \(quoted(scratch + "/server-status"))\n"
        try wrapper.write(toFile: bin + "/tabspec", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/tabspec")

        let environment = [
            "PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HOME": scratch, "XDG_CONFIG_HOME": scratch + "/xdg", "XDG_DATA_HOME": scratch + "/xdg",
            "XDG_STATE_HOME": scratch + "/xdg", "XDG_CACHE_HOME": scratch + "/xdg",
            "TABSPEC_CHECK": scratch + "/check.lua", "TABSPEC_RESULT": scratch + "/result.txt",
        ]
        let input = try #require(FileHandle(forReadingAtPath: "/dev/null"))
        let run = try TabspecProcess.run(executable: neovim, ["--headless", "-i", "NONE", "-u", scratch + "/init.lua",
                                                              "-c", "lua dofile(os.getenv('TABSPEC_CHECK'))", "Main Tab.tabspec"],
                                         in: folder, environment: environment, standardInput: input, timeLimit: 30)
        #expect(!run.timedOut && run.status == 0, "nvim: \(run.status) \(run.stdout) \(run.stderr)")
        let result = try String(contentsOfFile: scratch + "/result.txt", encoding: .utf8)
        // Line 1 (0-based), bytes 53–57: the server's UTF-16 columns 50–54 as Neovim 0.7 converts them.
        #expect(result == "1:53-1:57 1 unknown-key tabspec unknown key 'badg' in 'tab'\nfiletype tabspec\n")

        // On `qa!` Neovim sends `shutdown` and `exit`: the server ends with 0, having logged nothing.
        var status: String?
        for _ in 0..<200 where status == nil {
            status = (try? String(contentsOfFile: scratch + "/server-status", encoding: .utf8)).flatMap { $0.hasSuffix("\n") ? $0 : nil }
            if status == nil { usleep(50_000) }
        }
        #expect(status == "0\n")
        #expect((try? String(contentsOfFile: scratch + "/server-stderr", encoding: .utf8)) ?? "" == "")
    }
}
