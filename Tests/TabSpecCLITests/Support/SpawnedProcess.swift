import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("the signal tests start tabspec with posix_spawn: Darwin, Glibc or Musl")
#endif

/// A child process started with `posix_spawn` with no signal blocked and the default disposition for
/// SIGINT, SIGTERM and SIGHUP, as a shell starts a command. (Foundation's `Process` passes on the signal mask
/// of the thread that starts it, which under the test runner blocks nearly every signal.)
struct SpawnedProcess {
    let pid: pid_t

    /// How the child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// Starts `path` with `arguments`, standard input, output and error on `/dev/null`.
    init(_ path: String, _ arguments: [String]) throws {
        // The attribute and file-action types are opaque pointers (`UnsafeMutableRawPointer?`) on Darwin and
        // structs on Glibc and Musl; `&value` passes either.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        var actions: posix_spawn_file_actions_t?
        #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &handled)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = argv.withUnsafeBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return EINVAL }
            return posix_spawn(&pid, path, &actions, &attributes, base, environ)
        }
        guard result == 0 else {
            throw NSError(domain: "posix_spawn", code: Int(result), userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(result))])
        }
        self.pid = pid
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Whether the child has ended, without waiting (it is then reaped: call ``wait()`` for the ending).
    func hasEnded() -> Ending? {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? Self.ending(status) : nil
    }

    /// Waits for the child to end.
    func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return Self.ending(status)
    }

    /// `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG`, which Swift does not import (function-like macros); the layout
    /// is the same on Darwin and Linux.
    private static func ending(_ status: Int32) -> Ending {
        status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }
}
