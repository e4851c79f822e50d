/// How the generated file spells library types: plainly, unless one of the file's own enums has the same
/// name (`tabbar TabBarLayout`, `tabbar String`), in which case the module name qualifies it.
///
/// Every spelling the emitter uses is worked out once per file (each enum used to look the names up and
/// build the nested type names again).
struct SwiftTypeNames: Sendable {
    /// The enum names the file declares.
    let declared: Set<String>
    /// `TabBarConfiguration` as this file spells it.
    let configuration: String
    /// `TabBarConfiguration.Font`, `.Animation`, `.HideOnScroll`, `.Indicator`, `.Colors` and `.Item`.
    let configurationFont: String, configurationAnimation: String, configurationHideOnScroll: String,
        configurationIndicator: String, configurationColors: String, configurationItem: String
    /// `TabBarColor`, `RGBAColor` and `EdgeInsets`.
    let tabBarColor: String, rgbaColor: String, edgeInsets: String
    /// `TabBarEnvironment` and `TabBarLayout`.
    let environment: String, layout: String
    /// `String`, `String?` and `Int`.
    let string: String, optionalString: String, int: String
    /// What every enum inherits: `String, CaseIterable, Identifiable, Sendable, TabBarTab`.
    let inheritance: [String]

    init(declared: Set<String>) {
        self.declared = declared
        let runtime = { (name: String) in declared.contains(name) ? "TabSpecRuntime." + name : name }
        let standard = { (name: String) in declared.contains(name) ? "Swift." + name : name }
        configuration = runtime("TabBarConfiguration")
        configurationFont = configuration + ".Font"
        configurationAnimation = configuration + ".Animation"
        configurationHideOnScroll = configuration + ".HideOnScroll"
        configurationIndicator = configuration + ".Indicator"
        configurationColors = configuration + ".Colors"
        configurationItem = configuration + ".Item"
        tabBarColor = runtime("TabBarColor")
        rgbaColor = runtime("RGBAColor")
        edgeInsets = runtime("EdgeInsets")
        environment = runtime("TabBarEnvironment")
        layout = runtime("TabBarLayout")
        string = standard("String")
        optionalString = string + "?"
        int = standard("Int")
        inheritance = [string] + ["CaseIterable", "Identifiable", "Sendable"].map(standard) + [runtime("TabBarTab")]
    }
}
