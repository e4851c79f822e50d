/// The command line of `tabspec-bench`.
struct BenchOptions {
    /// Corpus sizes in MiB.
    var sizes = [1, 4, 16]
    /// Measured runs per stage and size (after one warm-up run); the 16 MB corpus gets `max(3, runs / 2)`.
    var runs = 5
    /// Runs of each program in the start-up comparison (and spawns of `tabspec lsp` in the `lsp` stage).
    var startupRuns = 30
    /// Timed changes and completions of each kind in the `lsp` stage (after a few warm-ups).
    var lspRounds = 50
    /// The generator's seed.
    var seed: UInt64 = 20_240_601
    /// Skip the child-process measurements (peak memory, start-up).
    var skipProcesses = false
    /// Only these stages (by name), e.g. for a profiler; all when empty.
    var onlyStages: [String] = []
    /// Write the corpora (`bench-NMB.tabspec` and `.json`) to this directory and stop.
    var writeCorpusDirectory: String?

    static let usage = """
    USAGE: tabspec-bench [--sizes 1,4,16] [--runs N] [--startup-runs N] [--lsp-rounds N] [--seed N]
                         [--no-processes] [--only STAGE[,STAGE…]] [--write-corpus DIR]

    Build first with 'swift build -c release' (the bench runs the sibling 'tabspec' and 'tabspec-empty'
    executables), then run 'swift run -c release tabspec-bench'.

    Stages: the in-process ones of the table (source, lex, parse, check, analysis, rules-1, rules-matrix, emit,
    lint-1, lint-matrix, compile, json-pretty, json-compact), 'lint-languages', and 'lsp': the release
    'tabspec lsp' over pipes — spawn → 'initialize' response (--startup-runs times), a one-character edit of
    a 2,000-line spec → its diagnostics (target ≤ 50 ms) and completion at a key and in a 'symbol: "…"'
    string (target ≤ 10 ms), medians of --lsp-rounds. '--only' naming no table stage skips the corpora and
    the other process measurements, e.g. '--only lsp'.

    """

    /// Parses the arguments (without the program name); `nil` and a message for bad ones.
    static func parse(_ arguments: [String]) -> Result<BenchOptions, BenchUsageError> {
        var options = BenchOptions()
        var index = 0
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--sizes":
                guard let list = value() else { return .failure(BenchUsageError(message: "--sizes needs a value")) }
                let sizes = list.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 && $0 <= 64 }) else {
                    return .failure(BenchUsageError(message: "--sizes takes MB values from 1 to 64, such as 1,4,16"))
                }
                options.sizes = sizes
            case "--runs":
                guard let text = value(), let runs = Int(text), runs > 0 else { return .failure(BenchUsageError(message: "--runs needs a number > 0")) }
                options.runs = runs
            case "--startup-runs":
                guard let text = value(), let runs = Int(text), runs > 0 else {
                    return .failure(BenchUsageError(message: "--startup-runs needs a number > 0"))
                }
                options.startupRuns = runs
            case "--lsp-rounds":
                guard let text = value(), let rounds = Int(text), rounds > 0 else {
                    return .failure(BenchUsageError(message: "--lsp-rounds needs a number > 0"))
                }
                options.lspRounds = rounds
            case "--seed":
                guard let text = value(), let seed = UInt64(text) else { return .failure(BenchUsageError(message: "--seed needs a number")) }
                options.seed = seed
            case "--no-processes":
                options.skipProcesses = true
            case "--only":
                guard let list = value() else { return .failure(BenchUsageError(message: "--only needs stage names")) }
                options.onlyStages = list.split(separator: ",").map(String.init)
            case "--write-corpus":
                guard let directory = value() else { return .failure(BenchUsageError(message: "--write-corpus needs a directory")) }
                options.writeCorpusDirectory = directory
            case "-h", "--help":
                return .failure(BenchUsageError(message: ""))
            default:
                return .failure(BenchUsageError(message: "unknown argument '\(argument)'"))
            }
            index += 1
        }
        return .success(options)
    }
}

/// A bad command line.
struct BenchUsageError: Error {
    var message: String
}
