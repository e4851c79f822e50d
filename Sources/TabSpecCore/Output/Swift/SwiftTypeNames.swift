/// A library type generated code names: from `TabSpecRuntime`, the standard library or (in a localized
/// file) Foundation.
enum SwiftLibraryType: Int, CaseIterable {
    case tabBarConfiguration, tabBarColor, rgbaColor, edgeInsets, tabBarEnvironment, tabBarLayout, tabBarImageBundle, tabBarTab
    case string, int, bool, caseIterable, identifiable, sendable
    case bundle

    /// The type's name.
    var name: StaticString {
        switch self {
        case .tabBarConfiguration: "TabBarConfiguration"
        case .tabBarColor: "TabBarColor"
        case .rgbaColor: "RGBAColor"
        case .edgeInsets: "EdgeInsets"
        case .tabBarEnvironment: "TabBarEnvironment"
        case .tabBarLayout: "TabBarLayout"
        case .tabBarImageBundle: "TabBarImageBundle"
        case .tabBarTab: "TabBarTab"
        case .string: "String"
        case .int: "Int"
        case .bool: "Bool"
        case .caseIterable: "CaseIterable"
        case .identifiable: "Identifiable"
        case .sendable: "Sendable"
        case .bundle: "Bundle"
        }
    }

    /// The module that declares it.
    var module: StaticString {
        if self == .bundle { return "Foundation" }
        return rawValue <= SwiftLibraryType.tabBarTab.rawValue ? "TabSpecRuntime" : "Swift"
    }
}

/// The library types that one of a file's own enums hides by having the same name (`tabbar TabBarLayout`,
/// `tabbar String`): the file spells those with their module (`TabSpecRuntime.TabBarLayout`, `Swift.String`)
/// and every other type plainly.
struct ShadowedTypes {
    /// One bit per ``SwiftLibraryType``.
    private var bits: UInt32 = 0

    /// Every library type by name.
    private static let byName = Dictionary(uniqueKeysWithValues: SwiftLibraryType.allCases.map { ($0.name.description, $0) })

    /// The types hidden by enums named `names`.
    init(enumNames names: some Sequence<String>) {
        for name in names {
            if let type = Self.byName[name] { bits |= 1 << type.rawValue }
        }
    }

    /// Whether `type` is spelled with its module.
    func contains(_ type: SwiftLibraryType) -> Bool {
        bits & (1 << type.rawValue) != 0
    }
}

extension SwiftWriter {
    /// `type`'s name, with its module when the file hides it, then `nested` (`.Item`).
    mutating func type(_ type: SwiftLibraryType, _ shadowed: ShadowedTypes, nested: StaticString = "") {
        if shadowed.contains(type) {
            write(type.module)
            write(byte: UInt8(ascii: "."))
        }
        write(type.name)
        write(nested)
    }
}
