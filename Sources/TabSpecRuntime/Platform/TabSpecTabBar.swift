#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// A SwiftUI tab bar drawn from a ``TabBarConfiguration`` (the Japanese article's custom bar): icons and
/// titles, the selection indicator, colors and the selection animation, at exactly the frames of
/// ``TabBarLayout`` for the view's width.
///
/// Place it at the bottom of the screen, inside the horizontal safe area; the bar background extends into
/// the bottom safe area. The view computes the layout in the environment's layout direction and draws the
/// resulting (already mirrored) frames in fixed left-to-right coordinates.
public struct TabSpecTabBar: View {
    /// The bar to draw.
    private let configuration: TabBarConfiguration
    /// The selected tab's index into `configuration.items`.
    @Binding private var selection: Int
    /// Drives right-to-left mirroring.
    @Environment(\.layoutDirection) private var layoutDirection
    /// Drives `automatic` positioning and the system bar's compact height.
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    /// Drives the system bar's compact height.
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    /// Creates a bar for `configuration` whose selected index is `selection`.
    public init(configuration: TabBarConfiguration, selection: Binding<Int>) {
        self.configuration = configuration
        self._selection = selection
    }

    /// The bar: background, indicator and one button per tab.
    public var body: some View {
        GeometryReader { proxy in
            let layout = TabBarLayout(configuration: configuration, environment: environment(width: Double(proxy.size.width)))
            ZStack(alignment: .topLeading) {
                if let frame = indicatorFrame(in: layout) {
                    indicator
                        .frame(width: Self.length(frame.width), height: Self.length(frame.height))
                        .offset(x: CGFloat(frame.x), y: CGFloat(frame.y))
                }
                ForEach(layout.items, id: \.index) { item in
                    button(for: item)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .environment(\.layoutDirection, .leftToRight)
        }
        .frame(height: CGFloat(configuration.resolvedHeight(in: environment(width: 0))))
        .background(Color(uiColor: configuration.colors.barTint.uiColor).ignoresSafeArea(edges: .bottom))
        .animation(selectionAnimation, value: selection)
    }

    /// The layout environment for a bar `width` wide (the view sits inside the safe area already).
    private func environment(width: Double) -> TabBarEnvironment {
        TabBarEnvironment(
            width: width,
            height: 0,
            horizontalSizeClass: horizontalSizeClass == .regular ? .regular : .compact,
            verticalSizeClass: verticalSizeClass == .compact ? .compact : .regular,
            idiom: horizontalSizeClass == .regular && verticalSizeClass == .regular ? .pad : .phone,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        )
    }

    /// The selected item's indicator frame, if the bar has an indicator and the selection is valid.
    private func indicatorFrame(in layout: TabBarLayout) -> Rect? {
        guard layout.items.indices.contains(selection) else { return nil }
        return layout.items[selection].indicator
    }

    /// The indicator's shape, filled with its color (default: the tint).
    @ViewBuilder private var indicator: some View {
        let color = Color(uiColor: (configuration.indicator?.color ?? configuration.colors.tint).uiColor)
        switch configuration.indicator?.shape ?? .circle {
        case .circle: Circle().fill(color)
        case .capsule: Capsule().fill(color)
        case .underline: Rectangle().fill(color)
        }
    }

    /// One tab's button: icon and title at their layout frames inside the item frame.
    private func button(for item: TabBarLayout.Item) -> some View {
        let isSelected = item.index == selection
        let tab = configuration.items.indices.contains(item.index) ? configuration.items[item.index] : nil
        let tint = (isSelected ? configuration.colors.tint : configuration.colors.unselectedItemTint)
        let titleColor = configuration.colors.title ?? tint
        let symbol = isSelected ? (tab?.selectedSymbolName ?? tab?.symbolName) : tab?.symbolName
        return Button {
            selection = item.index
        } label: {
            ZStack(alignment: .topLeading) {
                if let icon = item.icon, let symbol {
                    Image(systemName: symbol)
                        .resizable()
                        .scaledToFit()
                        .foregroundColor(Color(uiColor: tint.uiColor))
                        .frame(width: Self.length(icon.width), height: Self.length(icon.height))
                        .offset(x: CGFloat(icon.x - item.frame.x), y: CGFloat(icon.y - item.frame.y))
                }
                if let title = item.title, let text = tab?.title {
                    Text(text)
                        .font(.system(size: CGFloat(configuration.titleFont.size), weight: fontWeight))
                        .foregroundColor(Color(uiColor: titleColor.uiColor))
                        .lineLimit(1)
                        .frame(width: Self.length(title.width), height: Self.length(title.height))
                        .offset(x: CGFloat(title.x - item.frame.x), y: CGFloat(title.y - item.frame.y))
                }
            }
            .frame(width: Self.length(item.frame.width), height: Self.length(item.frame.height), alignment: .topLeading)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .offset(x: CGFloat(item.frame.x), y: CGFloat(item.frame.y))
        .accessibilityLabel(Text(tab?.accessibilityLabel ?? tab?.title ?? tab?.id ?? ""))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    /// The title font's weight.
    private var fontWeight: Font.Weight {
        switch configuration.titleFont.weight {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        }
    }

    /// The spec's selection animation, or none.
    private var selectionAnimation: Animation? {
        guard let animation = configuration.selectionAnimation else { return nil }
        switch animation.curve {
        case .linear: return .linear(duration: animation.duration)
        case .easeIn: return .easeIn(duration: animation.duration)
        case .easeOut: return .easeOut(duration: animation.duration)
        case .easeInOut: return .easeInOut(duration: animation.duration)
        }
    }

    /// A frame length SwiftUI accepts: negative or non-finite layout values become 0.
    private static func length(_ value: Double) -> CGFloat {
        value.isFinite ? CGFloat(max(0, value)) : 0
    }
}
#endif
