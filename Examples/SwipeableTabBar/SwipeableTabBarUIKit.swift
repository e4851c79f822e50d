// The Indonesian article in UIKit, from Specs/SwipeableTabBar.tabspec: a UITabBarController whose pages also
// change by swiping left and right — without the article's UIPageViewController and placeholder view
// controllers: `TabSpecTabBarController` slides to the neighbouring tab in the right direction itself.
#if canImport(UIKit) && !os(watchOS)
import TabSpecRuntime
import UIKit

/// A page: the tab's title and a hint to swipe.
final class SwipeablePageViewController: UIViewController {
    /// The tab this page shows.
    let tab: SwipeableTab
    /// The title and the hint.
    private let label = UILabel(frame: .zero)

    /// Creates the page of `tab`.
    init(tab: SwipeableTab) {
        self.tab = tab
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the pages are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let neighbours = [tab.previous?.title, tab.next?.title].compactMap { $0 }
        label.text = "\(tab.title) — swipe to \(neighbours.joined(separator: " or "))"
        label.textAlignment = .center
        label.numberOfLines = 0
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = view.bounds.insetBy(dx: 24, dy: 0)
    }
}

/// The article's screen: three pages, 'Beranda' first (the spec's `initial`), swipes on (`swipe: true`).
@MainActor
func makeSwipeableTabBarController() -> TabSpecTabBarController<SwipeableTab> {
    let controller = TabSpecTabBarController<SwipeableTab> { tab in SwipeablePageViewController(tab: tab) }
    controller.setBadge(.count(3), for: .feed)
    return controller
}

// `#Preview` is a macro whose implementation ships only with Xcode: Linux (the typecheck) leaves it out.
#if !os(Linux)
@available(iOS 17.0, *)
#Preview("Indonesian article (UIKit)") {
    makeSwipeableTabBarController()
}
#endif
#endif
