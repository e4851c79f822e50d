#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// How each native tab takes part in iOS 18's tab customization (`customizable: true`).
struct TabSpecTabCustomization<T: TabBarTab> {
    /// Whether the bar is customizable (``TabSpecViewPlan/Customization/tabViewCustomization``).
    let isCustomizable: Bool

    /// The tab's customization identifier (`customizationID(_:)`): its spec id, stable across app versions.
    func id(of tab: T) -> String {
        tab.item?.id ?? "\(tab.index)"
    }

    /// The tab's customization behavior: a required tab can be moved but not removed (`reorderable`); an optional
    /// one, or any tab of a bar that is not customizable, keeps SwiftUI's default (`automatic`).
    @available(iOS 18.0, *)
    func behavior(of tab: T) -> TabCustomizationBehavior {
        isCustomizable && !tab.isOptional ? .reorderable : .automatic
    }
}

/// A native `TabView` with iOS 18's customization: the user's `TabViewCustomization` kept in `AppStorage` under
/// ``TabBarPlan/customizationKey`` and given to the tab view (`tabViewCustomization(_:)`) when the bar is
/// customizable (`nil`, no customization, otherwise). SwiftUI applies it with the `sidebarAdaptable` style.
@available(iOS 18.0, *)
struct TabSpecCustomizedTabView<Content: View>: View {
    /// Whether the bar is customizable.
    let isCustomizable: Bool
    /// The user's customization, kept across launches.
    @AppStorage private var customization: TabViewCustomization
    /// The tab view.
    let content: Content

    /// Wraps `content` (a `TabView`), keeping its customization under `key`.
    init(isCustomizable: Bool, key: String, @ViewBuilder content: () -> Content) {
        self.isCustomizable = isCustomizable
        self._customization = AppStorage(wrappedValue: TabViewCustomization(), key)
        self.content = content()
    }

    /// The tab view with the customization, or without.
    var body: some View {
        content.tabViewCustomization(isCustomizable ? $customization : nil)
    }
}
#endif
