#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A custom tab bar drawn from a spec — the Chinese article's bar done right: every tab a control at exactly
/// ``TabBarLayout``'s frame for the view's bounds, safe area and traits, with the spec's item backgrounds,
/// titles, SF Symbols or asset images, badges and the indicator under the selected tab.
///
/// ```swift
/// let bar = TabSpecBarView<HighlightTab>(frame: .zero)
/// bar.addAction(UIAction { _ in show(bar.selectedTab) }, for: .valueChanged)
/// bar.setBadge(.count(3), for: .messages)
/// ```
///
/// Size it to the full width at the bottom of the screen, the spec's bar height plus the bottom safe area tall
/// (``intrinsicContentSize``); it lays its items out inside its own safe area, and its background fills it
/// all. A tap on an item selects it and sends `.valueChanged` (setting ``selectedTab`` in code sends
/// nothing, as with UIKit's controls); a tap on an action tab calls ``onAction`` and a tap on the selected tab
/// ``onReselect``, neither changing the selection nor sending `.valueChanged` (``TabBarPlan`` decides, as for
/// the other adapters). The indicator and the item colors move with the spec's `selectionAnimation`. For
/// VoiceOver the bar is a container with the tab-bar trait, each item a button with the tab's accessibility
/// label, hint and identifier, its badge as the value and the selected trait when selected; each item also
/// shows in the large content viewer.
@MainActor
public final class TabSpecBarView<Tab: TabBarTab>: UIControl {
    /// The selected tab; setting it redraws the bar (with the spec's `selectionAnimation`) without sending
    /// `.valueChanged`. An action tab or a tab not shown is never the selection: setting one keeps the selection.
    public var selectedTab: Tab {
        didSet {
            if selectedTab.isAction || !plan.shows(selectedTab) { selectedTab = plan.selection(keeping: oldValue) }
            if selectedTab != oldValue { redraw(animated: true) }
        }
    }

    /// The tabs shown, in order (default: every tab): the requested order, repeats ignored, required tabs left
    /// out appended in bar order (``TabBarTab/visibleTabs(_:)``). The selection stays while shown.
    public var visibleTabs: [Tab] {
        get { plan.tabs }
        set {
            plan = TabBarPlan(tabs: newValue, configuration: plan.configuration)
            selectedTab = plan.selection(keeping: selectedTab)
            redraw(animated: false)
        }
    }

    /// The configuration drawn (default: `Tab.configuration`); a configuration built at run time (a theme)
    /// redraws the bar at once. Its tabs stay the enum's (``TabBarPlan``).
    public var tabConfiguration: TabBarConfiguration {
        get { plan.configuration }
        set {
            plan = TabBarPlan(tabs: plan.tabs, configuration: newValue)
            backgroundColor = plan.configuration.colors.barTint.uiColor
            invalidateIntrinsicContentSize()
            redraw(animated: false)
        }
    }

    /// Called when the user taps an action tab (`role: action`); the selection stays.
    public var onAction: ((Tab) -> Void)?

    /// Called when the user taps the selected tab (the bar has no navigation stack to pop: the app, or a
    /// ``TabSpecTabBarController`` holding the bar, does the `reselect`).
    public var onReselect: ((Tab) -> Void)?

    /// One view per tab, in tab order (`Tab.allCases`), each at its layout frame after layout; a tab the
    /// layout does not show (not among ``visibleTabs``, or behind a system bar's More item) has a hidden view.
    public let itemViews: [UIView]

    /// The indicator under the selected tab; hidden when the spec has none.
    public let indicatorView = UIView(frame: .zero)

    /// How badges are spoken (default: plain English).
    public var badgeSpeech: TabBadge.Speech = .english {
        didSet { redraw(animated: false) }
    }

    /// What the bar draws, as of the last layout or change.
    public private(set) var drawing: TabBarDrawing<Tab>

    /// The badges set with ``setBadge(_:for:)``.
    public private(set) var badges: [Tab: TabBadge] = [:]

    /// The images set at run time with ``setImage(_:for:)``.
    public private(set) var images: [Tab: UIImage] = [:]

    /// The tabs shown and the configuration, and what taps do.
    private var plan = TabBarPlan<Tab>()

    /// The item views as their concrete type, in tab order.
    private let items: [TabSpecBarItemView]

