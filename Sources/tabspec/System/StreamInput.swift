#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl; see Sources/tabspec/System/README.md")
#endif

/// Waiting for standard input (the language server's messages), broken pipes, and whether another process
/// still runs (the editor that started the server).
enum StreamInput {
    /// What waiting for input gave.
    enum Wait: Equatable {
        /// Bytes (or the end of the stream) can be read without blocking.
        case ready
        /// Nothing arrived in time.
        case timedOut
    }

    /// Waits up to `milliseconds` for `descriptor` to be readable (`poll`); an interrupted wait times out, a
    /// failed one counts as ready, so the next read reports what is wrong.
    static func wait(for descriptor: Int32, milliseconds: Int32) -> Wait {
        var entry = pollfd(fd: descriptor, events: Int16(truncatingIfNeeded: POLLIN), revents: 0)
        let result = poll(&entry, 1, milliseconds)
        if result == 0 || (result < 0 && SystemError.current().isInterrupted) { return .timedOut }
        return .ready
    }

    /// Ignores `SIGPIPE`, so that writing to a closed pipe fails with `EPIPE` instead of ending the process.
    static func ignoreBrokenPipe() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Whether a process with this id exists (`kill(pid, 0)`: it succeeds, or fails only for permission).
    static func processExists(_ id: Int32) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }
}
