import Foundation
import Testing

/// SIGINT, SIGTERM and SIGHUP during a write remove the temporary file before tabspec exits with 128 + signal:
/// nothing partial is left behind.
@Suite("Signals during a write")
struct SignalTests {
    /// A spec whose generated Swift is about 24 MB, so writing it takes long enough to be interrupted.
    static func largeSpec() -> String {
        let title = String(repeating: "x", count: 8_000)
        var text = "tabbar Big {\n"
        for index in 0..<1_000 {
            text += "    tab t\(index) { symbol: \"house\", title: \"\(title)\(index)\" }\n"
        }
        return text + "}\n"
    }

    /// What one interrupted compile did.
    enum Attempt {
        /// The temporary file was never seen, or the output was complete before the signal arrived: nothing
        /// proved, try again.
        case missed
        /// The signal arrived while the temporary file existed and before the output was in place.
        case interrupted(SpawnedProcess.Ending, leftovers: [String])
    }

    /// Runs `tabspec compile Big.tabspec -o Out` in `directory`, waits until the temporary file appears in
    /// `Out`, sends `signal`, and says what happened.
    static func interruptCompile(in directory: String, with signal: Int32) throws -> Attempt {
        let out = directory + "/Out"
        try? FileManager.default.removeItem(atPath: out)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let child = try SpawnedProcess(TabspecProcess.executable, ["compile", directory + "/Big.tabspec", "-o", out])
        var ending: SpawnedProcess.Ending?
        var sawTemporaryFile = false
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            if let ended = child.hasEnded() {
                ending = ended
                break
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
            if names.contains(where: { $0.hasPrefix(".tabspec-") }) {
                sawTemporaryFile = true
                child.send(signal)
                break
            }
            usleep(200)
        }
        if !sawTemporaryFile && ending == nil { child.send(SIGKILL) }
        let result = ending ?? child.wait()
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).sorted()
        guard sawTemporaryFile, !leftovers.contains("Big.swift") else { return .missed }
        return .interrupted(result, leftovers: leftovers)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalDuringAWriteRemovesTheTemporaryFile(signal: Int32) throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The configuration search stops here.
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: false)
        try Self.largeSpec().write(toFile: directory + "/Big.tabspec", atomically: false, encoding: .utf8)
        // On a loaded machine the write may finish before the signal lands; only an attempt that proves the
        // signal arrived mid-write counts, and one must.
        var proved = false
        for _ in 0..<6 {
            guard case let .interrupted(ending, leftovers) = try Self.interruptCompile(in: directory, with: signal) else { continue }
            #expect(ending == .exited(128 + signal))
            #expect(leftovers == [])
            proved = true
            break
        }
        #expect(proved, "the signal never arrived during the write in 6 attempts")
        // The spec itself is untouched.
        #expect(FileManager.default.contents(atPath: directory + "/Big.tabspec") == Data(Self.largeSpec().utf8))
    }
}
