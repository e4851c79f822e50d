import Foundation
import Testing

/// Writes go through a temporary file and a rename; they keep permissions and symbolic links.
@Suite("File safety")
struct FileSafetyTests {
    @Test func inPlaceFormattingKeepsPermissionsAndSymbolicLinks() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/Real.tabspec"
        try "tabbar T {\n  tab a {  title:\"A\" }\n}\n".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        try FileManager.default.createSymbolicLink(atPath: directory + "/Link.tabspec", withDestinationPath: "Real.tabspec")

        let result = try TabspecProcess.run(["format", "--in-place", "Link.tabspec"], in: directory)
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/Link.tabspec") == "Real.tabspec")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "tabbar T {\n    tab a { title: \"A\" }\n}\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".tabspec-") }
        #expect(leftovers == [])
    }
}
