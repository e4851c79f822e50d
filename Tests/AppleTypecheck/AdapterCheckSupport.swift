@_spi(Fake) import UIKit
import TabSpecRuntime

// Helpers of the adapter checks: catalog environments as the UIKit fake's traits and safe areas.

/// The device environments the adapter checks use: a small phone, a landscape phone and a right-to-left iPad.
@MainActor
func adapterCheckEnvironments() -> [TabBarEnvironment] {
    let wanted: [(String, Orientation, LayoutDirection)] = [
        ("iphone-se-3", .portrait, .leftToRight),
        ("iphone-16", .landscape, .leftToRight),
        ("ipad-pro-11", .portrait, .rightToLeft),
    ]
    return wanted.compactMap { slug, orientation, direction in
        let environment = TabBarEnvironment.device(slug, orientation: orientation, layoutDirection: direction)
        expect(environment != nil, "the device catalog has \(slug)")
        return environment
    }
}

/// The catalog environment `slug` (portrait unless said otherwise), or a failed check.
@MainActor
func catalogEnvironment(
    _ slug: String, _ orientation: Orientation = .portrait, _ direction: LayoutDirection = .leftToRight
) -> TabBarEnvironment? {
    let environment = TabBarEnvironment.device(slug, orientation: orientation, layoutDirection: direction)
    expect(environment != nil, "the device catalog has \(slug)")
    return environment
}

/// A readable name of `environment` for messages.
func describe(_ environment: TabBarEnvironment) -> String {
    "\(environment.deviceSlug ?? "?") \(environment.orientation.rawValue) \(environment.layoutDirection.rawValue)"
}

/// The traits UIKit gives a view in `environment`: size classes, idiom and layout direction.
@MainActor
func traits(of environment: TabBarEnvironment) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: environment.horizontalSizeClass == .regular ? .regular : .compact),
        UITraitCollection(verticalSizeClass: environment.verticalSizeClass == .regular ? .regular : .compact),
        UITraitCollection(userInterfaceIdiom: environment.idiom == .pad ? .pad : .phone),
        UITraitCollection(layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
    ])
}

/// `environment`'s safe area as UIKit's left/top/bottom/right insets.
func insets(of environment: TabBarEnvironment) -> UIEdgeInsets {
    let safe = environment.safeArea
    let rightToLeft = environment.layoutDirection == .rightToLeft
    return UIEdgeInsets(
        top: safe.top, left: rightToLeft ? safe.trailing : safe.leading,
        bottom: safe.bottom, right: rightToLeft ? safe.leading : safe.trailing
    )
}

/// Gives a root view `environment`'s screen: its bounds, traits and safe area.
@MainActor
func place(_ view: UIView, in environment: TabBarEnvironment) {
    view.frame = CGRect(x: 0, y: 0, width: environment.width, height: environment.height)
    view.fakeSetTraitCollection(traits(of: environment))
    view.fakeSetSafeAreaInsets(insets(of: environment))
}

/// The root views of `placedBar(_:in:)`, kept for the whole run (a view holds its superview weakly, and the
/// bars read their traits and safe area through it).
@MainActor
private var placedRoots: [UIView] = []

/// A `TabSpecBarView` as an app puts it on `environment`'s screen: a full-width subview of a root view at the
/// bottom, the bar height plus the bottom safe area tall, laid out.
@MainActor
func placedBar<T: TabBarTab>(_ type: T.Type, in environment: TabBarEnvironment) -> (root: UIView, bar: TabSpecBarView<T>) {
    let root = UIView(frame: .zero)
    placedRoots.append(root)
    place(root, in: environment)
    let bar = TabSpecBarView<T>(frame: cgRect(T.layout(in: environment).bar.shown))
    root.addSubview(bar)
    root.layoutIfNeeded()
    return (root, bar)
}

/// Where a view is on screen: its frame moved by its transform's translation.
@MainActor
func visibleFrame(_ view: UIView) -> CGRect {
    view.frame.offsetBy(dx: view.transform.tx, dy: view.transform.ty)
}

/// The labels among `view`'s own subviews.
@MainActor
func labels(in view: UIView) -> [UILabel] {
    view.subviews.compactMap { $0 as? UILabel }
}

/// The image views among `view`'s own subviews.
@MainActor
func imageViews(in view: UIView) -> [UIImageView] {
    view.subviews.compactMap { $0 as? UIImageView }
}

/// Counts the `.valueChanged` events `control` sends.
@MainActor
final class ValueChangedCounter {
    /// How many were sent.
    private(set) var count = 0

    /// Starts counting `control`'s `.valueChanged` events.
    init(_ control: UIControl) {
        control.addAction(UIAction { [weak self] _ in self?.count += 1 }, for: .valueChanged)
    }
}
