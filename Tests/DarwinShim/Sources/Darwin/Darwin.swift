// The `Darwin` module of the shim: the SDK's C declarations (DarwinCShim) plus the Swift overlay declarations
// that swiftlang/swift's `stdlib/public/Platform/Platform.swift` makes for macOS, iOS, watchOS and tvOS (its
// `#if os(macOS) || os(iOS) …` branches), transcribed for the names the system folder and the shape probe use. Bodies call undefined C functions: the shim
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

/// Standard output; non-optional on Darwin (Glibc imports the C global as `UnsafeMutablePointer<FILE>!`).
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

// MARK: fcntl.h (the mode, openat and fcntl forms are unused)

/// `open(2)` without a mode (C's `open` is variadic and not imported).
/// swiftlang/swift stdlib/public/Platform/Platform.swift (`open(_:_:)`)
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 {
    __darwin_shim_open(path, oflag, 0)
}

// MARK: sys/stat.h (the overlay declares the file-type bits as `mode_t`: UInt16 on Darwin; Glibc: UInt32)

/// swiftlang/swift stdlib/public/Platform/Platform.swift (`S_IFMT` and the other mode bits)
public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFBLK: mode_t { mode_t(0o060000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }

// MARK: ioctl.h (C's ioctl is variadic; the request is `UInt`; the value and request-only forms are unused)

/// swiftlang/swift stdlib/public/Platform/Platform.swift (`ioctl(_:_:_:)` with a pointer)
public func ioctl(_ fd: CInt, _ request: UInt, _ ptr: UnsafeMutableRawPointer) -> CInt {
    __darwin_shim_ioctl_ptr(fd, request, ptr)
}

// MARK: signal.h (on Darwin the handler type is `sig_t`; Glibc's overlay names it `sighandler_t`)

/// swiftlang/swift stdlib/public/Platform/Platform.swift (`SIG_IGN`)
public var SIG_IGN: sig_t { unsafeBitCast(1, to: sig_t.self) }
