#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// One tab of a ``TabSpecBar``: a button over the whole item frame showing the icon, the title and the badge
/// at their frames, for VoiceOver the spec's label, the badge as value and the selected trait, and the large
/// content viewer.
struct TabSpecBarItem<T: TabBarTab>: View {
    /// What to draw.
    let item: TabBarDrawing<T>.Item
    /// The app's run-time image for the tab, if any (it replaces the spec's icon).
    let image: Image?
    /// The title font.
    let font: Font
    /// Selects the tab.
    let select: @MainActor () -> Void

    /// The button at the item frame.
    var body: some View {
        accessible(
            Button(action: select) {
                ZStack(alignment: .topLeading) {
                    iconView
                    title
                    if let badge = item.badge {
                        TabSpecBadge(badge: badge, origin: item.frame)
                    }
                }
                .frame(width: swiftUILength(item.frame.width), height: swiftUILength(item.frame.height), alignment: .topLeading)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        )
        .accessibilityShowsLargeContentViewer {
            if let icon {
                icon
            }
            Text(verbatim: item.largeContentTitle)
        }
        .offset(x: CGFloat(item.frame.x), y: CGFloat(item.frame.y))
    }

    /// The icon for the state: the app's run-time image, else the spec's image (rendered as its
    /// `imageRendering` says, from the enum's bundle) or SF Symbol.
    private var icon: Image? {
        image ?? item.swiftUIImage
    }

    /// The icon, in the state's tint (templates only), at the icon frame.
    @ViewBuilder private var iconView: some View {
        if let frame = item.iconFrame, let icon {
            icon
                .resizable()
                .scaledToFit()
                .foregroundStyle(item.iconColor.swiftUIColor)
                .frame(width: swiftUILength(frame.width), height: swiftUILength(frame.height))
                .offset(x: CGFloat(frame.x - item.frame.x), y: CGFloat(frame.y - item.frame.y))
        }
    }

    /// The title in the spec's font and color, on one line (truncated with '…' when too long), at its frame.
    @ViewBuilder private var title: some View {
        if let frame = item.titleFrame, let text = item.title {
            Text(verbatim: text)
                .font(font)
                .foregroundStyle(item.titleColor.swiftUIColor)
                .lineLimit(1)
                .frame(width: swiftUILength(frame.width), height: swiftUILength(frame.height))
                .offset(x: CGFloat(frame.x - item.frame.x), y: CGFloat(frame.y - item.frame.y))
        }
    }

    /// `button` with the spec's accessibility label, hint and identifier, the badge's spoken value and the
    /// selected trait.
    @ViewBuilder private func accessible(_ button: some View) -> some View {
        let labelled = button
            .accessibilityLabel(Text(verbatim: item.accessibilityLabel))
            .accessibilityAddTraits(item.isSelected ? .isSelected : [])
            .tabSpecAccessibility(identifier: item.accessibilityIdentifier, hint: item.accessibilityHint)
        if let value = item.accessibilityValue {
            labelled.accessibilityValue(Text(verbatim: value))
        } else {
            labelled
        }
    }
}

/// A drawn badge: its text in a capsule, or a dot, in the badge's colors and font (the bar's `badge { … }`,
/// else UIKit's white `regular 13` on `systemRed`), at the badge's frame.
struct TabSpecBadge<T: TabBarTab>: View {
    /// The badge.
    let badge: TabBarDrawing<T>.Badge
    /// The item frame the badge's frame is placed in.
    let origin: Rect

    /// The capsule or dot.
    var body: some View {
        ZStack {
            Capsule().fill(badge.style.color.swiftUIColor)
            if !badge.isDot {
                Text(verbatim: badge.text)
                    .font(.system(size: CGFloat(badge.style.font.size), weight: badge.style.font.weight.swiftUIWeight))
                    .foregroundStyle(badge.style.textColor.swiftUIColor)
                    .lineLimit(1)
                    .minimumScaleFactor(CGFloat(TabBarDrawing<T>.Badge.minimumTextScale))
            }
        }
        .frame(width: swiftUILength(badge.frame.width), height: swiftUILength(badge.frame.height))
        .offset(x: CGFloat(badge.frame.x - origin.x), y: CGFloat(badge.frame.y - origin.y))
        .allowsHitTesting(false)
    }
}

/// The selection indicator: its shape in its color at its frame (the Japanese article's circle).
struct TabSpecIndicator<T: TabBarTab>: View {
    /// The indicator.
    let indicator: TabBarDrawing<T>.Indicator

    /// The shape, moved by the bar's selection animation when the frame changes.
    var body: some View {
        shape
            .frame(width: swiftUILength(indicator.frame.width), height: swiftUILength(indicator.frame.height))
            .offset(x: CGFloat(indicator.frame.x), y: CGFloat(indicator.frame.y))
            .allowsHitTesting(false)
            .accessibilityHidden(true)
    }

    /// The filled shape.
    @ViewBuilder private var shape: some View {
        let color = indicator.color.swiftUIColor
        switch indicator.shape {
        case .circle: Circle().fill(color)
        case .capsule: Capsule().fill(color)
        case .underline: Rectangle().fill(color)
        }
    }
}
#endif
