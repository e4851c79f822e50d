import Foundation
import Testing

/// Golden-file comparison: the whole output must equal the checked-in file byte for byte. Run the tests
/// with `TABSPEC_UPDATE_GOLDENS=1` to rewrite the files, then review the diff in git.
enum Golden {
    static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["TABSPEC_UPDATE_GOLDENS"] == "1"
    }

    /// Compares `actual` with the file at `path`; on a mismatch, the failure shows the first differing lines.
    static func assertMatches(_ actual: String, file path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if isUpdating {
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            try? actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("missing golden file \(path); run with TABSPEC_UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record("output differs from \(path):\n\(diff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }

    /// A short line diff: the first differing lines with a little context.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < min(old.count, new.count), old[first] == new[first] { first += 1 }
        var lines: [String] = ["@@ line \(first + 1) @@"]
        for index in max(0, first - 2)..<first { lines.append("  " + old[index]) }
        for index in first..<min(old.count, first + 6) { lines.append("- " + old[index]) }
        for index in first..<min(new.count, first + 6) { lines.append("+ " + new[index]) }
        return lines.joined(separator: "\n")
    }
}
