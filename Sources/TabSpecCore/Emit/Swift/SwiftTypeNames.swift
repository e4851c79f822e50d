/// How the generated file spells library types: plainly, unless one of the file's own enums has the same
/// name (`tabbar TabBarLayout`, `tabbar String`), in which case the module name qualifies it.
struct SwiftTypeNames: Sendable {
    /// The enum names the file declares.
    let declared: Set<String>

    /// A `TabSpecRuntime` type (`TabBarConfiguration`).
    func runtime(_ name: String) -> String {
        declared.contains(name) ? "TabSpecRuntime." + name : name
    }

    /// A standard library type or protocol (`String`, `Sendable`).
    func standard(_ name: String) -> String {
        declared.contains(name) ? "Swift." + name : name
    }
}
