#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The layout environment of a SwiftUI bar.
extension TabBarEnvironment {
    /// The environment of a bar `width` wide laid out inside the horizontal safe area, with `bottomInset`
    /// points of safe area below it, in the view's size classes and layout direction, on the running device's
    /// idiom, for `configuration`'s bar.
    ///
    /// The bar's frames for this environment are those of the full screen width with its side insets, shifted
    /// by the leading inset: for whole-point, equal side insets (every catalog device) ``TabBarLayout`` gives the
    /// same frames either way. `height` is the bar's height (``TabBarConfiguration/resolvedHeight(in:)``) plus `bottomInset`, so that `bar.shown` starts at 0
    /// and `bar.hidden.y - bar.shown.y` is how far hide-on-scroll moves the bar.
    @MainActor
    init(
        barWidth width: CGFloat,
        bottomInset: CGFloat,
        configuration: TabBarConfiguration,
        horizontalSizeClass: UserInterfaceSizeClass?,
        verticalSizeClass: UserInterfaceSizeClass?,
        layoutDirection: SwiftUI.LayoutDirection
    ) {
        let bottom = max(0, Double(bottomInset))
        self.init(
            width: max(0, Double(width)),
            height: 0,
            safeArea: EdgeInsets(top: 0, leading: 0, bottom: bottom, trailing: 0),
            horizontalSizeClass: horizontalSizeClass == .regular ? .regular : .compact,
            verticalSizeClass: verticalSizeClass == .compact ? .compact : .regular,
            idiom: UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            iOSVersion: .adapterRelease
        )
        height = configuration.resolvedHeight(in: self) + bottom
    }
}
#endif
