import Foundation
import Testing
@testable import TabSpecCore

/// Seeded mutations of every spec (stray braces, separators, comment markers, quotes, line breaks): the
/// formatter never fails its own verification, and whatever it formats is idempotent.
@Suite("Format fuzz")
struct FormatFuzzTests {
    static let fragments = ["{", "}", ",", "\n", "\r\n", " ", "\t", "/*", "*/", "//", "/* c */", "// c\n", "\"", ":",
                            "tab x { title: \"X\" }", "indicator {", "@", "|", "\n\n\n", "x: 1", "\r", "首", "#FFF", "50%",
                            "tab", "    "]

    @Test func mutatedSpecsFormatIdempotentlyOrAreRefused() {
        let iterations = Int(ProcessInfo.processInfo.environment["TABSPEC_FORMAT_FUZZ"] ?? "") ?? 400
        let seed = UInt64(ProcessInfo.processInfo.environment["TABSPEC_FORMAT_FUZZ_SEED"] ?? "") ?? 7
        var generator = SplitMix64(seed: seed)
        let corpus = FormatTestSupport.corpus
        var formatted = 0
        for iteration in 0..<iterations {
            var bytes = Array(corpus[iteration % corpus.count].text.utf8)
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
                if generator.next() % 3 == 0, position < bytes.count {
                    bytes.removeSubrange(position..<min(bytes.count, position + 1 + Int(generator.next() % 4)))
                } else {
                    let fragment = Self.fragments[Int(generator.next() % UInt64(Self.fragments.count))]
                    bytes.insert(contentsOf: Array(fragment.utf8), at: position)
                }
            }
            let source = SourceFile(path: "fuzz", bytes: bytes)
            switch SpecFormatter.format(source) {
            case let .formatted(output):
                formatted += 1
                let again = SpecFormatter.format(SourceFile(path: "fuzz", text: output))
                if again != .formatted(output) {
                    Issue.record("not idempotent for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                    return
                }
            case .refused:
                continue
            case let .failed(reason):
                Issue.record("failed (\(reason)) for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                return
            }
        }
        #expect(formatted > iterations / 10)
    }
}
