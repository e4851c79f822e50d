import Testing

/// The `initialize` capabilities real LSP clients send, each a transcription of the members the server reads
/// (and the dynamic-registration flags and neighbours around them), read from the client's own source.
///
/// Members not listed here are left out, not invented: each set keeps, in the source's order, only
/// `general.positionEncodings`, completion's `snippetSupport`/`documentationFormat`/`deprecatedSupport`/
/// `tagSupport`, hover's `contentFormat`, documentSymbol's `hierarchicalDocumentSymbolSupport`, codeAction's
/// `codeActionLiteralSupport` and `isPreferredSupport`, rename's `prepareSupport`, `workspace.workspaceEdit`'s
/// `documentChanges`, `semanticTokens` and the `dynamicRegistration` flags of those (VS Code's set also has
/// everything its `fillClientCapabilities` set for each feature the server offers). A member the source does not
/// set is absent here too (that is what the client sends: absent, not `false`).
struct EditorClient: Sendable, CustomTestStringConvertible {
    /// The editor and the client's version as read.
    var name: String
    /// Where the capabilities were read: repository, file, function and commit.
    var source: String
    /// The `capabilities` JSON object.
    var capabilities: String
    /// What the server must make of them, written by hand from the source.
    var expected: Expected
    /// How the client writes the parameters of the methods that take none.
    var lifecycle: Lifecycle

    /// The `"params"` member of `initialized`, `shutdown` and `exit` as the client writes it (as it follows
    /// `"method":"…"` in the message; empty when the client leaves it out), and where that was read.
    struct Lifecycle: Sendable {
        /// The member of the `initialized` notification.
        var initialized: String
        /// The member of the `shutdown` request.
        var shutdown: String
        /// The member of the `exit` notification.
        var exit: String
        /// Where it was read: repository, file, function and commit.
        var source: String

        /// No member at all.
        static let omitted = ""
        /// `"params":null`.
        static let null = #","params":null"#
        /// `"params":{}`.
        static let empty = #","params":{}"#
    }

    /// What the server must negotiate with a client.
    struct Expected: Sendable {
        /// The position encoding the server must choose.
        var encoding: String
        /// Whether completions may be snippets.
        var snippets: Bool
        /// Whether completion documentation is markdown.
        var markdownCompletion: Bool
        /// Whether hovers are markdown.
        var markdownHover: Bool
        /// Whether document symbols are nested (`DocumentSymbol`) rather than flat (`SymbolInformation`).
        var hierarchicalSymbols: Bool
        /// Whether the server offers code actions (`codeActionLiteralSupport`).
        var codeActions: Bool
        /// Whether the server's `renameProvider` announces `prepareProvider` (`rename.prepareSupport`).
        var prepareRename: Bool
        /// Whether a rename's edit is `documentChanges` with the document's version
        /// (`workspace.workspaceEdit.documentChanges`), else `changes`.
        var documentChanges: Bool
    }

    /// The name the test runner shows for a parameterized case.
    var testDescription: String { name }
}

extension EditorClient {
    /// Every client transcribed, in the order of docs/Editors.md.
    static let all: [EditorClient] = [vsCode, neovim, helix, zed, eglot, sublime]

