// libFuzzer entry point over the whole tabspec pipeline. Built by Scripts/fuzz.sh with
// `swiftc -sanitize=fuzzer,address` (not SwiftPM: an executable target renames `main`, and a fuzzer built
// that way links but silently runs nothing).
import TabSpecCore

/// Feeds one input through everything a user can reach: analysis, lint over a small device matrix, every
/// reporter, frames, SVG and Swift emission. Any crash, hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let document = SpecDocument(source: SourceFile(path: "fuzz.tabspec", bytes: bytes))
    let options = LintOptions(devices: ["iphone-se-3", "iphone-16", "ipad-pro-11"])
    let diagnostics = Linter(options: options).lint(document)
    let report = LintReport(files: [FileReport(source: document.source, diagnostics: diagnostics)])
    _ = HumanReporter(colors: true).render(report)
    _ = XcodeReporter.render(report)
    _ = JSONReporter.render(report)
    FuzzStages.run(document)
    return 0
}
