// The Japanese article ("SwiftUI でカスタムタブバーを作る") in UIKit, from Specs/CustomTabView.tabspec: five pages
// under the drawn bar, whose orange circle slides to the selected icon (easeInOut 0.2 s).
#if canImport(UIKit) && !os(watchOS)
import TabSpecRuntime
import UIKit

/// One page of the app: the tab's symbol, large, above its VoiceOver name.
final class CustomTabPageViewController: UIViewController {
    /// The tab this page shows.
    let tab: Tab
    /// The tab's symbol.
    private let symbolView = UIImageView(image: nil)
    /// The tab's name.
    private let nameLabel = UILabel(frame: .zero)

    /// Creates the page of `tab`.
    init(tab: Tab) {
        self.tab = tab
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the pages are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        symbolView.image = UIImage(systemName: tab.symbolName)
        symbolView.contentMode = .scaleAspectFit
        symbolView.tintColor = .label
        nameLabel.text = tab.accessibilityLabel
        nameLabel.textAlignment = .center
        view.addSubview(symbolView)
        view.addSubview(nameLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        symbolView.frame = CGRect(x: bounds.midX - 40, y: bounds.midY - 60, width: 80, height: 80)
        nameLabel.frame = CGRect(x: 0, y: bounds.midY + 30, width: bounds.width, height: 24)
    }
}

/// The article's tabbed screen: `TabSpecTabBarController` hides UIKit's bar and installs the drawn one, so the
/// selection is the generated enum (`Tab.home`) and the circle follows it.
@MainActor
func makeCustomTabViewController() -> TabSpecTabBarController<Tab> {
    TabSpecTabBarController<Tab> { tab in CustomTabPageViewController(tab: tab) }
}

// `#Preview` is a macro whose implementation ships only with Xcode: Linux (the typecheck) leaves it out.
#if !os(Linux)
@available(iOS 17.0, *)
#Preview("Japanese article (UIKit)") {
    makeCustomTabViewController()
}
#endif
#endif