    /// VS Code's `vscode-languageclient` (the client the extension in `Editors/vscode` uses).
    static let vsCode = EditorClient(
        name: "VS Code (vscode-languageclient 9)",
        source: """
        microsoft/vscode-languageserver-node: client/src/common/client.ts computeClientCapabilities (general, \
        workspaceEdit); completion.ts @8c5b095be0bb, hover.ts @45ab94cbea9d, documentSymbol.ts @add4517ec667, \
        codeAction.ts @04c7bf2de291, rename.ts @45ab94cbea9d, semanticTokens.ts @cec94077ddb3 (and its later \
        'augmentsSyntaxTokens = true', set from the move to features.ts on), colorProvider.ts @8bb9e029c5e5, \
        foldingRange.ts @02d79b00241d, definition.ts @45ab94cbea9d, reference.ts @783466bef360, formatting.ts \
        @add4517ec667 (DocumentFormattingFeature), each fillClientCapabilities. The foldingRange.ts read is later \
        than 9.0.1: its 'workspace.foldingRange.refreshSupport' is LSP 3.18 (the server reads neither).
        """,
        capabilities: #"{"workspace":{"applyEdit":true,"workspaceEdit":{"documentChanges":true},"semanticTokens":{"refreshSupport":true},"foldingRange":{"refreshSupport":true}},"textDocument":{"completion":{"dynamicRegistration":true,"contextSupport":true,"completionItem":{"snippetSupport":true,"commitCharactersSupport":true,"documentationFormat":["markdown","plaintext"],"deprecatedSupport":true,"preselectSupport":true,"tagSupport":{"valueSet":[1]},"insertReplaceSupport":true,"labelDetailsSupport":true},"insertTextMode":2},"hover":{"dynamicRegistration":true,"contentFormat":["markdown","plaintext"]},"documentSymbol":{"dynamicRegistration":true,"hierarchicalDocumentSymbolSupport":true,"labelSupport":true},"codeAction":{"dynamicRegistration":true,"isPreferredSupport":true,"disabledSupport":true,"dataSupport":true,"resolveSupport":{"properties":["edit"]},"codeActionLiteralSupport":{"codeActionKind":{"valueSet":["","quickfix","refactor","refactor.extract","refactor.inline","refactor.rewrite","source","source.organizeImports"]}},"honorsChangeAnnotations":false},"rename":{"dynamicRegistration":true,"prepareSupport":true,"prepareSupportDefaultBehavior":1,"honorsChangeAnnotations":true},"semanticTokens":{"dynamicRegistration":true,"tokenTypes":["namespace","type","class","enum","interface","struct","typeParameter","parameter","variable","property","enumMember","event","function","method","macro","keyword","modifier","comment","string","number","regexp","operator","decorator"],"tokenModifiers":["declaration","definition","readonly","static","deprecated","abstract","async","modification","documentation","defaultLibrary"],"formats":["relative"],"requests":{"range":true,"full":{"delta":true}},"multilineTokenSupport":false,"overlappingTokenSupport":false,"serverCancelSupport":true,"augmentsSyntaxTokens":true},"colorProvider":{"dynamicRegistration":true},"foldingRange":{"dynamicRegistration":true,"rangeLimit":5000,"lineFoldingOnly":true,"foldingRangeKind":{"valueSet":["comment","imports","region"]},"foldingRange":{"collapsedText":false}},"definition":{"dynamicRegistration":true,"linkSupport":true},"references":{"dynamicRegistration":true},"formatting":{"dynamicRegistration":true}},"general":{"positionEncodings":["utf-16"]}}"#,
        expected: Expected(encoding: "utf-16", snippets: true, markdownCompletion: true, markdownHover: true, hierarchicalSymbols: true, codeActions: true, prepareRename: true, documentChanges: true),
        lifecycle: Lifecycle(initialized: Lifecycle.empty, shutdown: Lifecycle.omitted, exit: Lifecycle.omitted, source: """
        microsoft/vscode-languageserver-node client/src/common/client.ts: 'sendNotification(InitializedNotification.type, {})', \
        'sendRequest(ShutdownRequest.type, undefined)', 'sendNotification(ExitNotification.type)'; jsonrpc/src/common/connection.ts \
        computeMessageParams gives a type without parameters (numberOfParams 0) 'undefined', which JSON.stringify leaves out
        """)
    )

