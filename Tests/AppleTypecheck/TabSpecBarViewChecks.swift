@_spi(Fake) import UIKit
import TabSpecRuntime

/// The item views of `bar` sit at exactly `T.layout(in: environment)`'s frames (and their icon and title
/// subviews at the icon and title frames), for one bundled spec.
@MainActor
private func expectItemFramesMatchLayout<T: TabBarTab>(_ type: T.Type, in environment: TabBarEnvironment) {
    let (_, bar) = placedBar(T.self, in: environment)
    let layout = T.layout(in: environment)
    let name = "\(T.self) on \(describe(environment))"
    expectEqual(bar.itemViews.count, T.allCases.count, "\(name): one item view per tab")
    // A system bar on an iPad from iPadOS 18 is the unmodelled top bar (v1.3): no bar frame to place the view in.
    if layout.geometry == .classic || layout.geometry == .floating {
        expectEqual(bar.safeAreaInsets, UIEdgeInsets(
            top: 0, left: insets(of: environment).left, bottom: environment.safeArea.bottom, right: insets(of: environment).right
        ), "\(name): the bar's safe area")
    }
    for (view, item) in zip(bar.itemViews, layout.items) {
        expectEqual(view.frame, cgRect(item.frame), "\(name): item '\(item.id)' frame")
        expect(!view.isHidden, "\(name): item '\(item.id)' is shown")
        let icon = imageViews(in: view).first
        if let iconFrame = item.icon, T.allCases.first(where: { $0.index == item.index })?.symbolName != nil {
            expectEqual(icon?.frame, iconFrame.relative(toItem: item.frame), "\(name): item '\(item.id)' icon frame")
            expect(icon?.isHidden == false, "\(name): item '\(item.id)' icon shown")
        } else {
            expect(icon?.isHidden ?? true, "\(name): item '\(item.id)' has no icon")
        }
        let title = labels(in: view).first
        if let titleFrame = item.title {
            expectEqual(title?.frame, titleFrame.relative(toItem: item.frame), "\(name): item '\(item.id)' title frame")
        } else {
            expect(title?.isHidden ?? true, "\(name): item '\(item.id)' has no title")
        }
    }
    let selected = layout.items.first { $0.index == T.initial.index }
    if let indicator = selected?.indicator {
        expectEqual(bar.indicatorView.frame, cgRect(indicator), "\(name): indicator under the initial tab")
        expect(!bar.indicatorView.isHidden, "\(name): indicator shown")
    } else {
        expect(bar.indicatorView.isHidden, "\(name): no indicator")
    }
}

/// `TabSpecBarView.itemViews` frames equal `TabBarLayout` for the four bundled specs on three devices (a small
/// phone in portrait, a phone in landscape, an iPad in right-to-left).
@MainActor
func checkBarViewItemFramesMatchTheLayout() {
    let environments = adapterCheckEnvironments()
    expectEqual(environments.count, 3, "three device environments")
    for environment in environments {
        expectItemFramesMatchLayout(Tab.self, in: environment)
        expectItemFramesMatchLayout(HighlightTab.self, in: environment)
        expectItemFramesMatchLayout(HidingTab.self, in: environment)
        expectItemFramesMatchLayout(SwipeableTab.self, in: environment)
    }
    // Spot values from layout.md's worked examples: the Chinese bar on an iPhone SE (75 pt items, titles at
    // y 15.5) and the Japanese bar on an iPhone 16 (items at 16 + i · 72.2).
    guard let se = catalogEnvironment("iphone-se-3"), let sixteen = catalogEnvironment("iphone-16") else { return }
    let chinese = placedBar(HighlightTab.self, in: se).bar
    expectEqual(chinese.itemViews.map(\.frame.minX), [0, 75, 150, 225, 300], "Chinese bar item x on iPhone SE")
    expectEqual(labels(in: chinese.itemViews[3]).first?.frame, CGRect(x: 0, y: 15.5, width: 75, height: 18), "'购物车' title frame")
    let japanese = placedBar(Tab.self, in: sixteen).bar
    expectEqual(japanese.itemViews[1].frame.width, 72.2, "Japanese item width on iPhone 16")
    expectEqual(japanese.indicatorView.frame.size, CGSize(width: 25, height: 25), "the orange circle's size")
    expectEqual(japanese.indicatorView.frame.minX, 36, "the circle at item.x + 20 under 'home'")
    expectEqual(japanese.indicatorView.layer.cornerRadius, 12.5, "the indicator is a circle")
}

