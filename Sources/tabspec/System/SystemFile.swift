#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl; see Sources/tabspec/System/README.md")
#endif

/// Reading files and directories, creating directories, and the paths the process sees.
enum SystemFile {
    /// The descriptor of standard input.
    static let standardInput: Int32 = STDIN_FILENO

    /// Up to `limit` bytes of the file at `path` (open with `O_CLOEXEC`, so no child process inherits it;
    /// `O_CLOEXEC` is `0x0100_0000` on Darwin and `0o2000000` on Linux, both imported as `Int32`).
    static func readBytes(_ path: String, limit: Int) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .current() }
        defer { close(descriptor) }
        return try readBytes(descriptor: descriptor, limit: limit)
    }

    /// Up to `limit` bytes read from `descriptor` until end of file: a caller that gets exactly `limit` bytes
    /// back and passed one more than it accepts knows the input was too large.
    static func readBytes(descriptor: Int32, limit: Int) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            // `read` is `(Int32, UnsafeMutableRawPointer!, Int) -> Int` on every platform.
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                let error = SystemError.current()
                if error.isInterrupted { continue }
                throw error
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Reads what is available from `descriptor`, at most `capacity` bytes, blocking until something is: empty
    /// at the end of the stream (an interrupted read is retried).
    static func readAvailable(descriptor: Int32, capacity: Int) throws(SystemError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: max(capacity, 1))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Array(chunk[0..<count]) }
            let error = SystemError.current()
            if !error.isInterrupted { throw error }
        }
    }

    /// Writes all of `bytes` to `descriptor`, continuing after short writes and `EINTR`; the first error
    /// otherwise (`ENOSPC` on a full disk or `/dev/full`, `EPIPE` on a closed pipe when `SIGPIPE` is ignored).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemError? {
        guard let base = bytes.baseAddress else { return nil }
        var written = 0
        while written < bytes.count {
            // `write` is `(Int32, UnsafeRawPointer!, Int) -> Int` on every platform.
            let count = write(descriptor, base + written, bytes.count - written)
            if count < 0 {
                let error = SystemError.current()
                if error.isInterrupted { continue }
                return error
            }
            written += count
        }
        return nil
    }

    /// The names in a directory, without `.` and `..`, in the order `readdir` returns them.
    ///
    /// `opendir` returns `UnsafeMutablePointer<DIR>` on Darwin (DIR is a complete struct there) and
    /// `OpaquePointer` on Glibc and Musl, so the handle's type is left to inference. `dirent.d_name` is a
    /// fixed-size C array imported as a tuple: 1024 `CChar`s on Darwin, 256 on Glibc and Musl; the name is
    /// read up to its terminating NUL within the tuple's size, whatever that is.
    static func entries(ofDirectory path: String) throws(SystemError) -> [String] {
        guard let handle = opendir(path) else { throw .current() }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates one directory with `permissions` (before the umask); fails with `EEXIST` when the path exists.
    static func createDirectory(_ path: String, permissions: UInt32) throws(SystemError) {
        // `mode_t` is `UInt16` on Darwin and `UInt32` elsewhere.
        guard mkdir(path, mode_t(truncatingIfNeeded: permissions)) == 0 else { throw .current() }
    }

    /// The absolute path of `path` with every symbolic link, `.` and `..` resolved (`realpath`), or `nil`
    /// when it cannot be resolved (e.g. a dangling link).
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The working directory (`getcwd`), or `nil` when it cannot be determined.
    static func currentDirectory() -> String? {
        // `PATH_MAX` is 1024 on Darwin and 4096 on Linux; `getcwd` fails with `ERANGE` for a longer path.
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return buffer.withUnsafeMutableBufferPointer { pointer -> String? in
            guard let base = pointer.baseAddress, getcwd(base, pointer.count) != nil else { return nil }
            return String(cString: base)
        }
    }

    /// The permissions a new file gets from `open(…, 0o666)` under the process umask: `0o666 & ~umask`.
    static func defaultFilePermissions() -> UInt32 {
        // `umask` can only be read by setting it; it is set back at once.
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~UInt32(mask)
    }
}
