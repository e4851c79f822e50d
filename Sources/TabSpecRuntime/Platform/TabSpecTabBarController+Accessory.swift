#if canImport(UIKit) && !os(watchOS)
import UIKit

extension TabSpecTabBarController {
    /// iOS 26 and later (``TabBarControllerStrategy/Accessory/bottomAccessory``), for a `system` spec with
    /// `bottomAccessory: true`: UIKit's `bottomAccessory` is a `UITabAccessory` around ``accessoryView`` while the
    /// app has one and ``tabConfiguration`` says `hasBottomAccessory`, else `nil`. The same content view keeps its
    /// `UITabAccessory`. A spec without a bottom accessory, a `custom` bar and releases before iOS 26 leave the
    /// property alone.
    func installBottomAccessory() {
        guard strategy.accessory == .bottomAccessory, Tab.configuration.kind == .system,
              Tab.configuration.hasBottomAccessory, #available(iOS 26.0, *) else { return }
        let shown = plan.configuration.hasBottomAccessory ? accessoryView : nil
        guard bottomAccessory?.contentView !== shown else { return }
        setBottomAccessory(shown.map { UITabAccessory(contentView: $0) }, animated: false)
    }
}
#endif
