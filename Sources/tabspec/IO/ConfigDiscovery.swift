import TabSpecCore

/// Finds and loads the `.tabspec` configuration file of each spec (cli.md): the first file named `.tabspec`
/// walking up from the spec's directory (from the working directory for standard input), stopping after the
/// directory that contains `.git` (a folder, or a file in worktrees and submodules). `--config FILE` replaces
/// the search. Each directory is looked up and each file loaded once, so a run over many specs stays cheap.
struct ConfigDiscovery {
    /// The explicit `--config` file, if any.
    let explicitPath: String?
    /// The absolute working directory (without a trailing `/`).
    private let workingDirectory: String
    /// The configuration path found for each absolute directory visited (`nil`: none).
    private var pathsByDirectory: [String: String?] = [:]
    /// Loaded files by path.
    private var loaded: [String: ConfigurationFile] = [:]

    /// A discovery that uses `explicitPath` for every spec when given.
    init(explicitPath: String?) {
        self.explicitPath = explicitPath
        workingDirectory = ConfigDiscovery.currentDirectory()
    }

    /// The configuration that applies to the spec at `specPath` (`-` for standard input), or `nil` when there
    /// is none. Throws when the file cannot be read (exit 66); a file with errors is returned as is.
    mutating func configuration(forSpec specPath: String) throws(CLIError) -> ConfigurationFile? {
        guard let path = explicitPath ?? configPath(forSpec: specPath) else { return nil }
        if let file = loaded[path] { return file }
        let bytes = try FileSystem.read(path)
        let file = ConfigurationFile(source: SourceFile(path: path, bytes: bytes))
        loaded[path] = file
        return file
    }

    /// The configuration of each spec path that has one. When a configuration file has errors, prints them
    /// (with excerpts) and one error line per file on stderr and returns `nil`: the run stops before any spec
    /// is read.
    mutating func configurations(for paths: [String], console: Console) throws(CLIError) -> [String: ConfigurationFile]? {
        var configurations: [String: ConfigurationFile] = [:]
        var checked: Set<String> = []
        var broken: [ConfigurationFile] = []
        for path in paths {
            guard let configuration = try configuration(forSpec: path) else { continue }
            configurations[path] = configuration
            if checked.insert(configuration.source.path).inserted, configuration.hasErrors {
                broken.append(configuration)
            }
        }
        guard !broken.isEmpty else { return configurations }
        let reporter = HumanReporter(colors: console.stderrIsTerminal && console.colorAllowed)
        for configuration in broken {
            console.err(reporter.render(LintReport(files: [FileReport(source: configuration.source, diagnostics: configuration.diagnostics)])))
            let errors = configuration.diagnostics.filter { $0.severity == .error }.count
            console.error("configuration file '\(configuration.source.path)' has \(Wording.count(errors, "error")); no spec was checked")
        }
        return nil
    }

    /// The configuration files loaded so far (as shown in messages): a command's inputs, which no output may
    /// replace.
    var loadedPaths: [String] {
        loaded.keys.sorted()
    }

    /// The path of the `.tabspec` file for a spec, shown relative to the working directory when inside it.
    mutating func configPath(forSpec specPath: String) -> String? {
        let directory = specPath == "-" ? "." : FileSystem.parentDirectory(of: specPath)
        let current = ConfigDiscovery.normalized(directory.hasPrefix("/") ? directory : workingDirectory + "/" + directory)
        var visited: [String] = []
        var found: String?
        for directory in ConfigurationSearch.directories(from: current, exists: { FileSystem.kind(of: $0) != .missing }) {
            if let cached = pathsByDirectory[directory] {
                found = cached
                break
            }
            visited.append(directory)
            let candidate = ConfigurationSearch.path(ConfigurationFile.fileName, in: directory)
            if FileSystem.kind(of: candidate) == .file {
                found = display(candidate)
                break
            }
        }
        for directory in visited {
            pathsByDirectory[directory] = .some(found)
        }
        return found
    }

    /// An absolute path as shown in messages: relative to the working directory when inside it.
    private func display(_ absolute: String) -> String {
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// An absolute path with `.`, `..` and repeated `/` resolved lexically (symbolic links are kept, so the walk
    /// follows the path the user sees).
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` made absolute against the working directory and normalized (`compile --lint` prints absolute
    /// paths, which Xcode and `swift build` attach to the file's lines).
    static func absolute(_ path: String) -> String {
        normalized(path.hasPrefix("/") ? path : currentDirectory() + "/" + path)
    }

    /// The working directory (`/` if it cannot be determined).
    static func currentDirectory() -> String {
        normalized(SystemFile.currentDirectory() ?? "/")
    }
}
