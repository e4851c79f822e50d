/// `compile --rerun-stamp FILE`, for build plugins: the file the plugin declares as an input of its compile
/// command besides the spec. A build system reruns a command only when a declared input changes, and a
/// configuration file cannot be declared (SwiftPM fails a build whose declared input was deleted, and does
/// not plan the build again when one is added outside a target's folder; docs/CodeGeneration.md has the
/// experiments). So whenever a configuration file applies, `compile` replaces the stamp: the build then runs
/// it again next time and reads the configuration afresh, whether it was edited, deleted or is unchanged.
/// Without a configuration file the stamp is left alone and an unchanged build runs nothing.
enum RerunStamp {
    /// The option's help line.
    static let help = "For build plugins: a file to replace whenever a configuration file applies, so a build system that declares it as an input runs the command again next time."

    /// Replaces the stamp at `path` when a configuration file applies to any of `specs` (the `--config`
    /// file, or one found walking up from a spec). Runs before the configuration is checked, so a broken one
    /// is read again next time too.
    static func update(_ path: String, forSpecs specs: [String], discovery: inout ConfigDiscovery) throws(CLIError) {
        var configurations: [String] = []
        for spec in specs {
            guard let configuration = discovery.explicitPath ?? discovery.configPath(forSpec: spec),
                  !configurations.contains(configuration) else { continue }
            configurations.append(configuration)
        }
        guard !configurations.isEmpty else { return }
        // The bytes hardly change; the atomic replacement gives the file a new inode and modification time,
        // which is what a build system compares.
        let text = "tabspec compile replaces this file whenever it reads a configuration file, so the build runs it again:\n"
            + configurations.map { $0 + "\n" }.joined()
        try FileSystem.writeAtomically(Array(text.utf8), to: path)
    }
}
