import Foundation
import Testing

/// Limits and scale: oversized inputs are refused clearly; thousands of specs are processed in sorted order
/// with one summary.
@Suite("Hardening")
struct HardeningTests {
    @Test func inputsOverSixtyFourMegabytesAreRefused() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Huge.tabspec"
        _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: 64 * 1024 * 1024 + 1))
        for command in [["lint"], ["compile", "--stdout"], ["format"], ["frames"]] {
            let result = try TabspecProcess.run(command + ["Huge.tabspec"], in: directory)
            #expect(result.status == 66, "\(command)")
            #expect(result.stderr.contains("Error: 'Huge.tabspec' is larger than 64 MB; tabspec reads specs up to that size\n"), "\(command)")
            #expect(result.stdout == "", "\(command)")
        }
    }

    @Test func thousandsOfSpecsAreLintedInSortedOrderWithASummary() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let count = 2_000
        for index in 0..<count {
            let folder = directory + "/Specs/group\(index % 7)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Every 500th spec has one unknown key, so the output names a few files.
            let extra = index % 500 == 0 ? "    tintColour: red\n" : ""
            try "tabbar Tab\(index) {\n\(extra)    tab home { symbol: \"house\", title: \"Home\" }\n}\n"
                .write(toFile: folder + "/Spec\(index).tabspec", atomically: false, encoding: .utf8)
        }
        let result = try TabspecProcess.run(["lint", "--devices", "iphone-16", "--orientations", "portrait", "Specs"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "4 errors, 0 warnings in 2000 files\n")
        let files = result.stdout.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        #expect(files == ["Specs/group0/Spec0.tabspec", "Specs/group2/Spec1500.tabspec", "Specs/group3/Spec500.tabspec",
                          "Specs/group6/Spec1000.tabspec"])
        #expect(files == files.sorted())
    }
}
