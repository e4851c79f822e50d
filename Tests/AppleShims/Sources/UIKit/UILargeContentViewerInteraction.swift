/// The protocol that an interaction implements to access the view that owns it.
/// /documentation/UIKit/UIInteraction
@available(iOS 11.0, *)
@MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view that owns the interaction.
    /// /documentation/UIKit/UIInteraction/view
    var view: UIView? { get }
    /// Tells the interaction that a view will add or remove it from the view's interactions array.
    /// /documentation/UIKit/UIInteraction/willMove(to:)
    func willMove(to view: UIView?)
    /// Tells the interaction that a view added or removed it from the view's interactions array.
    /// /documentation/UIKit/UIInteraction/didMove(to:)
    func didMove(to view: UIView?)
}

/// An object that customizes the behavior of the large content viewer interactions.
/// /documentation/UIKit/UILargeContentViewerInteractionDelegate
///
/// Declared without requirements: all of Apple's are optional and the runtime implements none.
@available(iOS 13.0, *)
@MainActor
public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {}

/// An interaction that enables a gesture to present the large content viewer for cases when supporting the
/// largest dynamic type sizes isn't appropriate.
/// /documentation/UIKit/UILargeContentViewerInteraction
///
/// Fake: keeps its view and delegate; presents nothing.
@available(iOS 13.0, *)
@MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Creates an interaction object with the specified delegate.
    /// /documentation/UIKit/UILargeContentViewerInteraction/init(delegate:)
    public init(delegate: (any UILargeContentViewerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// An object that can fine-tune the large content viewer interactions.
    /// /documentation/UIKit/UILargeContentViewerInteraction/delegate
    open private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?

    /// The view that owns the interaction.
    /// /documentation/UIKit/UIInteraction/view
    open private(set) weak var view: UIView?

    /// /documentation/UIKit/UIInteraction/willMove(to:)
    open func willMove(to view: UIView?) {}

    /// /documentation/UIKit/UIInteraction/didMove(to:)
    open func didMove(to view: UIView?) {
        self.view = view
    }
}
