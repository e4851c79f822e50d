#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The layout environment UIKit gives a view.
extension UIView {
    /// The ``TabBarEnvironment`` of this view: its bounds, its safe area (left and right as leading and
    /// trailing in its layout direction) and its traits — size classes (unspecified: compact width, regular
    /// height), idiom (`pad`, else `phone`) and `effectiveUserInterfaceLayoutDirection`.
    func tabBarEnvironment() -> TabBarEnvironment {
        let traits = traitCollection
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = safeAreaInsets
        return TabBarEnvironment(
            width: Double(bounds.width),
            height: Double(bounds.height),
            safeArea: EdgeInsets(
                top: Double(insets.top),
                leading: Double(rightToLeft ? insets.right : insets.left),
                bottom: Double(insets.bottom),
                trailing: Double(rightToLeft ? insets.left : insets.right)
            ),
            horizontalSizeClass: traits.horizontalSizeClass == .regular ? .regular : .compact,
            verticalSizeClass: traits.verticalSizeClass == .compact ? .compact : .regular,
            idiom: traits.userInterfaceIdiom == .pad ? .pad : .phone,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight
        )
    }
}
#endif
