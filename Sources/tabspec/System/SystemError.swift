#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl; see Sources/tabspec/System/README.md")
#endif

/// A failed system call: its `errno` value, shown as the C library's text for it.
///
/// `errno` is thread-local in every C library; the Swift overlays of Darwin, Glibc and Musl (swiftlang/swift
/// `stdlib/public/Platform/Platform.swift`) all expose it as the same `public var errno: Int32`, so no branch
/// is needed here.
struct SystemError: Error, Equatable, CustomStringConvertible {
    /// The `errno` value.
    var code: Int32

    /// The error the last failed call left in `errno`.
    static func current() -> SystemError {
        SystemError(code: errno)
    }

    /// `No such file or directory`, `Permission denied`, … (`strerror`).
    var description: String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }

    /// `ENOENT`: the path (or a directory on it) does not exist.
    var isNoSuchFile: Bool { code == ENOENT }

    /// `EEXIST`: something already exists at the path.
    var isAlreadyExisting: Bool { code == EEXIST }

    /// `EINTR`: a signal interrupted the call; retry it.
    var isInterrupted: Bool { code == EINTR }
}
