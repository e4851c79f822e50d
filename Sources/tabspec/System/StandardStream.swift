#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl; see Sources/tabspec/System/README.md")
#endif

/// Standard output and standard error, written with `write(2)`: no C stdio buffer sits in between, so every
/// failure is seen at the call that caused it.
///
/// C stdio is not used, so the `FILE` pointer types do not matter: Darwin's overlay declares
/// `var stdout: UnsafeMutablePointer<FILE>` (non-optional, backed by `__stdoutp`), Glibc and Musl import the C
/// globals as `UnsafeMutablePointer<FILE>!`. `STDOUT_FILENO` and `STDERR_FILENO` are `Int32` everywhere.
enum StandardStream {
    case output
    case error

    /// The file descriptor: `STDOUT_FILENO` or `STDERR_FILENO`.
    var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// Whether the stream is a terminal (`isatty`).
    var isTerminal: Bool {
        isatty(descriptor) == 1
    }

    /// Writes all of `text`; the error of a failed write, if any.
    func write(_ text: String) -> SystemError? {
        var text = text
        return text.withUTF8 { SystemFile.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}

/// The running process: its environment and its exit.
enum CurrentProcess {
    /// The value of environment variable `name` (`getenv`), or `nil` when it is unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Ends the process with `status` (`exit`: C `atexit` handlers run; nothing is buffered in stdio).
    static func end(_ status: Int32) -> Never {
        exit(status)
    }
}
