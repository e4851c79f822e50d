#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The spec's bar drawn in SwiftUI (the Japanese and Chinese articles' custom bars): icons, titles, item
/// backgrounds, the indicator moving between tabs with the spec's animation, badges, at exactly the frames of
/// ``TabBarLayout`` for the bar's width, size classes and layout direction.
///
/// ```swift
/// @State private var currentTab: Tab = .initial
/// var body: some View {
///     VStack(spacing: 0) { Page(for: currentTab); TabSpecBar(selection: $currentTab) }
/// }
/// ```
///
/// Place it at the bottom of the screen, inside the horizontal safe area (the default): its height is the
/// spec's bar height, and its background extends into the bottom safe area. What it draws is
/// ``TabBarDrawing`` (the UIKit `TabSpecBarView` draws the same), in fixed left-to-right coordinates because
/// the drawing's frames are already mirrored for right-to-left layouts. Colors follow light and dark
/// appearance. For VoiceOver the bar is a container (a tab bar from iOS 17) of one button per tab, labelled
/// with the spec's accessibility label, hinted with its hint, valued with its badge, marked selected and
/// identified for UI tests; each item shows the large content viewer. Taps, actions, re-taps and the ⌘-number
/// shortcuts are ``TabBarPlan``'s decisions, as in the other adapters.
public struct TabSpecBar<T: TabBarTab>: View {
    /// The selected tab.
    @Binding private var selection: T
    /// The tabs shown, the configuration and what taps do.
    private let plan: TabBarPlan<T>
    /// The badges to draw, by tab.
    private let badges: [T: TabBadge]
    /// How VoiceOver speaks the badges.
    private let badgeSpeech: TabBadge.Speech
    /// Images the app made at run time, by tab.
    private let images: [T: Image]
    /// The app's action handler.
    private let onAction: ((T) -> Void)?
    /// The app's re-tap handler.
    private let onReselect: ((T) -> Void)?
    /// Whether hide-on-scroll has moved the bar off screen (``TabSpecView`` sets it).
    private let isHidden: Bool
    /// The bottom safe area the background reaches into (measured; 0 until measured).
    @State private var bottomInset: CGFloat = 0
    /// Mirrors the layout for right-to-left languages.
    @Environment(\.layoutDirection) private var layoutDirection
    /// Decides `automatic` positioning and, on system bars, the height.
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    /// Decides, on system bars, the height.
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    /// Creates the bar of the generated enum `T` with `selection` selected (never an action tab) showing `tabs`
    /// (default: every tab; a required tab left out is still shown, after the others) with `configuration`
    /// (default: the spec's), `badges` drawn and worded for VoiceOver by `badgeSpeech` (plain English by
    /// default), the app's run-time `images` instead of their tabs' icons; `onAction` is called for a tap on an
    /// action tab, `onReselect` for a tap on the selected tab.
    public init(
        selection: Binding<T>,
        tabs: [T] = Array(T.allCases),
        configuration: TabBarConfiguration = T.configuration,
        badges: [T: TabBadge] = [:],
        badgeSpeech: TabBadge.Speech = .english,
        images: [T: Image] = [:],
        onAction: ((T) -> Void)? = nil,
        onReselect: ((T) -> Void)? = nil
    ) {
        self.init(
            selection: selection, tabs: tabs, configuration: configuration, badges: badges, badgeSpeech: badgeSpeech,
            images: images, onAction: onAction, onReselect: onReselect, isHidden: false
        )
    }

    /// Creates the bar, moved off screen when `isHidden` (hide-on-scroll in ``TabSpecView``).
    init(
        selection: Binding<T>,
        tabs: [T],
        configuration: TabBarConfiguration,
        badges: [T: TabBadge],
        badgeSpeech: TabBadge.Speech,
        images: [T: Image],
        onAction: ((T) -> Void)?,
        onReselect: ((T) -> Void)?,
        isHidden: Bool
    ) {
        self._selection = selection
        self.plan = TabBarPlan(tabs: tabs, configuration: configuration)
        self.badges = badges
        self.badgeSpeech = badgeSpeech
        self.images = images
        self.onAction = onAction
        self.onReselect = onReselect
        self.isHidden = isHidden
    }

