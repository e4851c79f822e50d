import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("the file-safety tests make FIFOs, sockets and device nodes with the C library: Darwin, Glibc or Musl")
#endif

/// A path that is not a regular file, for the tests that prove tabspec never writes one.
enum SpecialFile: String, CaseIterable, CustomStringConvertible, Sendable {
    case directory
    case fifo
    case socket
    case characterDevice
    case blockDevice
    case linkToCharacterDevice
    case linkToFIFO

    var description: String { rawValue }
    /// The start of the error tabspec prints for the output `name` at `path` (after following a link).
    static func refusal(_ name: String, at path: String) -> String {
        func phrase(_ info: stat) -> String {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: "a directory"
            case S_IFIFO: "a FIFO (named pipe)"
            case S_IFSOCK: "a socket"
            case S_IFCHR: "a character device"
            case S_IFBLK: "a block device"
            default: "?"
            }
        }
        var link = stat()
        var target = stat()
        guard lstat(path, &link) == 0, stat(path, &target) == 0 else { return "?" }
        let kind = link.st_mode & S_IFMT == S_IFLNK ? "a symbolic link to \(phrase(target)) ('" : phrase(target) + ", not a regular file"
        return "Error: cannot write '\(name)': it is \(kind)"
    }

    /// Makes one at `path` (in a directory of ``SpecialFile/scratchDirectory()``); `false` when this system
    /// cannot make that kind here. Device nodes are made with `mknod` as the superuser (with the numbers of
    /// `/dev/null` and of a block device of `/dev`); another user gets a symbolic link to the real device,
    /// which a bug could not replace for lack of permission on `/dev`. The superuser never gets a link to a
    /// real device: without `CAP_MKNOD`, the device kinds are not made.
    static func make(_ kind: SpecialFile, at path: String) throws -> Bool {
        switch kind {
        case .directory:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .fifo:
            guard mkfifo(path, 0o644) == 0 else { throw failure("mkfifo", path) }
        case .socket:
            try makeSocket(at: path)
        case .characterDevice:
            return makeDevice(like: "/dev/null", at: path)
        case .blockDevice:
            guard let device = blockDevice() else { return false }
            return makeDevice(like: device, at: path)
        case .linkToCharacterDevice, .linkToFIFO:
            guard try make(kind == .linkToFIFO ? .fifo : .characterDevice, at: path + ".target") else { return false }
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: (path as NSString).lastPathComponent + ".target")
        }
        return true
    }

    /// A new directory with a short path (a socket path must fit in `sockaddr_un`, about 100 bytes).
    static func scratchDirectory() throws -> String {
        var template = Array("/tmp/tabspec-safety-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard let made else {
            throw failure("mkdtemp", "/tmp")
        }
        return String(cString: made)
    }

    /// `lstat`'s type, inode and device number of `path`, and where it points if it is a link: equal before and
    /// after a run when the run left the path alone.
    static func fingerprint(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "missing" }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path).sorted()) ?? []
        return "\(info.st_mode & S_IFMT) \(info.st_ino) \(info.st_rdev) \(target) \(entries)"
    }

    private static func blockDevice() -> String? {
        let names = ["loop0", "vda", "sda", "nvme0n1", "zram0", "disk0"]
        return names.map { "/dev/" + $0 }.first { path in
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFBLK
        }
    }

    private static func makeDevice(like device: String, at path: String) -> Bool {
        var info = stat()
        guard stat(device, &info) == 0 else { return false }
        if geteuid() == 0 {
            return mknod(path, info.st_mode & S_IFMT | 0o644, info.st_rdev) == 0
        }
        return (try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: device)) != nil
    }

    private static func makeSocket(at path: String) throws {
        // `SOCK_STREAM` is an `Int32` on Darwin and Musl, a `__socket_type` enum case on Glibc.
        #if canImport(Darwin)
        let descriptor = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
        #elseif canImport(Glibc)
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = Musl.socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw failure("socket", path) }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let fits = withUnsafeMutableBytes(of: &address.sun_path) { buffer -> Bool in
            guard bytes.count < buffer.count else { return false }
            buffer.copyBytes(from: bytes)
            return true
        }
        guard fits else { throw failure("socket path too long:", path) }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw failure("bind", path) }
    }

    private static func failure(_ call: String, _ path: String) -> NSError {
        NSError(domain: "SpecialFile", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "\(call) \(path): \(String(cString: strerror(errno)))"])
    }
}