/// A tap (`sendActions(for: .touchUpInside)`) on an item selects its tab and sends `.valueChanged` once; a tap
/// on the selected item and a selection set in code send nothing.
@MainActor
func checkBarViewTapSelectsAndSendsValueChanged() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let (_, bar) = placedBar(HighlightTab.self, in: environment)
    let counter = ValueChangedCounter(bar)
    expectEqual(bar.selectedTab, .home, "the initial tab")
    (bar.itemViews[3] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(bar.selectedTab, .cart, "a tap on the fourth item selects 'cart'")
    expectEqual(counter.count, 1, "the tap sends .valueChanged")
    (bar.itemViews[3] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(counter.count, 1, "a tap on the selected item sends nothing")
    bar.selectedTab = .profile
    expectEqual(counter.count, 1, "setting selectedTab in code sends nothing")
    expectEqual((bar.itemViews[4] as? UIControl)?.isSelected, true, "the selected item is in the selected state")
    expectEqual((bar.itemViews[3] as? UIControl)?.isSelected, false, "the others are not")

    // The Chinese article's purple selected item, white bold 15 pt titles, dark bar.
    expect(isClose(components(bar.itemViews[4].backgroundColor, .light), RGBAColor(red: 0.5, green: 0, blue: 0.5)), "the selected item is purple")
    expect(bar.itemViews[0].backgroundColor == nil, "an unselected item has no background")
    expect(isClose(components(bar.backgroundColor, .light), RGBAColor(white: 1.0 / 3)), "the bar is darkGray")
    let title = labels(in: bar.itemViews[0]).first
    expectEqual(title?.text, "首页", "the first title")
    expectEqual(title?.font.pointSize, 15, "titles are 15 pt")
    expectEqual(title?.font.fakeWeight, .bold, "titles are bold")
    expect(isClose(components(title?.textColor, .light), RGBAColor(white: 1)), "titles are white")
    expectEqual(title?.lineBreakMode, .byTruncatingTail, "a title that does not fit ends in '…'")
}

/// The indicator follows the selection: after each selection it is at that tab's layout indicator frame, and a
/// change animates with the spec's `selectionAnimation` (easeInOut 0.2 s) from the old frame to the new one.
@MainActor
func checkBarViewIndicatorFollowsTheSelection() {
    guard let environment = catalogEnvironment("iphone-16", .portrait, .rightToLeft) else { return }
    let (_, bar) = placedBar(Tab.self, in: environment)
    let layout = Tab.layout(in: environment)
    for tab in Tab.allCases {
        (bar.itemViews[tab.index] as? UIControl)?.sendActions(for: .touchUpInside)
        expectEqual(bar.selectedTab, tab, "tapping '\(tab)' selects it")
        expectEqual(bar.indicatorView.frame, layout.items[tab.index].indicator.map(cgRect), "the indicator under '\(tab)'")
        let icon = imageViews(in: bar.itemViews[tab.index]).first
        expectEqual(icon?.image?.fakeSystemName, tab.selectedSymbolName, "'\(tab)' shows its selected symbol")
        expect(isClose(components(icon?.tintColor, .light), RGBAColor(white: 0)), "the selected icon is black")
    }
    expectEqual(bar.itemViews[0].frame.minX, 304.8, "right-to-left: 'home' is the rightmost item")

    UIView.fakeResetAnimationLog()
    UIView.fakeDefersAnimations = true
    defer {
        UIView.fakeDefersAnimations = false
        UIView.fakeRunPendingAnimations()
    }
    bar.selectedTab = .search
    expectEqual(bar.indicatorView.frame, layout.items[4].indicator.map(cgRect), "before the animation runs: still under 'setting'")
    expectEqual(UIView.fakeAnimationLog.map(\.duration), [0.2], "one animation of the spec's 0.2 s")
    expectEqual(UIView.fakeAnimationLog.first?.options.contains(.beginFromCurrentState), true, "it redirects a running one")
    expectEqual(
        UIView.fakeAnimationLog.first.map { $0.options.rawValue & (3 << 16) }, UIView.AnimationOptions.curveEaseInOut.rawValue,
        "with the spec's easeInOut curve"
    )
    UIView.fakeRunPendingAnimations()
    expectEqual(bar.indicatorView.frame, layout.items[1].indicator.map(cgRect), "after it: under 'search'")
}

/// Badges on the drawn bar: `.count(120)` shows "99+" and is spoken as "120 new"; a dot is an empty 10 pt
/// circle; removing a badge hides it.
@MainActor
func checkBarViewDrawsAndSpeaksBadges() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let (_, bar) = placedBar(Tab.self, in: environment)
    bar.setBadge(.count(120), for: .home)
    bar.setBadge(.dot, for: .book)
    bar.setBadge(.count(0), for: .search)
    let home = bar.drawing.item(for: .home)
    let badge = labels(in: bar.itemViews[0]).first { !$0.isHidden }
    expectEqual(badge?.text, "99+", ".count(120) shows 99+")
    expectEqual(badge?.frame, home.flatMap { item in item.badge?.frame.relative(toItem: item.frame) }, "the badge at the model's frame")
    expectEqual(badge?.layer.cornerRadius, 9, "a capsule")
    expectSame(badge?.backgroundColor, UIColor.systemRed, "on UIKit's systemRed")
    expectEqual(bar.itemViews[0].accessibilityValue, "120 new", "VoiceOver speaks the real count")
    let dot = labels(in: bar.itemViews[3]).first { !$0.isHidden }
    expectEqual(dot?.text, "", "a dot has no text")
    expectEqual(dot?.frame.size, CGSize(width: 10, height: 10), "a 10 pt dot")
    expectEqual(bar.itemViews[3].accessibilityValue, "new", "a dot is spoken as 'new'")
    expect(labels(in: bar.itemViews[1]).allSatisfy(\.isHidden), "a zero count shows nothing")
    expect(bar.itemViews[1].accessibilityValue == nil, "and speaks nothing")
    bar.setBadge(nil, for: .home)
    expect(labels(in: bar.itemViews[0]).allSatisfy(\.isHidden), "a removed badge is hidden")
    bar.badgeSpeech = TabBadge.Speech(count: { "\($0) nouveaux" }, dot: "nouveau")
    expectEqual(bar.itemViews[3].accessibilityValue, "nouveau", "an app's own wording")
}

