#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

extension View {
    /// The `system` tab view with the app's bottom accessory (``TabSpecView/bottomAccessory(_:)``) when
    /// `accessory` is not `nil`, for a spec with `bottomAccessory: true` (`hasAccessorySlot`):
    /// `tabViewBottomAccessory(isEnabled:content:)` on iOS 26.1 and later, which keeps the tab view's identity
    /// when the accessory comes and goes; `tabViewBottomAccessory(content:)` on iOS 26.0 while there is one. A
    /// spec without a bottom accessory and releases before iOS 26 leave the tab view as it is.
    @ViewBuilder func tabSpecBottomAccessory(_ accessory: AnyView?, hasAccessorySlot: Bool) -> some View {
        if hasAccessorySlot, #available(iOS 26.1, *) {
            tabViewBottomAccessory(isEnabled: accessory != nil) { accessory }
        } else if hasAccessorySlot, let accessory, #available(iOS 26.0, *) {
            tabViewBottomAccessory { accessory }
        } else {
            self
        }
    }
}
#endif
