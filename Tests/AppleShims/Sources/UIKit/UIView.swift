/// An object that manages the content for a rectangular area on the screen.
/// /documentation/UIKit/UIView
///
/// Fake: keeps `frame`, `bounds`, `transform`, `isHidden` and the view hierarchy, and runs `layoutSubviews()`
/// from `layoutIfNeeded()` when a layout is pending (after creation, a bounds size change, `addSubview(_:)` or
/// `setNeedsLayout()`), then lays out its subviews — as UIKit's layout pass does. Nothing is drawn. Setting
/// `frame` sets `bounds.size`; with a non-identity `transform` the fake keeps the frame last set (UIKit
/// documents `frame` as undefined then).
@MainActor
open class UIView: UIResponder {
    /// Whether `layoutSubviews()` is due at the next `layoutIfNeeded()`.
    private var needsLayout = true

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    /// /documentation/UIKit/UIView/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame (`init()` calls `init(frame: .zero)`, as in UIKit).
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from data in an unarchiver.
    /// /documentation/UIKit/UIView/init(coder:)
    ///
    /// Fake: there is no archiving; always `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The frame rectangle, which describes the view's location and size in its superview's coordinate system.
    /// /documentation/UIKit/UIView/frame
    open var frame: CGRect {
        didSet {
            if bounds.size != frame.size { bounds.size = frame.size }
        }
    }

    /// The bounds rectangle, which describes the view's location and size in its own coordinate system.
    /// /documentation/UIKit/UIView/bounds
    open var bounds: CGRect {
        didSet {
            if oldValue.size != bounds.size {
                needsLayout = true
                if frame.size != bounds.size { frame.size = bounds.size }
            }
        }
    }

    /// Specifies the transform applied to the view, relative to the center of its bounds.
    /// /documentation/UIKit/UIView/transform
    open var transform: CGAffineTransform = .identity

    /// A Boolean value that determines whether the view is hidden.
    /// /documentation/UIKit/UIView/isHidden
    open var isHidden: Bool = false

    /// The view's alpha value.
    /// /documentation/UIKit/UIView/alpha
    open var alpha: CGFloat = 1

    /// The view's background color.
    /// /documentation/UIKit/UIView/backgroundColor
    @NSCopying open var backgroundColor: UIColor?

    /// The first nondefault tint color value in the view's hierarchy, ascending from and starting with the view
    /// itself.
    /// /documentation/UIKit/UIView/tintColor
    ///
    /// Fake: the value set on this view, else the superview's, else `UIColor.systemBlue` (UIKit's default tint).
    @available(iOS 7.0, *)
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set { ownTintColor = newValue }
    }

    /// The tint color set on this view itself.
    private var ownTintColor: UIColor?

    /// The receiver's immediate subviews.
    /// /documentation/UIKit/UIView/subviews
    open private(set) var subviews: [UIView] = []

    /// The receiver's superview, or nil if it has none.
    /// /documentation/UIKit/UIView/superview
    open private(set) weak var superview: UIView?

    /// Adds a view to the end of the receiver's list of subviews.
    /// /documentation/UIKit/UIView/addSubview(_:)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        needsLayout = true
    }

    /// Unlinks the view from its superview and its window, and removes it from the responder chain.
    /// /documentation/UIKit/UIView/removeFromSuperview()
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        parent.needsLayout = true
        superview = nil
    }

    /// Lays out subviews.
    /// /documentation/UIKit/UIView/layoutSubviews()
    open func layoutSubviews() {}

    /// Invalidates the current layout of the receiver and triggers a layout update during the next update
    /// cycle.
    /// /documentation/UIKit/UIView/setNeedsLayout()
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the subviews immediately, if layout updates are pending.
    /// /documentation/UIKit/UIView/layoutIfNeeded()
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews {
            view.layoutIfNeeded()
        }
    }

    /// The trait collection of the view.
    /// /documentation/UIKit/UITraitEnvironment/traitCollection
    ///
    /// Fake: always an empty trait collection.
    open var traitCollection: UITraitCollection {
        UITraitCollection()
    }
}
