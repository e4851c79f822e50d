/// An object that manages the content for a rectangular area on the screen.
/// /documentation/UIKit/UIView
///
/// Fake: keeps `frame`, `bounds`, `transform`, `isHidden` and the view hierarchy, and runs `layoutSubviews()`
/// from `layoutIfNeeded()` when a layout is pending (after creation, a bounds size change, `addSubview(_:)`,
/// a safe-area change or `setNeedsLayout()`), then lays out its subviews — as UIKit's layout pass does; a view
/// controller's root view calls the controller's `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` around it.
/// Nothing is drawn. Setting `frame` sets `bounds.size`; with a non-identity `transform` the fake keeps the
/// frame last set (UIKit documents `frame` as undefined then). The trait collection and the safe area are
/// what a test sets with the `@_spi(Fake)` controls of UIView+Fake.swift (the trait collection is inherited
/// from the superview when none is set); the accessibility and large-content properties are stored.
@MainActor
open class UIView: UIResponder {
    /// Whether `layoutSubviews()` is due at the next `layoutIfNeeded()`.
    private var needsLayout = true
    /// The view controller whose root view this is (its layout callbacks run around `layoutSubviews()`).
    weak var owningController: UIViewController?
    /// The trait collection a test set with `fakeSetTraitCollection(_:)`.
    var fakeOwnTraitCollection: UITraitCollection?
    /// The safe area a test set with `fakeSetSafeAreaInsets(_:)`; `nil` derives it from the superview's.
    var fakeOwnSafeAreaInsets: UIEdgeInsets?

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

    /// The view's Core Animation layer used for rendering.
    /// /documentation/UIKit/UIView/layer
    ///
    /// Fake: one layer per view that keeps its properties.
    open var layer: CALayer {
        ownLayer
    }

    /// The layer behind `layer`.
    private let ownLayer = CALayer()

    /// A Boolean value that determines whether subviews are confined to the bounds of the view.
    /// /documentation/UIKit/UIView/clipsToBounds
    open var clipsToBounds: Bool = false

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

    /// The center point of the view's frame rectangle.
    /// /documentation/UIKit/UIView/center
    ///
    /// Fake: the center of `frame`; setting it moves `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Specifies the transform applied to the view, relative to the center of its bounds.
    /// /documentation/UIKit/UIView/transform
    open var transform: CGAffineTransform = .identity

    /// A Boolean value that determines whether the view is hidden.
    /// /documentation/UIKit/UIView/isHidden
    open var isHidden: Bool = false

    /// A flag used to determine how a view lays out its content when its bounds change.
    /// /documentation/UIKit/UIView/contentMode
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// The view's alpha value.
    /// /documentation/UIKit/UIView/alpha
    open var alpha: CGFloat = 1

