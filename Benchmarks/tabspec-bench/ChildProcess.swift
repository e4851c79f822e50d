import Foundation
// posix_spawn, wait4 and clock_gettime come from the C library (Foundation re-exports it too, but the benchmark
// names the module it relies on, guarded so that `swift build` works on macOS).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec-bench runs child processes with posix_spawn: Darwin, Glibc or Musl")
#endif

/// Runs a program as a child process with `posix_spawn` and waits for it with `wait4`, so the benchmark
/// gets the child's wall time and its own peak resident set size (`ru_maxrss`).
enum ChildProcess {
    /// What one run cost.
    struct Result {
        /// The exit status (or 128 + signal).
        var status: Int32
        /// From just before `posix_spawn` to `wait4`'s return, in seconds.
        var wallSeconds: Double
        /// The child's peak resident set size in bytes (`ru_maxrss`: KiB on Linux, bytes on Darwin).
        var peakResidentBytes: Int
    }

    /// Why a child could not be run.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The file actions of `posix_spawn`: an opaque pointer (`UnsafeMutableRawPointer?`) on Darwin and a struct on
    /// Glibc and Musl; `&actions` passes either to the C functions.
    #if canImport(Darwin)
    typealias FileActions = posix_spawn_file_actions_t?
    #else
    typealias FileActions = posix_spawn_file_actions_t
    #endif

    /// Spawns `path` with `arguments` (without the program name), its standard streams set up by `redirect`;
    /// the child's process id.
    static func spawn(_ path: String, _ arguments: [String], redirect: (inout FileActions) -> Void) throws -> pid_t {
        #if canImport(Darwin)
        var actions: FileActions = nil
        #else
        var actions = FileActions()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        redirect(&actions)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = argv.withUnsafeBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return EINVAL }
            return posix_spawn(&pid, path, &actions, nil, base, environ)
        }
        guard spawned == 0 else {
            throw Failure(description: "cannot run '\(path)': \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// Runs `path` with `arguments` (without the program name); stdout and stderr go to `/dev/null` unless
    /// `stdoutPath` names a file to write them to.
    static func run(_ path: String, _ arguments: [String], stdoutPath: String = "/dev/null") throws -> Result {
        let start = Clock.now()
        let pid = try spawn(path, arguments) { actions in
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let end = Clock.now()
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        return Result(status: exitStatus, wallSeconds: end - start, peakResidentBytes: peak)
    }
}

extension ChildProcess {
    /// Runs `path` through `helper --peak-of` (this benchmark, freshly started and small), so the peak
    /// resident set size is the program's own and not inherited from the large benchmark process.
    static func runMeasuringPeak(helper: String, _ path: String, _ arguments: [String], stdoutPath: String,
                                 reportPath: String) throws -> Result {
        let run = try ChildProcess.run(helper, ["--peak-of", stdoutPath, path] + arguments, stdoutPath: reportPath)
        guard run.status == 0, let report = try? String(contentsOfFile: reportPath, encoding: .utf8) else {
            throw Failure(description: "the --peak-of helper failed (exit \(run.status))")
        }
        let fields = report.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard fields.count == 3, let status = Int32(fields[0]), let peak = Int(fields[1]), let wall = Double(fields[2]) else {
            throw Failure(description: "the --peak-of helper said '\(report)'")
        }
        return Result(status: status, wallSeconds: wall, peakResidentBytes: peak)
    }
}

/// A monotonic clock in seconds.
enum Clock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
