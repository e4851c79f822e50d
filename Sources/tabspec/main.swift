let console = Console()
let code = TabSpecCLI.main(Array(CommandLine.arguments.dropFirst()), console: console)
CurrentProcess.end(code.rawValue)
