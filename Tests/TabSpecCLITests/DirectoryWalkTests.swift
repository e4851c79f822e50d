import Foundation
import Testing

/// Directory inputs are searched once per directory (by device and inode) and each spec file is listed once,
/// however many paths lead to it; the configuration search is safe with symbolic links too.
@Suite("Directory walks")
struct DirectoryWalkTests {
    /// A spec with two errors (so each time it is checked shows in the output), not formatted.
    static let brokenSpec = "tabbar T {\n  tab a {  titl:\"A\" }\n}\n"

    /// The files the `xcode` lines of a lint run name, in order, once per file.
    static func reportedFiles(_ result: TabspecResult) -> [String] {
        var files: [String] = []
        for line in result.stdout.split(separator: "\n") where line.contains(": error: ") {
            let file = String(line.prefix { $0 != ":" })
            if files.last != file { files.append(file) }
        }
        return files
    }

    static func link(_ path: String, to destination: String, in tree: ScratchTree) throws {
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/" + path, withDestinationPath: destination)
    }

    @Test func symbolicLinkLoopsAreSearchedOnce() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Specs/Tab.tabspec", Self.brokenSpec)
        try tree.write("Specs/Nested/Deep/Other.tabspec", Self.brokenSpec)
        try Self.link("Specs/self", to: ".", in: tree)
        try Self.link("Specs/Nested/up", to: "..", in: tree)
        try Self.link("Specs/Nested/Deep/root", to: "../../..", in: tree)
        // A dangling link and a loop of links are skipped.
        try Self.link("Specs/gone", to: "missing", in: tree)
        try Self.link("Specs/ping", to: "pong", in: tree)
        try Self.link("Specs/pong", to: "ping", in: tree)
        // Without the check the walk multiplies (three loops, each entered from every copy of the others).
        let result = try TabspecProcess.run(["lint", "--reporter", "xcode", "Specs"], in: tree.root, timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(Self.reportedFiles(result) == ["Specs/Nested/Deep/Other.tabspec", "Specs/Tab.tabspec"])
        #expect(result.stderr == "4 errors, 0 warnings in 2 files\n")
        let check = try TabspecProcess.run(["format", "--check", "Specs"], in: tree.root, timeLimit: 60)
        #expect(check.stderr == "0 errors, 0 warnings in 2 files; 2 files not formatted; run 'tabspec format --in-place' to format\n")
    }

    @Test func aSpecReachedByManyPathsIsListedOnceUnderItsPlainPath() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Specs/real/Tab.tabspec", Self.brokenSpec)
        // Links to the folder sort before and after it, and a link to the file before it.
        try Self.link("Specs/alias", to: "real", in: tree)
        try Self.link("Specs/zz", to: "real", in: tree)
        try Self.link("Specs/A.tabspec", to: "real/Tab.tabspec", in: tree)
        let result = try TabspecProcess.run(["lint", "--reporter", "xcode", "Specs"], in: tree.root)
        #expect(Self.reportedFiles(result) == ["Specs/real/Tab.tabspec"])
        #expect(result.stderr == "2 errors, 0 warnings in 1 file\n")
        // Two link-free paths (hard links): the first in sorted order.
        try FileManager.default.linkItem(atPath: tree.root + "/Specs/real/Tab.tabspec", toPath: tree.root + "/Specs/Hard.tabspec")
        let hard = try TabspecProcess.run(["lint", "--reporter", "xcode", "Specs"], in: tree.root)
        #expect(Self.reportedFiles(hard) == ["Specs/Hard.tabspec"])
        #expect(hard.stderr == "2 errors, 0 warnings in 1 file\n")
        // compile sees one spec, not two with the same output name.
        try tree.write("Valid/real/Tab.tabspec", validSpec)
        try Self.link("Valid/alias", to: "real", in: tree)
        let compiled = try TabspecProcess.run(["compile", "Valid", "Valid/alias/Tab.tabspec", "-o", "Gen"], in: tree.root)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/Gen") == ["Tab.swift"])
    }

    @Test func aSpecGivenTwiceIsCheckedOnceUnderItsFirstPath() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.write("Specs/Tab.tabspec", Self.brokenSpec)
        try Self.link("Same.tabspec", to: "Specs/Tab.tabspec", in: tree)
        let result = try TabspecProcess.run(["lint", "--reporter", "xcode", "./Specs/Tab.tabspec", "Specs", "Specs/Tab.tabspec", "Same.tabspec"],
                                            in: tree.root)
        #expect(Self.reportedFiles(result) == ["./Specs/Tab.tabspec"])
        #expect(result.stderr == "2 errors, 0 warnings in 1 file\n")
        let stdin = try TabspecProcess.run(["lint", "--reporter", "xcode", "-", "-"], input: Self.brokenSpec, in: tree.root)
        #expect(Self.reportedFiles(stdin) == ["<stdin>"])
        #expect(stdin.stderr == "2 errors, 0 warnings in 1 file\n")
    }

    // MARK: - Configuration search

    @Test func theConfigurationSearchFollowsThePathAsGivenThroughLinkedFolders() throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.makeDirectory("repo/.git")
        try tree.write("repo/.tabspec", brokenConfiguration)
        try tree.write("repo/Specs/Tab.tabspec", validSpec)
        try tree.write("shared/Tab.tabspec", validSpec)
        try Self.link("repo/Specs/self", to: ".", in: tree)
        try Self.link("repo/Linked", to: "../shared", in: tree)
        let expected = "Error: configuration file '.tabspec' has 1 error; no spec was checked\n"
        // Through a loop: the walk goes up the path as written, which always ends.
        let looped = try TabspecProcess.run(["lint", "Specs/self/self/self/Tab.tabspec"], in: tree.root + "/repo", timeLimit: 60)
        #expect(looped.status == 1)
        #expect(looped.stderr.hasSuffix(expected))
        // Through a link to a folder outside the repository: the repository's configuration applies.
        let linked = try TabspecProcess.run(["lint", "Linked/Tab.tabspec"], in: tree.root + "/repo", timeLimit: 60)
        #expect(linked.status == 1)
        #expect(linked.stderr.hasSuffix(expected))
        // Directly, the shared spec has no configuration.
        #expect(try TabspecProcess.run(["lint", "shared/Tab.tabspec"], in: tree.root, timeLimit: 60).status == 0)
    }

    @Test(arguments: [SpecialFile.fifo, .directory, .linkToFIFO])
    func aConfigurationPathThatIsNotARegularFileIsSkippedUnopened(kind: SpecialFile) throws {
        let tree = try ScratchTree()
        defer { tree.remove() }
        try tree.makeDirectory("repo/.git")
        try tree.write("repo/.tabspec", brokenConfiguration)
        try tree.write("repo/Specs/Tab.tabspec", validSpec)
        guard try SpecialFile.make(kind, at: tree.root + "/repo/Specs/.tabspec") else { return }
        let result = try TabspecProcess.run(["lint", "Specs/Tab.tabspec"], in: tree.root + "/repo", timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("Error: configuration file '.tabspec' has 1 error; no spec was checked\n"))
    }
}
