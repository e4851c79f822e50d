// Compiled with the system folder by Scripts/typecheck-apple.sh: proves the `#if canImport(Darwin)` branch is the
// one being compiled (the Darwin shim is visible) and that nothing else from the shims leaked in.
#if !canImport(Darwin)
#error("the Darwin shim is not visible: the system folder's Darwin branch would not be compiled")
#endif
#if canImport(UIKit) || canImport(SwiftUI)
#error("the UIKit or SwiftUI shim is visible to the system folder check")
#endif

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl")
#endif

#if canImport(Darwin)
/// The Darwin shapes issue 9 names, as the shim gives them: each line fails to compile if the shim imports the
/// declaration with another type (e.g. Glibc's).
private func darwinShapes(_ info: stat, _ entry: dirent, _ window: inout winsize) {
    let _: UnsafeMutablePointer<FILE> = stdout  // non-optional (Glibc: `UnsafeMutablePointer<FILE>!`)
    let _: UnsafeMutablePointer<FILE> = stderr
    let _: timespec = info.st_mtimespec  // Glibc: `st_mtim`
    let _: mode_t = info.st_mode
    let _: UInt16 = mode_t(0)  // Glibc: UInt32
    let _: Int32 = info.st_dev  // dev_t (Glibc: UInt64)
    let _: UInt64 = info.st_ino  // 64-bit inodes
    let _: Int = MemoryLayout.size(ofValue: entry.d_name)  // a 1024-CChar tuple (Glibc: 256)
    let _: (CChar, CChar, CChar) = (entry.d_name.0, entry.d_name.1, entry.d_name.1023)
    let _: UnsafeMutablePointer<DIR>? = opendir(".")  // DIR is complete (Glibc: OpaquePointer)
    let _: Int32 = O_CLOEXEC
    let _: Int32 = errno
    let _: UInt = TIOCGWINSZ
    let _: CInt = ioctl(STDOUT_FILENO, TIOCGWINSZ, &window)  // the size `ioctl(TIOCGWINSZ)` fills in
    let _: sig_t = SIG_IGN  // Glibc: `sighandler_t`
    let _: UInt32 = sigset_t()  // Glibc: a struct
}
#endif