    /// Neovim's built-in client (`vim.lsp`), development version after 0.11.
    static let neovim = EditorClient(
        name: "Neovim (0.12 development)",
        source: "neovim/neovim runtime/lua/vim/lsp/protocol.lua make_client_capabilities, as mirrored in tris203/neovim @33a9837f363b",
        capabilities: #"{"general":{"positionEncodings":["utf-8","utf-16","utf-32"]},"textDocument":{"semanticTokens":{"dynamicRegistration":false,"formats":["relative"],"requests":{"range":true,"full":{"delta":true}},"overlappingTokenSupport":true,"multilineTokenSupport":true,"serverCancelSupport":false,"augmentsSyntaxTokens":true},"synchronization":{"dynamicRegistration":false,"willSave":true,"willSaveWaitUntil":true,"didSave":true},"codeAction":{"dynamicRegistration":true,"codeActionLiteralSupport":{"codeActionKind":{"valueSet":["","quickfix","refactor","refactor.extract","refactor.inline","refactor.rewrite","source","source.organizeImports"]}},"isPreferredSupport":true,"dataSupport":true,"resolveSupport":{"properties":["edit","command"]},"disabledSupport":true,"honorsChangeAnnotations":true},"foldingRange":{"dynamicRegistration":false,"lineFoldingOnly":true},"formatting":{"dynamicRegistration":true},"completion":{"dynamicRegistration":false,"completionItem":{"snippetSupport":true,"commitCharactersSupport":false,"preselectSupport":false,"deprecatedSupport":true,"documentationFormat":["markdown","plaintext"],"insertReplaceSupport":true,"tagSupport":{"valueSet":[1]}},"contextSupport":true},"hover":{"dynamicRegistration":true,"contentFormat":["markdown","plaintext"]},"documentSymbol":{"dynamicRegistration":false,"hierarchicalDocumentSymbolSupport":true},"rename":{"dynamicRegistration":true,"prepareSupport":true,"honorsChangeAnnotations":true},"colorProvider":{"dynamicRegistration":true}},"workspace":{"applyEdit":true,"workspaceEdit":{"resourceOperations":["rename","create","delete"],"normalizesLineEndings":true,"changeAnnotationSupport":{"groupsOnLabel":true}},"semanticTokens":{"refreshSupport":true}}}"#,
        expected: Expected(encoding: "utf-8", snippets: true, markdownCompletion: true, markdownHover: true, hierarchicalSymbols: true, codeActions: true, prepareRename: true, documentChanges: false),
        lifecycle: Lifecycle(initialized: Lifecycle.empty, shutdown: Lifecycle.omitted, exit: Lifecycle.omitted, source: """
        neovim/neovim runtime/lua/vim/lsp/client.lua @39cc38a87b29: Client:initialize 'rpc.notify('initialized', vim.empty_dict())', \
        Client:_stop 'rpc.request(ms.shutdown, nil, …)' and 'rpc.notify(ms.exit)'; rpc.lua puts 'params = params' in the \
        message table, so nil leaves it out (0.7.2's runtime/lua/vim/lsp.lua does the same)
        """)
    )

