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
/// with the spec's accessibility label, valued with its badge and marked selected; each item shows the large
/// content viewer.
public struct TabSpecBar<T: TabBarTab>: View {
    /// The selected tab.
    @Binding private var selection: T
    /// The badges to draw, by tab.
    private let badges: [T: TabBadge]
    /// How VoiceOver speaks the badges.
    private let badgeSpeech: TabBadge.Speech
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

    /// Creates the bar of the generated enum `T` with `selection` selected and `badges` drawn; `badgeSpeech`
    /// words the badges for VoiceOver (plain English by default).
    public init(selection: Binding<T>, badges: [T: TabBadge] = [:], badgeSpeech: TabBadge.Speech = .english) {
        self.init(selection: selection, badges: badges, badgeSpeech: badgeSpeech, isHidden: false)
    }

    /// Creates the bar, moved off screen when `isHidden` (hide-on-scroll in ``TabSpecView``).
    init(selection: Binding<T>, badges: [T: TabBadge], badgeSpeech: TabBadge.Speech = .english, isHidden: Bool) {
        self._selection = selection
        self.badges = badges
        self.badgeSpeech = badgeSpeech
        self.isHidden = isHidden
    }

    /// The bar: background, item backgrounds, indicator and one button per tab.
    public var body: some View {
        let bar = environment(width: 0)
        let height = CGFloat(T.configuration.resolvedHeight(in: bar))
        let layout = T.layout(in: bar)
        tabBarContainer(
            GeometryReader { proxy in
                items(TabBarDrawing(
                    selection: selection,
                    badges: badges,
                    environment: environment(width: proxy.size.width),
                    speech: badgeSpeech
                ), size: proxy.size)
            }
            .frame(height: height)
        )
        .background(alignment: .top) {
            T.configuration.colors.barTint.swiftUIColor
                .ignoresSafeArea(.container, edges: [.horizontal, .bottom])
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { extent in
                    bottomInset = max(0, extent - height)
                }
        }
        .offset(y: isHidden ? CGFloat(layout.bar.hidden.y - layout.bar.shown.y) : 0)
    }

    /// The layout environment of the bar `width` wide.
    private func environment(width: CGFloat) -> TabBarEnvironment {
        TabBarEnvironment(
            barWidth: width,
            bottomInset: bottomInset,
            configuration: T.configuration,
            horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass,
            layoutDirection: layoutDirection
        )
    }

    /// `drawing`'s item backgrounds, indicator and items at their frames in a `size` region.
    private func items(_ drawing: TabBarDrawing<T>, size: CGSize) -> some View {
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
                TabSpecBarItem(item: item) {
                    withAnimation(T.configuration.swiftUISelectionAnimation) {
                        selection = item.tab
                    }
                }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .environment(\.layoutDirection, .leftToRight)
        .animation(T.configuration.swiftUISelectionAnimation, value: selection)
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
