/// A `tabspec` subcommand: its name, help (which also lists the options it parses) and behaviour.
protocol Command: Sendable {
    static var name: String { get }
    static var help: CommandHelp { get }
    /// Runs the command with parsed arguments; returns the exit code or throws a ``CLIError``.
    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode
}

/// Every subcommand, in the order `tabspec --help` lists them.
let commands: [any Command.Type] = [
    CompileCommand.self,
    LintCommand.self,
    FramesCommand.self,
    RenderCommand.self,
    DevicesCommand.self,
    FormatCommand.self,
    StringsCommand.self,
    SymbolsCommand.self,
    RulesCommand.self,
    LSPCommand.self,
    HelpCommand.self,
]