    /// A Boolean value that determines whether user events are ignored and removed from the event queue.
    /// /documentation/UIKit/UIView/isUserInteractionEnabled
    open var isUserInteractionEnabled: Bool = true

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
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at the specified index.
    /// /documentation/UIKit/UIView/insertSubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        needsLayout = true
    }

    /// Inserts a view below another view in the view hierarchy.
    /// /documentation/UIKit/UIView/insertSubview(_:belowSubview:)
    ///
    /// Fake: a sibling that is not a subview puts `view` at the end, as `addSubview(_:)` does.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }

    /// Unlinks the view from its superview and its window, and removes it from the responder chain.
    /// /documentation/UIKit/UIView/removeFromSuperview()
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        parent.needsLayout = true
        superview = nil
    }

    /// Moves the specified subview so that it appears on top of its siblings.
    /// /documentation/UIKit/UIView/bringSubviewToFront(_:)
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    /// The natural size for the receiving view, considering only properties of the view itself.
    /// /documentation/UIKit/UIView/intrinsicContentSize
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The absence of an intrinsic metric for a given numeric view property.
    /// /documentation/UIKit/UIView/noIntrinsicMetric
    @available(iOS 6.0, *)
    public class var noIntrinsicMetric: CGFloat { -1 }

    /// Invalidates the view's intrinsic content size.
    /// /documentation/UIKit/UIView/invalidateIntrinsicContentSize()
    @available(iOS 6.0, *)
    open func invalidateIntrinsicContentSize() {}

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
            owningController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
        }
        for view in subviews {
            view.layoutIfNeeded()
        }
    }

    /// The trait collection of the view.
    /// /documentation/UIKit/UITraitEnvironment/traitCollection
    ///
    /// Fake: the collection a test set on this view, else the superview's, else an empty one.
    open var traitCollection: UITraitCollection {
        fakeOwnTraitCollection ?? superview?.traitCollection ?? UITraitCollection()
    }

    /// The insets that you use to determine the safe area for this view.
    /// /documentation/UIKit/UIView/safeAreaInsets
    ///
    /// Fake: the insets a test set with `fakeSetSafeAreaInsets(_:)` (a root view in a window); otherwise, as
    /// documented for other views, the part of this view's frame its superview's safe-area insets cover (zero
    /// without a superview). Transforms are ignored.
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets {
        if let own = fakeOwnSafeAreaInsets { return own }
        guard let parent = superview else { return .zero }
        let outer = parent.safeAreaInsets
        let container = parent.bounds
        /// `value` clamped to 0…limit.
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(
            top: clamp(outer.top - frame.minY, frame.height),
            left: clamp(outer.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (container.height - outer.bottom), frame.height),
            right: clamp(frame.maxX - (container.width - outer.right), frame.width)
        )
    }

    /// Called when the safe area of the view changes.
    /// /documentation/UIKit/UIView/safeAreaInsetsDidChange()
    @available(iOS 11.0, *)
    open func safeAreaInsetsDidChange() {}

    /// The user interface layout direction appropriate for arranging the immediate content of this view.
    /// /documentation/UIKit/UIView/effectiveUserInterfaceLayoutDirection
    ///
    /// Fake: right-to-left when the trait collection's layout direction is, else left-to-right.
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Returns a snapshot view based on the contents of the current view.
    /// /documentation/UIKit/UIView/snapshotView(afterScreenUpdates:)
    ///
    /// Fake: a new empty view with this view's frame, remembering what it shows (`fakeSnapshotSource`).
    @available(iOS 7.0, *)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: frame)
        snapshot.fakeSnapshotSource = self
        return snapshot
    }

    /// The view a fake snapshot was taken of.
    @_spi(Fake) public internal(set) weak var fakeSnapshotSource: UIView?

    // MARK: Gesture recognizers and interactions

    /// The gesture-recognizer objects currently attached to the view.
    /// /documentation/UIKit/UIView/gestureRecognizers
    @available(iOS 3.2, *)
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// Attaches a gesture recognizer to the view.
    /// /documentation/UIKit/UIView/addGestureRecognizer(_:)
    @available(iOS 3.2, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer from the receiving view.
    /// /documentation/UIKit/UIView/removeGestureRecognizer(_:)
    @available(iOS 3.2, *)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The array of interactions for the view.
    /// /documentation/UIKit/UIView/interactions
    @available(iOS 11.0, *)
    open var interactions: [any UIInteraction] = []

    /// Adds an interaction to the view.
    /// /documentation/UIKit/UIView/addInteraction(_:)
    @available(iOS 11.0, *)
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    // MARK: The large content viewer (UILargeContentViewerItem)

    /// A Boolean value that indicates whether to show the view in the large content viewer.
    /// /documentation/UIKit/UIView/showsLargeContentViewer
    @available(iOS 13.0, *)
    open var showsLargeContentViewer: Bool = false

    /// A string that describes the view in the large content viewer.
    /// /documentation/UIKit/UIView/largeContentTitle
    @available(iOS 13.0, *)
    open var largeContentTitle: String?

    /// An image that represents the view in the large content viewer.
    /// /documentation/UIKit/UIView/largeContentImage
    @available(iOS 13.0, *)
    open var largeContentImage: UIImage?

    /// A Boolean value that indicates whether the view's image scales in the large content viewer.
    /// /documentation/UIKit/UIView/scalesLargeContentImage
    @available(iOS 13.0, *)
    open var scalesLargeContentImage: Bool = false
}

/// The layout direction of a user interface.
/// /documentation/UIKit/UIUserInterfaceLayoutDirection
@available(iOS 5.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// A left-to-right layout direction.
    /// /documentation/UIKit/UIUserInterfaceLayoutDirection/leftToRight
    case leftToRight = 0
    /// A right-to-left layout direction.
    /// /documentation/UIKit/UIUserInterfaceLayoutDirection/rightToLeft
    case rightToLeft = 1
}
