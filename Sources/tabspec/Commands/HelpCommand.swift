/// `tabspec help [command]`: the overview, or one command's help.
enum HelpCommand: Command {
    static let name = "help"
    static let help = CommandHelp(
        overview: "Show help for tabspec or one of its commands.",
        usage: "tabspec help [<command>]",
        arguments: [("<command>", "The command to explain.")],
        options: [],
        exitStatus: [
            (.success, "success"),
            (.usage, "usage error: no such command"),
            (.cannotCreate, "standard output cannot be written"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard let name = arguments.positionals.first else {
            console.out(TabSpecCLI.overview)
            return .success
        }
        guard let command = TabSpecCLI.command(named: name) else { throw TabSpecCLI.unknownCommand(name) }
        console.out(command.help.text)
        return .success
    }
}
