import TabSpecCore

/// Dispatches `tabspec <command> [options] <inputs>` and maps failures to exit codes.
enum TabSpecCLI {
    /// The release, as the newest entry of CHANGELOG.md names it: `tabspec --version`, the language server's
    /// `serverInfo` and SARIF reports print it. `Scripts/set-version.sh` changes it with the other places that
    /// name the release; `VersionTests` checks that they all agree with the changelog.
    static let version = "1.3.0"

    static var overview: String {
        var text = """
        OVERVIEW: Compile, lay out, render and lint declarative tab-bar specs (.tabspec).

        USAGE: tabspec <command> [options] <inputs>

        COMMANDS:

        """
        for command in commands {
            text += CommandHelp.row(command.name, command.help.overview)
        }
        text += "\nOPTIONS:\n" + CommandHelp.row("--version", "Show the version.") + CommandHelp.row("-h, --help", "Show help information.")
        text += "\nSee 'tabspec help <command>' for a command's options.\n"
        return text
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    static func unknownCommand(_ name: String) -> CLIError {
        .usage("unknown command '\(name)'" + Suggestion.phrase(for: name, among: commands.map { $0.name }))
    }

    /// Runs the CLI with `arguments` (without the program name) and returns the exit code: 73 after a failed
    /// write to standard output, whatever the command returned (its results did not arrive).
    static func main(_ arguments: [String], console: Console) -> ExitCode {
        let code = run(arguments, console: console)
        guard let failure = console.outputFailure else { return code }
        console.error("cannot write to standard output: \(failure)")
        return .cannotCreate
    }

    /// Runs the command `arguments` name.
    private static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.err(overview)
            return .usage
        }
        switch first {
        case "-h", "--help":
            console.out(overview)
            return .success
        case "--version":
            console.out("tabspec \(version)\n")
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            let error = first.hasPrefix("-") ? CLIError.usage("unknown option '\(first)'") : unknownCommand(first)
            console.error(error.message)
            console.err("Usage: tabspec <command> [options] <inputs>\nSee 'tabspec --help'.\n")
            return error.code
        }
        do throws(CLIError) {
            let parsed = try ParsedArguments.parse(Array(arguments.dropFirst()), options: command.help.options)
            if parsed.wantsHelp {
                console.out(command.help.text)
                return .success
            }
            return try command.run(parsed, console: console)
        } catch {
            console.error(error.message)
            if error.showsUsage {
                console.err("Usage: \(command.help.usage)\nSee 'tabspec help \(command.name)'.\n")
            }
            return error.code
        }
    }
}
