// The Vietnamese article in UIKit, from Specs/HidingTabBar.tabspec: a two-tab UITabBarController whose bar gets
// out of the way while the user scrolls down and comes back when they scroll up or tap the status bar — on
// iOS 26 the floating bar minimizes (tabBarMinimizeBehavior), on 18–25 setTabBarHidden, before that the
// article's 0.3 s slide.
#if canImport(UIKit) && !os(watchOS)
import TabSpecRuntime
import UIKit

/// A long page of rows to scroll through.
final class HidingTabFeedViewController: UIViewController {
    /// The tab this page shows.
    let tab: HidingTab
    /// The scrolling content, made with the page so the tab bar controller can observe it at once.
    let scrollView = UIScrollView(frame: .zero)
    /// The rows.
    private var rows: [UILabel] = []

    /// Creates the page of `tab`.
    init(tab: HidingTab) {
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
        view.addSubview(scrollView)
        rows = (1...40).map { number in
            let row = UILabel(frame: .zero)
            row.text = "\(tab.title) \(number)"
            scrollView.addSubview(row)
            return row
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 20, y: CGFloat(index) * 56, width: view.bounds.width - 40, height: 56)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(rows.count) * 56)
    }
}

/// The article's screen: each page's scroll view reports to the controller, which hides the bar the way the
/// running iOS version does best.
@MainActor
func makeHidingTabBarController() -> TabSpecTabBarController<HidingTab> {
    let controller = TabSpecTabBarController<HidingTab> { tab in HidingTabFeedViewController(tab: tab) }
    for tab in HidingTab.allCases {
        if let page = controller.viewController(for: tab) as? HidingTabFeedViewController {
            controller.observe(page.scrollView)
        }
    }
    return controller
}

// `#Preview` is a macro whose implementation ships only with Xcode: Linux (the typecheck) leaves it out.
#if !os(Linux)
@available(iOS 17.0, *)
#Preview("Vietnamese article (UIKit)") {
    makeHidingTabBarController()
}
#endif
#endif