    /// Creates the bar with `Tab.initial` selected.
    public override init(frame: CGRect) {
        let tabs = Array(Tab.allCases)
        let items = tabs.map { _ in TabSpecBarItemView(frame: .zero) }
        self.items = items
        self.itemViews = items
        self.selectedTab = TabBarPlan<Tab>().initialSelection
        self.drawing = TabBarDrawing(
            selection: Tab.initial, environment: TabBarEnvironment(width: Double(frame.width), height: Double(frame.height))
        )
        super.init(frame: frame)

        backgroundColor = plan.configuration.colors.barTint.uiColor
        indicatorView.isHidden = true
        indicatorView.isAccessibilityElement = false
        addSubview(indicatorView)
        for (tab, item) in zip(tabs, items) {
            item.addAction(UIAction { [weak self] _ in self?.userSelected(tab) }, for: .touchUpInside)
            addSubview(item)
        }
        isAccessibilityElement = false
        accessibilityTraits = .tabBar
        addInteraction(UILargeContentViewerInteraction(delegate: nil))
        redraw(animated: false)
    }

    /// Not supported: create the bar in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets (or, with `nil`, removes) the badge drawn on `tab`'s item and spoken as its accessibility value.
    public func setBadge(_ badge: TabBadge?, for tab: Tab) {
        badges[tab] = badge
        redraw(animated: false)
    }

    /// Sets (or, with `nil`, removes) an image the app made at run time for `tab` (a signed-in user's avatar):
    /// drawn instead of the spec's symbol or image, selected or not, until it is removed; tinted only when the
    /// image's rendering mode is `.alwaysTemplate`.
    public func setImage(_ image: UIImage?, for tab: Tab) {
        images[tab] = image
        redraw(animated: false)
    }

    /// The spec's bar height plus the bottom safe area; no intrinsic width.
    public override var intrinsicContentSize: CGSize {
        let height = plan.configuration.resolvedHeight(in: tabBarEnvironment())
        return CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(height) + safeAreaInsets.bottom)
    }

    /// Lays the items out at ``TabBarLayout``'s frames for the current bounds, safe area and traits.
    public override func layoutSubviews() {
        super.layoutSubviews()
        redraw(animated: false)
    }

    /// The safe area changes the layout and the intrinsic height.
    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A tap on `tab`'s item (``TabBarPlan``): another tab becomes the selection and `.valueChanged` is sent; an
    /// action tab calls ``onAction``; the selected tab calls ``onReselect``.
    private func userSelected(_ tab: Tab) {
        switch plan.outcome(ofTapping: tab, selection: selectedTab) {
        case .select(let tab):
            selectedTab = tab
            sendActions(for: .valueChanged)
        case .action(let tab):
            onAction?(tab)
        case .reselect(let tab, _):
            onReselect?(tab)
        }
    }

    /// Computes the drawing for the current state and shows it, animated with the spec's selection animation.
    private func redraw(animated: Bool) {
        let drawing = TabBarDrawing(
            selection: selectedTab, badges: badges, environment: tabBarEnvironment(), speech: badgeSpeech,
            tabs: plan.tabs, configuration: plan.configuration
        )
        self.drawing = drawing
        guard animated, let animation = drawing.selectionAnimation else {
            show(drawing)
            return
        }
        UIView.animate(
            withDuration: animation.duration,
            delay: 0,
            options: animation.viewAnimationOptions,
            animations: { MainActor.assumeIsolated { self.show(drawing) } },
            completion: nil
        )
    }

    /// Puts every part where and how `drawing` says.
    private func show(_ drawing: TabBarDrawing<Tab>) {
        let font = plan.configuration.titleFont.uiFont
        for (tab, view) in zip(Tab.allCases, items) {
            if let item = drawing.item(for: tab) {
                view.isHidden = false
                view.apply(item, font: font, image: images[tab] ?? item.uiImage)
            } else {
                view.isHidden = true
            }
        }
        if let indicator = drawing.indicator {
            indicatorView.isHidden = false
            indicatorView.frame = indicator.frame.cgRect
            indicatorView.backgroundColor = indicator.color.uiColor
            indicatorView.layer.cornerRadius = CGFloat(indicator.cornerRadius)
        } else {
            indicatorView.isHidden = true
        }
    }
}
#endif
