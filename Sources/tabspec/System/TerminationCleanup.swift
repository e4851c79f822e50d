#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl; see Sources/tabspec/System/README.md")
#endif

/// The temporary file being written, as a C string the signal handler can pass to `unlink`, or `nil`.
///
/// A `let` holding a pointer allocated once: the handler reads memory through it and never touches a Swift
/// `var` (whose exclusivity checks and lazy initialisation are not async-signal-safe). It is initialised by
/// ``TerminationCleanup/installHandlers()`` before any handler can run.
nonisolated(unsafe) private let pendingTemporaryFile: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let slot = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
    slot.initialize(to: nil)
    return slot
}()

/// Whether the handlers are installed (only touched outside signal handlers).
nonisolated(unsafe) private var handlersInstalled = false

/// The SIGINT, SIGTERM and SIGHUP handler: removes the temporary file being written, if any, and ends the
/// process with 128 + the signal number, as a shell reports a process killed by that signal. Only
/// async-signal-safe calls (`unlink`, `_exit`).
private func removeTemporaryFileAndExit(_ signal: Int32) {
    if let path = pendingTemporaryFile.pointee {
        unlink(path)
    }
    _exit(128 + signal)
}

/// Makes SIGINT, SIGTERM and SIGHUP that arrive while a temporary file exists remove it before the process
/// ends (exit status 128 + signal), so an interrupted write leaves nothing behind.
///
/// The handlers are installed at the first temporary file (start-up stays as it was) and stay installed; a
/// signal the parent set to be ignored (`nohup`, background jobs) stays ignored. The signals are blocked while
/// the file is created and while it is renamed or removed, so the handler never sees a half-made state: it
/// either finds no file or the file this process created.
enum TerminationCleanup {
    /// The signals handled.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// A temporary file created by ``create(template:)``, open for writing.
    struct TemporaryFile {
        /// The open descriptor.
        var descriptor: Int32
        /// The path `mkstemp` chose, as registered for the handler.
        fileprivate var cPath: UnsafeMutablePointer<CChar>

        /// The path `mkstemp` chose.
        var path: String { String(cString: cPath) }
    }

    /// Creates a new file from `template` (a path ending in `XXXXXX`, which `mkstemp` replaces; mode 0600)
    /// and registers it for removal by the handlers.
    static func create(template: String) throws(SystemError) -> TemporaryFile {
        let bytes = template.utf8CString
        let cPath = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        cPath.initialize(from: Array(bytes), count: bytes.count)
        var failure: SystemError?
        let descriptor = withSignalsBlocked { () -> Int32 in
            installHandlers()
            let descriptor = mkstemp(cPath)
            if descriptor >= 0 {
                pendingTemporaryFile.pointee = cPath
            } else {
                failure = .current()
            }
            return descriptor
        }
        if let failure {
            cPath.deallocate()
            throw failure
        }
        return TemporaryFile(descriptor: descriptor, cPath: cPath)
    }

    /// Renames the (closed) temporary file to `path`, or removes it when `path` is `nil` or the rename fails,
    /// and unregisters it. Returns the rename's error, if any.
    static func finish(_ file: TemporaryFile, renamingTo path: String?) -> SystemError? {
        var failure: SystemError?
        withSignalsBlocked {
            if let path {
                if rename(file.cPath, path) != 0 {
                    failure = .current()
                    unlink(file.cPath)
                }
            } else {
                unlink(file.cPath)
            }
            pendingTemporaryFile.pointee = nil
        }
        file.cPath.deallocate()
        return failure
    }

    /// Installs the handlers once; a signal that was ignored stays ignored.
    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        // `SIG_IGN` is `sig_t` on Darwin and `sighandler_t` (`__sighandler_t`) on Glibc and Musl, both
        // `@convention(c) (Int32) -> Void` with the value 1 (Platform.swift); `signal` returns the previous
        // handler as an implicitly unwrapped optional of that type. C function pointers are not Equatable
        // in Swift, so they are compared as raw pointers.
        let ignored = unsafeBitCast(SIG_IGN, to: UnsafeRawPointer.self)
        for signalNumber in signals {
            let previous = signal(signalNumber, removeTemporaryFileAndExit)
            if unsafeBitCast(previous, to: UnsafeRawPointer?.self) == ignored {
                signal(signalNumber, SIG_IGN)
            }
        }
    }

    /// Runs `body` with ``signals`` blocked (`sigprocmask`); a signal that arrives meanwhile is delivered
    /// when they are unblocked. `sigset_t` is `UInt32` on Darwin and a struct (`__sigset_t`) on Glibc and
    /// Musl, so it is only built through `sigemptyset` and `sigaddset`.
    private static func withSignalsBlocked<T>(_ body: () -> T) -> T {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in signals {
            sigaddset(&blocked, signalNumber)
        }
        var previous = sigset_t()
        sigprocmask(SIG_BLOCK, &blocked, &previous)
        defer { sigprocmask(SIG_SETMASK, &previous, nil) }
        return body()
    }
}
