#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A tab's icon as UIKit images: the SF Symbol, or the asset-catalog image (v1.3) loaded from the enum's bundle.
extension TabBarTab {
    /// The bundle the tabs' images come from: the generated enum's `TabBarImageBundle` conformance
    /// (`imageBundle: module`), else `nil` — the main bundle for `UIImage(named:in:with:)` and SwiftUI's
    /// `Image(_:bundle:)` alike.
    static var imageLookupBundle: Bundle? {
        (Self.self as? any TabBarImageBundle.Type)?.imageBundle
    }

    /// The spec's icon for the state: the asset image (`selectedImage` when `selected`, else `image`) drawn as
    /// `rendering` says, else the SF Symbol (`selectedSymbol` when `selected`), else `nil`. An asset the app's
    /// catalog lacks gives `nil` (no icon), never a crash.
    func specUIImage(selected: Bool, rendering: TabBarConfiguration.ImageRendering) -> UIImage? {
        if let name = selected ? selectedImageName : imageName {
            return UIImage.tabSpecAsset(named: name, in: Self.imageLookupBundle, rendering: rendering)
        }
        return (selected ? selectedSymbolName : symbolName).flatMap { UIImage(systemName: $0) }
    }
}

extension UIImage {
    /// The asset `name` of `bundle` (`nil`: the main bundle) as a tab-bar image: `.alwaysTemplate` for
    /// `template` (tinted by the bar), `.alwaysOriginal` for `original` (its own colors).
    static func tabSpecAsset(named name: String, in bundle: Bundle?, rendering: TabBarConfiguration.ImageRendering) -> UIImage? {
        UIImage(named: name, in: bundle, with: nil)?
            .withRenderingMode(rendering == .original ? .alwaysOriginal : .alwaysTemplate)
    }
}
#endif
