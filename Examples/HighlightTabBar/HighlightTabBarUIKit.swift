// The Chinese article in UIKit, from Specs/HighlightTabBar.tabspec: a dark bar of five text-only items where the
// selected item has a purple background — here `TabSpecBarView` on its own, as a control in a plain view
// controller, with badges.
#if canImport(UIKit) && !os(watchOS)
import TabSpecRuntime
import UIKit

/// A screen with the drawn bar at the bottom and the selected tab's name above it.
final class HighlightTabBarViewController: UIViewController {
    /// The bar: the spec's purple selected item, white bold 15 pt titles on dark gray.
    let bar = TabSpecBarView<HighlightTab>(frame: .zero)
    /// What the selected tab would show.
    private let contentLabel = UILabel(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        contentLabel.textAlignment = .center
        view.addSubview(contentLabel)
        view.addSubview(bar)
        bar.setBadge(.count(120), for: .messages)   // shows "99+", VoiceOver says "120 new"
        bar.setBadge(.dot, for: .cart)
        bar.addAction(UIAction { [weak self] _ in self?.showSelectedTab() }, for: .valueChanged)
        showSelectedTab()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let height = bar.intrinsicContentSize.height
        bar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        contentLabel.frame = CGRect(x: 0, y: bounds.midY - 12, width: bounds.width, height: 24)
    }

    /// Shows the selected tab's title; opening the messages clears their badge.
    private func showSelectedTab() {
        contentLabel.text = bar.selectedTab.title
        if bar.selectedTab == .messages { bar.setBadge(nil, for: .messages) }
    }
}

// `#Preview` is a macro whose implementation ships only with Xcode: Linux (the typecheck) leaves it out.
#if !os(Linux)
@available(iOS 17.0, *)
#Preview("Chinese article (UIKit)") {
    HighlightTabBarViewController(nibName: nil, bundle: nil)
}
#endif
#endif
