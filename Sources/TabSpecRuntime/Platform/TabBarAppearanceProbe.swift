#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Puts a configuration's appearance on the tab bar that is already on screen, from inside a page of a SwiftUI
/// `TabView` (a theme chosen while the bar is visible).
///
/// Apple's `UIAppearance` page: "iOS applies appearance changes when a view enters a window, but it doesn't
/// change the appearance of a view that's already in a window", so the appearance proxy (``SystemTabBarAppearance``)
/// reaches only bars created later. This invisible view controller sits behind each page; through the public
/// `UIViewController.tabBarController` ("the nearest ancestor in the view controller hierarchy that is a tab bar
/// controller") it reaches the bar showing the page and gives it the configuration's appearance
/// (``UIKit/UITabBar/applyAppearance(_:isClassicBar:)``: the same ``TabBarAppearancePlan`` as the proxy and the
/// UIKit controller) — when it joins the hierarchy and whenever SwiftUI hands it another configuration. It looks
/// at no view of UIKit's. A page whose view controller is not inside a tab bar controller changes nothing.
struct TabBarAppearanceProbe: UIViewControllerRepresentable {
    /// The configuration the bar shows.
    let configuration: TabBarConfiguration

    /// The probe's view controller, with the configuration.
    func makeUIViewController(context: Context) -> TabBarAppearanceProbeController {
        TabBarAppearanceProbeController(configuration: configuration)
    }

    /// A new configuration (the view was evaluated again): the visible bar follows it.
    func updateUIViewController(_ uiViewController: TabBarAppearanceProbeController, context: Context) {
        uiViewController.configuration = configuration
    }
}

/// The view controller of a ``TabBarAppearanceProbe``: an empty, non-interactive view; it styles its
/// `tabBarController`'s bar when it moves into a parent, when its view appears, and when the configuration changes
/// — once per bar and configuration.
final class TabBarAppearanceProbeController: UIViewController {
    /// The configuration the bar shows.
    var configuration: TabBarConfiguration {
        didSet { restyle() }
    }
    /// The bar styled last, and with which configuration (so an unchanged configuration costs nothing).
    private weak var styledBar: UITabBar?
    private var styledConfiguration: TabBarConfiguration?

    /// Creates the probe's view controller.
    init(configuration: TabBarConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: made by ``TabBarAppearanceProbe`` only.
    required init?(coder: NSCoder) {
        return nil
    }

    /// An empty view that takes no touches.
    override func loadView() {
        let view = UIView(frame: .zero)
        view.isUserInteractionEnabled = false
        self.view = view
    }

    /// Joined (or left) a parent: style the bar of the new tab bar controller, if any.
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        restyle()
    }

    /// The page appears (its tab was selected, or the tab bar controller came on screen): style its bar.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        restyle()
    }

    /// Gives the visible bar the configuration's appearance unless it already has it.
    func restyle() {
        guard let bar = tabBarController?.tabBar else { return }
        guard bar !== styledBar || styledConfiguration != configuration else { return }
        bar.applyAppearance(configuration)
        styledBar = bar
        styledConfiguration = configuration
    }
}
#endif
