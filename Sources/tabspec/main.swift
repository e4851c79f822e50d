import Glibc

let console = Console()
let code = TabSpecCLI.main(Array(CommandLine.arguments.dropFirst()), console: console)
exit(code.rawValue)
