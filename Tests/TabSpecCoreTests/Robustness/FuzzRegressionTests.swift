import Foundation
import Testing
@testable import TabSpecCore

/// Replays every input the fuzzer ever saved (crashes it found, and a few corpus inputs that reach deep
/// paths) through the same stages as the fuzz target.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let directory = Fixtures.testFile("Fixtures/FuzzRegressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereAreRegressionInputs() {
        #expect(FuzzRegressionTests.inputs.count >= 1)
    }

    @Test(arguments: FuzzRegressionTests.inputs)
    func replays(_ name: String) {
        let bytes = Fixtures.bytes(FuzzRegressionTests.directory + "/" + name)
        #expect(EveryStage.run(bytes) == [])
    }

    @Test func specsWithOptionalTabsPassEveryStage() {
        // Every stage lays such a bar out with only its required tabs, and with its tabs reversed.
        for path in [Fixtures.testFile("Fixtures/Swift/Apps.tabspec"), Fixtures.packageRoot + "/Tests/TabSpecConsumerTests/Specs/RunTimeTabs.tabspec"] {
            #expect(EveryStage.run(Fixtures.bytes(path)) == [], "\(path)")
        }
        // Every tab optional: no required bar to lay out.
        #expect(EveryStage.run(Array("tabbar A {\n    tab a { title: \"A\", optional: true }\n}\n".utf8)) == [])
    }

    @Test func bundledSpecsPassEveryStage() {
        for path in Fixtures.bundledSpecs {
            #expect(EveryStage.run(Fixtures.bytes(path)) == [], "\(path)")
        }
    }
}
