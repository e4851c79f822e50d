import TabSpecCore

/// The process exit codes of cli.md (BSD `sysexits.h` values where one fits).
enum ExitCode: Int32 {
    /// Success.
    case success = 0
    /// Spec errors (or warnings under `--strict`), stale output under `--check`, unformatted under `format --check`.
    case failure = 1
    /// Unknown command or option, bad option value.
    case usage = 64
    /// An input cannot be read.
    case noInput = 66
    /// Internal error: a bug, never caused by valid or invalid input.
    case software = 70
    /// An output cannot be written.
    case cannotCreate = 73
}

/// A failure that ends a command with a message on stderr and an exit code.
struct CLIError: Error {
    var code: ExitCode
    var message: String
    /// Print the command's usage line after the message (usage errors).
    var showsUsage = false

    static func usage(_ message: String) -> CLIError {
        CLIError(code: .usage, message: message, showsUsage: true)
    }

    static func noInput(_ message: String) -> CLIError {
        CLIError(code: .noInput, message: message)
    }

    static func cannotCreate(_ message: String) -> CLIError {
        CLIError(code: .cannotCreate, message: message)
    }

    /// `invalid value 'x' for '--option'; expected …` (with did-you-mean), worded as a spec's invalid value.
    static func invalidValue(_ value: String, for option: String, expected: String, suggestions: [String] = []) -> CLIError {
        .usage(Diagnostic.invalidValueMessage(value, for: option, expected: expected, suggestions: suggestions))
    }
}
