// libFuzzer entry point over the whole tabspec pipeline. Built by Scripts/fuzz.sh with
// `swiftc -sanitize=fuzzer,address` (not SwiftPM: an executable target renames `main`, and a fuzzer built
// that way links but silently runs nothing).
import TabSpecCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("the fuzz target needs the C library's abort(): Darwin, Glibc or Musl")
#endif

/// Feeds one input through every stage (`EveryStage`); a crash, a hang, a sanitizer report or a reported
/// failure (the formatter changing meaning or not being idempotent) stops the fuzzer with the input saved.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let failures = EveryStage.run(bytes)
    if !failures.isEmpty {
        print("failures: \(failures)")
        abort()
    }
    return 0
}
