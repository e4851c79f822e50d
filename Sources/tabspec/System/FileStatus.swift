#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl; see Sources/tabspec/System/README.md")
#endif

/// Which file a path names: the device and inode `stat` reports. Two paths name the same file (through
/// symbolic links, hard links or `..`) exactly when their identities are equal.
struct FileIdentity: Hashable, Sendable {
    /// `st_dev`.
    var device: UInt64
    /// `st_ino`.
    var inode: UInt64
}

/// What `stat` says about a file: its kind, its identity and its permission bits.
///
/// The field types differ between the C libraries, so each is widened to one Swift type:
/// - `st_dev` is `dev_t`: `Int32` on Darwin, `UInt64` on Glibc and Musl (64-bit).
/// - `st_ino` is `ino_t`: `UInt64` on Darwin (`__darwin_ino64_t`), `UInt` on Glibc (64-bit), `UInt64` on Musl.
/// - `st_mode` is `mode_t`: `UInt16` on Darwin, `UInt32` on Glibc and Musl. The overlays declare `S_IFMT`,
///   `S_IFREG`, … as `mode_t` on every platform (`Platform.swift`), so `st_mode & S_IFMT` type-checks on all.
/// - Times are `st_mtimespec` on Darwin and `st_mtim` on Glibc and Musl; tabspec compares bytes, never
///   times, so no time field is read here.
struct FileStatus: Equatable, Sendable {
    /// The file types of `S_IFMT`.
    enum Kind: Equatable, Sendable {
        case regularFile
        case directory
        case symbolicLink
        case fifo
        case socket
        case characterDevice
        case blockDevice
        case unknown
    }

    var kind: Kind
    var identity: FileIdentity
    /// The permission bits, `st_mode & 0o7777`.
    var permissions: UInt32

    /// The file `path` names, following symbolic links (`stat`).
    init(path: String) throws(SystemError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .current() }
        self.init(info)
    }

    /// The file `path` names, without following a final symbolic link (`lstat`).
    init(linkAt path: String) throws(SystemError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .current() }
        self.init(info)
    }

    /// The file open as `descriptor` (`fstat`), e.g. standard input.
    init(descriptor: Int32) throws(SystemError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current() }
        self.init(info)
    }

    private init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        default: kind = .unknown
        }
        identity = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        permissions = UInt32(info.st_mode & 0o7777)
    }

    /// Whether this process may write the file at `path` (`access(path, W_OK)`, which follows symbolic links
    /// and uses the real user and group ids). For the superuser it is true for any file.
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }
}
