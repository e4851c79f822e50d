/// The files a command reads, by identity (device and inode): no output may replace one of them.
///
/// `render -o`, `compile -o`, `lint --write-baseline` and `symbols import -o` check each output against
/// their inputs before writing anything; `format --in-place` is the one command meant to rewrite its input.
struct InputFiles {
    /// Each input's identity and the path it was given as (the first, when several name one file).
    private var paths: [FileIdentity: String] = [:]

    /// No inputs.
    init() {}

    /// The files at `paths` (see ``insert(_:)``).
    init(_ paths: [String]) {
        for path in paths { insert(path) }
    }

    /// Adds the file at `path`, following symbolic links; `-` adds standard input when it is redirected from
    /// a file (`< Tab.tabspec`). A path that does not exist names no file and is skipped.
    mutating func insert(_ path: String) {
        let status = path == "-" ? try? FileStatus(descriptor: SystemFile.standardInput) : try? FileStatus(path: path)
        guard let status, status.kind == .regularFile, paths[status.identity] == nil else { return }
        paths[status.identity] = InputCollector.displayPath(path)
    }

    /// The input that `status` is, if any.
    func input(sameAs status: FileStatus) -> String? {
        paths[status.identity]
    }
}

extension FileSystem {
    /// Refuses (exit 73) to write `path` when it exists and
    /// - is not a regular file after following symbolic links: a directory, a FIFO (never opened: opening one
    ///   for writing blocks), a socket or a device — `rename` would replace it with a regular file;
    /// - is the same file as one of `inputs`;
    /// - may not be written: `access(W_OK)` fails, or no write permission bit is set at all (mode `0444`
    ///   and the like), which also stops the superuser, for whom `access` allows everything. Writing would
    ///   otherwise replace the file through `rename`, which only needs permission on the directory.
    ///
    /// A path that does not exist yet is fine.
    static func checkOutput(_ path: String, protecting inputs: InputFiles = InputFiles()) throws(CLIError) {
        let status: FileStatus
        do throws(SystemError) {
            status = try FileStatus(path: path)
        } catch let error where error.isNoSuchFile {
            return
        } catch {
            throw .cannotCreate("cannot write '\(path)': \(error)")
        }
        guard status.kind == .regularFile else {
            var what = status.kind.phrase
            if (try? FileStatus(linkAt: path))?.kind == .symbolicLink {
                what = "a symbolic link to \(what)" + (SystemFile.resolvedPath(path).map { " ('\($0)')" } ?? "")
            }
            throw .cannotCreate("cannot write '\(path)': it is \(what), not a regular file")
        }
        if let input = inputs.input(sameAs: status) {
            throw .cannotCreate("cannot write '\(path)': it is the same file as the input '\(input)'; choose another output path")
        }
        guard status.permissions & 0o222 != 0, FileStatus.isWritable(path) else {
            throw .cannotCreate("cannot write '\(path)': it is read-only (mode 0\(String(status.permissions, radix: 8))); "
                + "make it writable or choose another output path")
        }
    }
}

extension FileStatus.Kind {
    /// The kind in a message: "a directory", "a FIFO (named pipe)", ….
    var phrase: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .unknown: "a special file"
        }
    }
}