    /// Helix (`helix-lsp`), with its default `editor.lsp.snippets = true`.
    static let helix = EditorClient(
        name: "Helix",
        source: "helix-editor/helix helix-lsp/src/client.rs Client::initialize @0002bec4aaf2 (snippet_support is the editor.lsp.snippets setting, true by default)",
        capabilities: #"{"workspace":{"applyEdit":true,"workspaceEdit":{"documentChanges":true,"resourceOperations":["create","rename","delete"],"failureHandling":"abort","normalizesLineEndings":false}},"textDocument":{"completion":{"completionItem":{"snippetSupport":true,"resolveSupport":{"properties":["documentation","detail","additionalTextEdits"]},"insertReplaceSupport":true,"deprecatedSupport":true,"tagSupport":{"valueSet":[1]}},"completionItemKind":{}},"hover":{"contentFormat":["markdown"]},"rename":{"dynamicRegistration":false,"prepareSupport":true,"honorsChangeAnnotations":false},"formatting":{"dynamicRegistration":false},"codeAction":{"codeActionLiteralSupport":{"codeActionKind":{"valueSet":["","quickfix","refactor","refactor.extract","refactor.inline","refactor.rewrite","source","source.organizeImports"]}},"isPreferredSupport":true,"disabledSupport":true,"dataSupport":true,"resolveSupport":{"properties":["edit","command"]}}},"general":{"positionEncodings":["utf-8","utf-32","utf-16"]}}"#,
        expected: Expected(encoding: "utf-8", snippets: true, markdownCompletion: false, markdownHover: true, hierarchicalSymbols: false, codeActions: true, prepareRename: true, documentChanges: true),
        lifecycle: Lifecycle(initialized: Lifecycle.empty, shutdown: Lifecycle.omitted, exit: Lifecycle.omitted, source: """
        helix-editor/helix helix-lsp/src/client.rs: 'notify::<Initialized>(InitializedParams {})', \
        'request::<Shutdown>(())', 'notify::<Exit>(())'; value_into_params makes null 'Params::None', which \
        helix-lsp/src/jsonrpc.rs @1985e69d5928 skips ('skip_serializing_if = "Params::is_none"')
        """)
    )

    /// Zed (`crates/lsp`).
    static let zed = EditorClient(
        name: "Zed",
        source: "zed-industries/zed crates/lsp/src/lsp.rs LanguageServer::default_initialize_params @00674967c323",
        capabilities: #"{"general":{"positionEncodings":["utf-16"]},"workspace":{"workspaceEdit":{"resourceOperations":["create","rename","delete"],"documentChanges":true,"snippetEditSupport":true},"applyEdit":true},"textDocument":{"codeAction":{"codeActionLiteralSupport":{"codeActionKind":{"valueSet":["refactor","quickfix","source"]}},"dataSupport":true,"resolveSupport":{"properties":["kind","diagnostics","isPreferred","disabled","edit","command"]}},"completion":{"completionItem":{"snippetSupport":true,"resolveSupport":{"properties":["additionalTextEdits","command","documentation"]},"insertReplaceSupport":true,"labelDetailsSupport":true},"contextSupport":true},"rename":{"prepareSupport":true},"hover":{"contentFormat":["markdown"]},"formatting":{"dynamicRegistration":true}}}"#,
        expected: Expected(encoding: "utf-16", snippets: true, markdownCompletion: false, markdownHover: true, hierarchicalSymbols: false, codeActions: true, prepareRename: true, documentChanges: true),
        lifecycle: Lifecycle(initialized: Lifecycle.empty, shutdown: Lifecycle.null, exit: Lifecycle.null, source: """
        zed-industries/zed crates/lsp/src/lsp.rs @00674967c323: initialize 'notify::<Initialized>(&InitializedParams {})', \
        shutdown 'request_internal::<request::Shutdown>(…, ())' and 'notify_internal::<notification::Exit>(…, &())': \
        serde_json writes '()' as null
        """)
    )

