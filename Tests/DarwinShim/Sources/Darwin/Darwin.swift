// The `Darwin` module of the shim: the SDK's C declarations (DarwinCShim) plus the Swift overlay that
// swiftlang/swift's `stdlib/public/Platform/Platform.swift` declares for macOS, iOS, watchOS and tvOS,
// transcribed with its `#if os(macOS) || os(iOS) …` branches taken. Bodies call undefined C functions: the shim
// is compiled against, never linked or run.
@_exported import DarwinCShim

// MARK: sys/errno.h

/// The thread's error number: `*__error()` on Darwin.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`errno`)
public var errno: Int32 {
    get { __error().pointee }
    set { __error().pointee = newValue }
}

// MARK: stdio.h

/// Standard input; non-optional on Darwin (Glibc imports the C global as `UnsafeMutablePointer<FILE>!`).
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`stdin`)
public var stdin: UnsafeMutablePointer<FILE> {
    get { __stdinp }
    set { __stdinp = newValue }
}

/// Standard output; non-optional on Darwin.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`stdout`)
public var stdout: UnsafeMutablePointer<FILE> {
    get { __stdoutp }
    set { __stdoutp = newValue }
}

/// Standard error; non-optional on Darwin.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`stderr`)
public var stderr: UnsafeMutablePointer<FILE> {
    get { __stderrp }
    set { __stderrp = newValue }
}

// MARK: fcntl.h

/// `open(2)` without a mode (C's `open` is variadic and not imported).
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`open(_:_:)`)
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 {
    __darwin_shim_open(path, oflag, 0)
}

/// `open(2)` with a mode.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`open(_:_:_:)`)
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 {
    __darwin_shim_open(path, oflag, mode)
}

/// `openat(2)` without a mode.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`openat(_:_:_:)`)
public func openat(_ fd: Int32, _ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 {
    __darwin_shim_openat(fd, path, oflag, 0)
}

/// `openat(2)` with a mode.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`openat(_:_:_:_:)`)
public func openat(_ fd: Int32, _ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 {
    __darwin_shim_openat(fd, path, oflag, mode)
}

/// `fcntl(2)` without an argument.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`fcntl(_:_:)`)
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 {
    __darwin_shim_fcntl(fd, cmd, 0)
}

/// `fcntl(2)` with an integer argument.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`fcntl(_:_:_:)`)
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 {
    __darwin_shim_fcntl(fd, cmd, value)
}

/// `fcntl(2)` with a pointer argument.
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`fcntl(_:_:_:)`)
public func fcntl(_ fd: Int32, _ cmd: Int32, _ ptr: UnsafeMutableRawPointer) -> Int32 {
    __darwin_shim_fcntl_ptr(fd, cmd, ptr)
}

// MARK: sys/stat.h (the overlay declares the file-type and permission bits as `mode_t`: UInt16 on Darwin)

/// swiftlang/swift stdlib/public/Platform/Platform.swift (`S_IFMT` and the other mode bits)
public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFBLK: mode_t { mode_t(0o060000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }
public var S_IFWHT: mode_t { mode_t(0o160000) }
public var S_IRWXU: mode_t { mode_t(0o000700) }
public var S_IRUSR: mode_t { mode_t(0o000400) }
public var S_IWUSR: mode_t { mode_t(0o000200) }
public var S_IXUSR: mode_t { mode_t(0o000100) }
public var S_IRWXG: mode_t { mode_t(0o000070) }
public var S_IRGRP: mode_t { mode_t(0o000040) }
public var S_IWGRP: mode_t { mode_t(0o000020) }
public var S_IXGRP: mode_t { mode_t(0o000010) }
public var S_IRWXO: mode_t { mode_t(0o000007) }
public var S_IROTH: mode_t { mode_t(0o000004) }
public var S_IWOTH: mode_t { mode_t(0o000002) }
public var S_IXOTH: mode_t { mode_t(0o000001) }
public var S_ISUID: mode_t { mode_t(0o004000) }
public var S_ISGID: mode_t { mode_t(0o002000) }
public var S_ISVTX: mode_t { mode_t(0o001000) }
public var S_ISTXT: mode_t { S_ISVTX }
public var S_IREAD: mode_t { S_IRUSR }
public var S_IWRITE: mode_t { S_IWUSR }
public var S_IEXEC: mode_t { S_IXUSR }

// MARK: ioctl.h (C's ioctl is variadic; the request is `UInt`)

/// swiftlang/swift stdlib/public/Platform/Platform.swift (`ioctl(_:_:_:)` with a value)
public func ioctl(_ fd: CInt, _ request: UInt, _ value: CInt) -> CInt {
    __darwin_shim_ioctl(fd, request, value)
}

/// swiftlang/swift stdlib/public/Platform/Platform.swift (`ioctl(_:_:_:)` with a pointer)
public func ioctl(_ fd: CInt, _ request: UInt, _ ptr: UnsafeMutableRawPointer) -> CInt {
    __darwin_shim_ioctl_ptr(fd, request, ptr)
}

/// swiftlang/swift stdlib/public/Platform/Platform.swift (`ioctl(_:_:)`)
public func ioctl(_ fd: CInt, _ request: UInt) -> CInt {
    __darwin_shim_ioctl(fd, request, 0)
}

// MARK: signal.h (on Darwin the handler type is `sig_t`; Glibc's overlay names it `sighandler_t`)

/// swiftlang/swift stdlib/public/Platform/Platform.swift (`SIG_DFL`)
public var SIG_DFL: sig_t? { nil }
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`SIG_IGN`)
public var SIG_IGN: sig_t { unsafeBitCast(1, to: sig_t.self) }
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`SIG_ERR`)
public var SIG_ERR: sig_t { unsafeBitCast(-1, to: sig_t.self) }
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`SIG_HOLD`)
public var SIG_HOLD: sig_t { unsafeBitCast(5, to: sig_t.self) }
