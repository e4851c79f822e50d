#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("tabspec's system layer supports Darwin, Glibc and Musl; see Sources/tabspec/System/README.md")
#endif

/// A file written whole or not at all: the bytes go to a new temporary file in the target's directory, which
/// is renamed over the target once it is complete (`rename` is atomic within a file system). A failure, or
/// SIGINT, SIGTERM or SIGHUP meanwhile (``TerminationCleanup``), removes the temporary file.
enum AtomicFile {
    /// How temporary files are named: this prefix and six characters `mkstemp` chooses.
    static let temporaryNamePrefix = ".tabspec-"

    /// Writes `bytes` to `path` through a temporary file created in `directory` (which must be `path`'s
    /// directory, so the rename stays on one file system), giving the file `permissions`.
    static func write(_ bytes: [UInt8], to path: String, inDirectory directory: String, permissions: UInt32) throws(SystemError) {
        let separator = directory.hasSuffix("/") ? "" : "/"
        let file = try TerminationCleanup.create(template: directory + separator + temporaryNamePrefix + "XXXXXX")
        var failure = bytes.withUnsafeBytes { SystemFile.writeAll($0, to: file.descriptor) }
        // `mode_t` is `UInt16` on Darwin and `UInt32` elsewhere.
        if fchmod(file.descriptor, mode_t(truncatingIfNeeded: permissions)) != 0, failure == nil {
            failure = .current()
        }
        if close(file.descriptor) != 0, failure == nil {
            failure = .current()
        }
        let renameFailure = TerminationCleanup.finish(file, renamingTo: failure == nil ? path : nil)
        if let failure = failure ?? renameFailure { throw failure }
    }
}