/// Accessibility of the drawn bar: a tab-bar container, items as buttons with the spec's labels and the
/// selected trait, and the large content viewer on every item.
@MainActor
func checkBarViewAccessibility() {
    guard let environment = catalogEnvironment("iphone-16") else { return }
    let (_, bar) = placedBar(Tab.self, in: environment)
    expectEqual(bar.accessibilityTraits, .tabBar, "the bar has the tab-bar trait")
    expect(!bar.isAccessibilityElement, "a tab-bar container is not itself an element")
    expect(bar.interactions.contains { $0 is UILargeContentViewerInteraction }, "the bar has a large content viewer interaction")
    expectEqual(bar.itemViews.map(\.accessibilityLabel), ["home", "search", "ranking", "book", "Settings"], "the spec's labels")
    expect(bar.itemViews.allSatisfy(\.isAccessibilityElement), "every item is an element")
    expectEqual(bar.itemViews.map(\.accessibilityTraits), [[.button, .selected], .button, .button, .button, .button], "buttons, the first selected")
    expect(bar.itemViews.allSatisfy(\.showsLargeContentViewer), "every item shows in the large content viewer")
    expectEqual(bar.itemViews.map(\.largeContentTitle), ["home", "search", "ranking", "book", "Settings"], "large content titles")
    expectEqual(bar.itemViews.map { $0.largeContentImage?.fakeSystemName }, ["house", "magnifyingglass", "crown", "book", "gearshape"], "large content images")
    (bar.itemViews[4] as? UIControl)?.sendActions(for: .touchUpInside)
    expectEqual(bar.itemViews.map(\.accessibilityTraits), [.button, .button, .button, .button, [.button, .selected]], "the selected trait moves")
    let chinese = placedBar(HighlightTab.self, in: environment).bar
    expectEqual(chinese.itemViews.map(\.largeContentTitle), ["首页", "发现", "消息", "购物车", "我的"], "titles in the large content viewer")
    expect(chinese.itemViews.allSatisfy { $0.frame.width >= 44 && $0.frame.height >= 44 }, "the Chinese items are at least 44 pt")
}

extension Rect {
    /// This bar-relative rectangle in the coordinates of the item whose frame is `item`.
    func relative(toItem item: Rect) -> CGRect {
        CGRect(x: x - item.x, y: y - item.y, width: width, height: height)
    }
}
