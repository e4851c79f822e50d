/// Where a localized tab bar's texts are looked up at run time: the strings table and the bundle of a
/// `localization { table: "…" bundle: main | module }` block (localization.md), with its defaults resolved.
///
/// A tab bar's own block wins over the `compile { localization { … } }` of its spec and of its configuration
/// file, as a whole: keys the winning block leaves out take the defaults, not the other block's values.
package struct TabBarLocalization: Sendable, Hashable {
    /// The bundle whose table holds the translations.
    package enum Bundle: String, CaseIterable, Sendable {
        /// `Bundle.main`: the app's own resources.
        case main
        /// `Bundle.module`: the resources of the SwiftPM target the generated code is compiled into (it exists
        /// only in a target that declares resources).
        case module
    }

    /// The table used when the block names none.
    package static let defaultTable = "Localizable"

    /// The table's name: `Tabs` for `Tabs.xcstrings` or `<lang>.lproj/Tabs.strings`; never empty.
    package var table: String
    /// The bundle the table is in.
    package var bundle: Bundle

    /// A localization with the given table and bundle (by default `Localizable` in the main bundle).
    package init(table: String = TabBarLocalization.defaultTable, bundle: Bundle = .main) {
        self.table = table
        self.bundle = bundle
    }
}
