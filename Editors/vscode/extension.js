// The tabspec extension: starts `tabspec lsp` (the executable named by the `tabspec.path` setting) as the
// language server of `tabspec` documents and restarts it when that setting changes.
"use strict";

const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

/** The running client, or undefined before activation and after deactivation. */
let client;

/** Creates a client for the executable that the `tabspec.path` setting names. */
function createClient() {
  const command = vscode.workspace.getConfiguration("tabspec").get("path") || "tabspec";
  const serverOptions = { command, args: ["lsp"] };
  const clientOptions = {
    documentSelector: [{ language: "tabspec" }],
    outputChannelName: "tabspec",
  };
  return new LanguageClient("tabspec", "tabspec", serverOptions, clientOptions);
}

/** Stops the running client, if any, and starts a new one. */
async function restart() {
  if (client) {
    const old = client;
    client = undefined;
    await old.stop();
  }
  client = createClient();
  await client.start();
}

/** Activates the extension: starts the server and registers the restart command. */
async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand("tabspec.restartServer", restart),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("tabspec.path")) {
        restart();
      }
    }),
  );
  await restart();
}

/** Deactivates the extension: stops the server. */
function deactivate() {
  const old = client;
  client = undefined;
  return old ? old.stop() : undefined;
}

module.exports = { activate, deactivate };
