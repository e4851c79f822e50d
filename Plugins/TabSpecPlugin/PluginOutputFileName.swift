/// How the plugins name a spec's generated file: TabSpecCore's `OutputFileName`, the rule of `tabspec compile`,
/// mirrored here because a plugin cannot link the package's modules. The build plugin names its outputs with
/// it, and `tabspec-generate` compiles this same file through a symbolic link
/// (`Plugins/TabSpecCommandPlugin/Generate/PluginOutputFileName.swift`) to name the files a target's build plugin
/// already generates. `BuildPluginTests` checks that the build plugin and `tabspec compile` name the same files.
/// This file imports nothing.
enum PluginOutputFileName {
    /// `<SpecBaseName>.swift` for a spec's file name: the name without its last extension (`a.b.tabspec` →
    /// `a.b.swift`, `Tab.TABSPEC` → `Tab.swift`); a name whose only dot is its first character keeps it.
    static func swiftFile(forSpecFileName name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name + ".swift" }
        return String(name[..<dot]) + ".swift"
    }

    /// What two output names must not share (TabSpecCore's `OutputFileName.collisionKey(_:)`): the name
    /// without case distinctions, as the Mac's default file system compares names.
    static func collisionKey(_ fileName: String) -> String {
        fileName.lowercased()
    }
}
