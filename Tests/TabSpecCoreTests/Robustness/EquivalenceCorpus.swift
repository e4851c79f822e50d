import Foundation
@testable import TabSpecCore

/// Every spec of the repository, and the generated inputs of the robustness tests, by name: what the old and
/// the new front end are compared on.
enum EquivalenceCorpus {
    /// One input.
    struct Input {
        var name: String
        var bytes: [UInt8]
    }

    /// The bundled specs, the test fixtures and goldens, the fuzz regressions, the language-error cases, the
    /// mutation corpus of ``MutationTests`` and random bytes.
    static var all: [Input] {
        let cases = languageErrorCases + compileBlockErrorCases
        return files + cases.enumerated().map { Input(name: "language-error \($0.offset)", bytes: Array(MarkedSource($0.element.source).text.utf8)) }
            + mutations + randomBytes
    }

    /// Every `.tabspec` file checked in: `Specs/`, the consumer specs, fixtures, goldens and fuzz regressions.
    static var files: [Input] {
        let root = Fixtures.packageRoot
        var paths = Fixtures.bundledSpecs
        for directory in ["Tests/TabSpecConsumerTests/Specs", "Tests/TabSpecCoreTests/Fixtures", "Tests/TabSpecCoreTests/Fixtures/Format",
                          "Tests/TabSpecCoreTests/Golden/Format", "Tests/TabSpecCoreTests/Fixtures/FuzzRegressions"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + directory)) ?? []
            paths += names.filter { $0.hasSuffix(".tabspec") }.sorted().map { root + "/" + directory + "/" + $0 }
        }
        return paths.map { Input(name: String($0.dropFirst(root.count + 1)), bytes: Fixtures.bytes($0)) }
    }

    /// The mutated bundled specs as ``MutationTests`` makes them, from copies of the bundled specs as they were
    /// when the new front end replaced the old one (`Fixtures/Equivalence/Seeds`), so the inputs stay the same.
    static var mutations: [Input] {
        var inputs: [Input] = []
        for name in ["CustomTabView", "SwipeableTabBar", "HidingTabBar", "HighlightTabBar"] {
            let seed = Fixtures.bytes(Fixtures.testFile("Fixtures/Equivalence/Seeds/" + name + ".tabspec"))
            var generator = SplitMix64(seed: UInt64(seed.count) &* 2_654_435_761)
            for index in 0..<300 {
                var bytes = seed
                for _ in 0..<(1 + Int(generator.next() % 4)) { MutationTests.mutate(&bytes, using: &generator) }
                inputs.append(Input(name: "\(name)-\(index)", bytes: bytes))
            }
        }
        return inputs
    }

    /// The random inputs of ``MutationTests/randomBytesAlwaysYieldAResult()``.
    static var randomBytes: [Input] {
        var generator = SplitMix64(seed: 42)
        return (0..<300).map { index in
            let length = Int(generator.next() % 400)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                let raw = UInt8(truncatingIfNeeded: generator.next())
                bytes.append(generator.next() % 2 == 0 ? 0x20 + raw % 95 : raw)
            }
            return Input(name: "random-\(index)", bytes: bytes)
        }
    }
}