    /// What taps and shortcuts do to the selection.
    private var taps: TabSpecTaps<T> {
        TabSpecTaps(plan: plan, selection: $selection, onAction: onAction, onReselect: onReselect)
    }

    /// The bar: background, item backgrounds, indicator and one button per tab.
    public var body: some View {
        let bar = environment(width: 0)
        let configuration = plan.configuration
        let height = CGFloat(configuration.resolvedHeight(in: bar))
        let layout = TabBarLayout(configuration: plan.shownConfiguration, environment: bar)
        let taps = self.taps
        tabBarContainer(
            GeometryReader { proxy in
                items(TabBarDrawing(
                    selection: taps.shownSelection,
                    badges: badges,
                    environment: environment(width: proxy.size.width),
                    speech: badgeSpeech,
                    tabs: plan.tabs,
                    configuration: configuration
                ), size: proxy.size, taps: taps)
            }
            .frame(height: height)
        )
        .background(alignment: .top) {
            configuration.colors.barTint.swiftUIColor
                .ignoresSafeArea(.container, edges: [.horizontal, .bottom])
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { extent in
                    bottomInset = max(0, extent - height)
                }
        }
        .offset(y: isHidden ? CGFloat(layout.bar.hidden.y - layout.bar.shown.y) : 0)
        .background(alignment: .topLeading) {
            TabSpecKeyboardShortcuts(shortcuts: plan.keyboardShortcuts) { tab in taps.select(tab, animated: true) }
        }
    }

    /// The layout environment of the bar `width` wide.
    private func environment(width: CGFloat) -> TabBarEnvironment {
        TabBarEnvironment(
            barWidth: width,
            bottomInset: bottomInset,
            configuration: plan.configuration,
            horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass,
            layoutDirection: layoutDirection
        )
    }

    /// `drawing`'s item backgrounds, indicator and items at their frames in a `size` region; a tap goes to
    /// `taps`.
    private func items(_ drawing: TabBarDrawing<T>, size: CGSize, taps: TabSpecTaps<T>) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(drawing.items, id: \.tab) { item in
                if let color = item.backgroundColor {
                    Rectangle()
                        .fill(color.swiftUIColor)
                        .frame(width: swiftUILength(item.frame.width), height: swiftUILength(item.frame.height))
                        .offset(x: CGFloat(item.frame.x), y: CGFloat(item.frame.y))
                }
            }
            if let indicator = drawing.indicator {
                TabSpecIndicator(indicator: indicator)
            }
            ForEach(drawing.items, id: \.tab) { item in
                TabSpecBarItem(item: item, image: images[item.tab], font: plan.configuration.swiftUITitleFont) {
                    taps.tap(item.tab, animated: true)
                }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .environment(\.layoutDirection, .leftToRight)
        .animation(plan.configuration.swiftUISelectionAnimation, value: selection)
    }

    /// `bar` as one accessibility container of the item buttons, with the tab-bar trait from iOS 17 (SwiftUI
    /// has no `isTabBar` before; iOS 16's VoiceOver meets the buttons without a tab bar around them).
    @ViewBuilder private func tabBarContainer(_ bar: some View) -> some View {
        if #available(iOS 17.0, *) {
            bar.accessibilityElement(children: .contain).accessibilityAddTraits(.isTabBar)
        } else {
            bar.accessibilityElement(children: .contain)
        }
    }
}

/// A frame length SwiftUI accepts: negative or non-finite layout values (a bar without room) become 0.
func swiftUILength(_ value: Double) -> CGFloat {
    value.isFinite ? CGFloat(max(0, value)) : 0
}
#endif
