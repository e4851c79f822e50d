import TabSpecCore

/// `tabspec lsp [--stdio]`: the language server over standard input and output (docs/Editors.md).
enum LSPCommand: Command {
    static let name = "lsp"
    static let help = CommandHelp(
        overview: "Run the tabspec language server (LSP 3.17) over standard input and output.",
        usage: "tabspec lsp [--stdio]",
        arguments: [("(none)", "An editor starts the server and talks to it over standard input and output.")],
        options: [
            .flag("--stdio", help: "Accepted and ignored: standard input and output are the only transport."),
        ],
        discussion: """
        The server speaks JSON-RPC 2.0 with Content-Length framing; standard output carries only protocol
        messages, standard error its log. It publishes the diagnostics 'tabspec lint' reports for each open
        spec (with the configuration file found as 'lint' finds it; an open configuration file applies at
        once), and answers formatting, document symbols, folding ranges, semantic tokens, code actions
        (Fix-Its and source.fixAll.tabspec), completion, hover, colors, and go to definition, find references
        and rename of palette colors and tab ids. Positions are UTF-8 when the client offers it, else UTF-16.
        Set-ups for VS Code, Cursor, Neovim, Helix, Emacs (eglot) and Sublime Text, and what Zed and Xcode
        need: docs/Editors.md in tabspec's repository.
        """,
        exitStatus: [
            (.success, "'exit' after 'shutdown'"),
            (.failure, "'exit' without 'shutdown', the end of standard input, or the editor's process ended"),
            (.usage, "usage error"),
        ]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw .usage("unexpected argument '\(arguments.positionals[0])'; 'tabspec lsp' takes no inputs (an editor sends the documents)")
        }
        StreamInput.ignoreBrokenPipe()
        var server = LanguageServer(
            read: { milliseconds in
                guard StreamInput.wait(for: SystemFile.standardInput, milliseconds: milliseconds) == .ready else { return nil }
                // A failed read ends the input as its end does.
                return (try? SystemFile.readAvailable(descriptor: SystemFile.standardInput, capacity: 1 << 16)) ?? []
            },
            write: { body in
                StandardStream.output.write("Content-Length: \(body.utf8.count)\r\n\r\n" + body) == nil
            },
            processExists: StreamInput.processExists
        )
        return server.run()
    }
}
