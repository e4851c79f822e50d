#if canImport(UIKit) && !os(watchOS)
import UIKit

/// One tab of a ``TabSpecBarView``: a button-like control drawing the item's background, icon, title and
/// badge from ``TabBarDrawing/Item``, and exposing it to VoiceOver, UI tests and the large content viewer.
///
/// Its frame is the item frame, so its hit area is at least that frame. It does not clip, so a badge on the
/// icon's corner may reach past it.
@MainActor
final class TabSpecBarItemView: UIControl {
    /// The SF Symbol or image.
    let iconView = UIImageView(image: nil)
    /// The title.
    let titleLabel = UILabel(frame: .zero)
    /// The badge: a capsule (or dot) of text.
    let badgeLabel = UILabel(frame: .zero)

    /// Creates an item view with its three parts, each hidden until an item is applied.
    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.contentMode = .scaleAspectFit
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.numberOfLines = 1
        badgeLabel.textAlignment = .center
        badgeLabel.numberOfLines = 1
        badgeLabel.adjustsFontSizeToFitWidth = true
        badgeLabel.clipsToBounds = true
        for part in [iconView, titleLabel, badgeLabel] as [UIView] {
            part.isHidden = true
            addSubview(part)
        }
        isAccessibilityElement = true
        showsLargeContentViewer = true
        scalesLargeContentImage = true
    }

    /// Not supported: the bar creates its items in code.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `item` (frames are bar-relative; this view's own frame is set by the bar) with `font` titles and
    /// `image` as its icon (the app's run-time image, else the item's image or symbol).
    func apply<Tab: TabBarTab>(_ item: TabBarDrawing<Tab>.Item, font: UIFont, image: UIImage?) {
        frame = item.frame.cgRect
        backgroundColor = item.backgroundColor?.uiColor
        isSelected = item.isSelected

        iconView.image = image
        iconView.tintColor = item.iconColor.uiColor
        iconView.isHidden = item.iconFrame == nil || image == nil
        if let icon = item.iconFrame { iconView.frame = icon.relative(to: item.frame) }

        titleLabel.text = item.title
        titleLabel.font = font
        titleLabel.textColor = item.titleColor.uiColor
        titleLabel.isHidden = item.titleFrame == nil || item.title == nil
        if let title = item.titleFrame { titleLabel.frame = title.relative(to: item.frame) }

        if let badge = item.badge {
            typealias Badge = TabBarDrawing<Tab>.Badge
            badgeLabel.isHidden = false
            badgeLabel.text = badge.text
            badgeLabel.font = badge.style.font.uiFont
            badgeLabel.minimumScaleFactor = CGFloat(Badge.minimumTextScale)
            badgeLabel.textColor = badge.style.textColor.uiColor
            badgeLabel.backgroundColor = badge.style.color.uiColor
            badgeLabel.frame = badge.frame.relative(to: item.frame)
            badgeLabel.layer.cornerRadius = CGFloat(badge.cornerRadius)
        } else {
            badgeLabel.isHidden = true
            badgeLabel.text = nil
        }

        accessibilityLabel = item.accessibilityLabel
        accessibilityValue = item.accessibilityValue
        accessibilityHint = item.accessibilityHint
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityTraits = item.isSelected ? [.button, .selected] : .button
        largeContentTitle = item.largeContentTitle
        largeContentImage = image
    }
}

extension TabBarDrawing.Item {
    /// The item's icon as the spec gives it: the asset image for the state (drawn as its `imageRendering` says,
    /// from the enum's bundle), else the SF Symbol for the state.
    var uiImage: UIImage? {
        if let name = imageName {
            return UIImage.tabSpecAsset(named: name, in: Tab.imageLookupBundle, rendering: imageRendering)
        }
        return symbolName.flatMap { UIImage(systemName: $0) }
    }
}
#endif