    /// Emacs's eglot, with neither yasnippet nor markdown-mode installed (then it offers no snippets and plain
    /// hovers).
    static let eglot = EditorClient(
        name: "Emacs eglot (Emacs 29 development)",
        source: "emacs-mirror/emacs lisp/progmodes/eglot.el eglot-client-capabilities @4f1f06375a21 (snippetSupport needs yasnippet, markdown hovers gfm-view-mode)",
        capabilities: #"{"workspace":{"applyEdit":true,"executeCommand":{"dynamicRegistration":false},"workspaceEdit":{"documentChanges":false},"didChangeWatchedFiles":{"dynamicRegistration":true},"symbol":{"dynamicRegistration":false},"configuration":true},"textDocument":{"synchronization":{"dynamicRegistration":false,"willSave":true,"willSaveWaitUntil":true,"didSave":true},"completion":{"dynamicRegistration":false,"completionItem":{"snippetSupport":false,"deprecatedSupport":true,"tagSupport":{"valueSet":[1]}},"contextSupport":true},"hover":{"dynamicRegistration":false,"contentFormat":["plaintext"]},"documentSymbol":{"dynamicRegistration":false,"hierarchicalDocumentSymbolSupport":true},"codeAction":{"dynamicRegistration":false,"codeActionLiteralSupport":{"codeActionKind":{"valueSet":["quickfix","refactor","refactor.extract","refactor.inline","refactor.rewrite","source","source.organizeImports"]}},"isPreferredSupport":true},"formatting":{"dynamicRegistration":false},"rename":{"dynamicRegistration":false}},"experimental":{}}"#,
        expected: Expected(encoding: "utf-16", snippets: false, markdownCompletion: false, markdownHover: false, hierarchicalSymbols: true, codeActions: true, prepareRename: false, documentChanges: false),
        lifecycle: Lifecycle(initialized: Lifecycle.empty, shutdown: Lifecycle.null, exit: Lifecycle.null, source: """
        emacs-mirror/emacs lisp/progmodes/eglot.el @4f1f06375a21: '(jsonrpc-notify server :initialized eglot--{})', \
        eglot-shutdown '(jsonrpc-request server :shutdown nil …)' and '(jsonrpc-notify server :exit nil)'; jsonrpc.el's \
        jsonrpc--json-encode serialises with ':null-object nil', so nil is null
        """)
    )

    /// Sublime Text's LSP package.
    static let sublime = EditorClient(
        name: "Sublime Text LSP",
        source: "sublimelsp/LSP plugin/core/sessions.py get_initialize_params @0014a4dba074",
        capabilities: #"{"general":{"regularExpressions":{"engine":"ECMAScript"}},"textDocument":{"synchronization":{"dynamicRegistration":true,"didSave":true,"willSave":true,"willSaveWaitUntil":true},"hover":{"dynamicRegistration":true,"contentFormat":["markdown","plaintext"]},"completion":{"dynamicRegistration":true,"completionItem":{"snippetSupport":true,"deprecatedSupport":true,"documentationFormat":["markdown","plaintext"],"tagSupport":{"valueSet":[1]},"labelDetailsSupport":true}},"documentSymbol":{"dynamicRegistration":true,"hierarchicalDocumentSymbolSupport":true},"formatting":{"dynamicRegistration":true},"codeAction":{"dynamicRegistration":true,"codeActionLiteralSupport":{"codeActionKind":{"valueSet":["quickfix","refactor","refactor.extract","refactor.inline","refactor.rewrite","source.organizeImports"]}},"dataSupport":true,"disabledSupport":true,"resolveSupport":{"properties":["edit"]}},"rename":{"dynamicRegistration":true,"prepareSupport":true},"colorProvider":{"dynamicRegistration":true},"semanticTokens":{"dynamicRegistration":true,"requests":{"range":true,"full":{"delta":true}},"formats":["relative"],"overlappingTokenSupport":false,"multilineTokenSupport":true,"augmentsSyntaxTokens":true}},"workspace":{"applyEdit":true,"workspaceEdit":{"documentChanges":true,"failureHandling":"abort"},"semanticTokens":{"refreshSupport":true}}}"#,
        expected: Expected(encoding: "utf-16", snippets: true, markdownCompletion: true, markdownHover: true, hierarchicalSymbols: true, codeActions: true, prepareRename: true, documentChanges: true),
        lifecycle: Lifecycle(initialized: Lifecycle.empty, shutdown: Lifecycle.omitted, exit: Lifecycle.omitted, source: """
        sublimelsp/LSP plugin/core/protocol.py @00d69d074ff8: 'Notification("initialized", {})', 'Request("shutdown")', \
        'Notification("exit")'; to_payload writes 'params' only when it is not None (older versions wrote \
        '"params": self.params' always: null)
        """)
    )
}
