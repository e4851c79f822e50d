/// An object representing a menu, action, or command.
/// /documentation/UIKit/UIMenuElement
///
/// Declared with the nested types `UIAction`'s initializer takes.
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
    /// Attributes that determine the style of the menu element.
    /// /documentation/UIKit/UIMenuElement/Attributes
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// An attribute indicating the disabled style.
        /// /documentation/UIKit/UIMenuElement/Attributes/disabled
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// An attribute indicating the destructive style.
        /// /documentation/UIKit/UIMenuElement/Attributes/destructive
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// An attribute indicating the hidden style.
        /// /documentation/UIKit/UIMenuElement/Attributes/hidden
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Constants that indicate the state of an action- or command-based menu element.
    /// /documentation/UIKit/UIMenuElement/State
    public enum State: Int, Sendable {
        /// A constant indicating the menu element is in the “off” state.
        /// /documentation/UIKit/UIMenuElement/State/off
        case off = 0
        /// A constant indicating the menu element is in the “on” state.
        /// /documentation/UIKit/UIMenuElement/State/on
        case on = 1
        /// A constant indicating the menu element is in the “mixed” state.
        /// /documentation/UIKit/UIMenuElement/State/mixed
        case mixed = 2
    }

    /// Creates a menu element (the fake's stand-in for UIKit's internal initializer).
    init(title: String) {
        self.title = title
        super.init()
    }

    /// The title of the menu element.
    /// /documentation/UIKit/UIMenuElement/title
    open var title: String
}

/// A type that defines the closure for an action handler.
/// /documentation/UIKit/UIActionHandler
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that performs its action in a closure.
/// /documentation/UIKit/UIAction
///
/// Fake: keeps its handler, called by `UIControl.sendAction(_:)`.
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
    /// A type that represents an action identifier.
    /// /documentation/UIKit/UIAction/Identifier
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The handler passed at creation.
    let fakeHandler: UIActionHandler
    /// The control sending the action while its handler runs.
    weak var fakeSender: UIControl?

    /// The designated initializer behind the documented convenience initializer.
    init(title: String, image: UIImage?, identifier: UIAction.Identifier, handler: @escaping UIActionHandler) {
        self.image = image
        self.identifier = identifier
        self.fakeHandler = handler
        super.init(title: title)
    }

    /// Creates an action with the specified title, image, identifier, discoverability title, attributes, state,
    /// and handler.
    /// /documentation/UIKit/UIAction/init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
    ///
    /// Fake: without an identifier, each action gets a unique one, as UIKit's do.
    @preconcurrency
    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        UIAction.fakeIdentifierCount += 1
        let unique = UIAction.Identifier("fake.action.\(UIAction.fakeIdentifierCount)")
        self.init(title: title, image: image, identifier: identifier ?? unique, handler: handler)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// How many unique identifiers the fake made.
    private static var fakeIdentifierCount = 0

    /// The action's identifier.
    /// /documentation/UIKit/UIAction/identifier
    public let identifier: UIAction.Identifier
    /// The action's image.
    /// /documentation/UIKit/UIAction/image
    open var image: UIImage?
    /// An elaborated title that explains the purpose of the action.
    /// /documentation/UIKit/UIAction/discoverabilityTitle
    open var discoverabilityTitle: String?
    /// The attributes indicating the style of the action.
    /// /documentation/UIKit/UIAction/attributes
    open var attributes: UIMenuElement.Attributes = []
    /// The state of the action.
    /// /documentation/UIKit/UIAction/state
    open var state: UIMenuElement.State = .off
    /// The object responsible for the action handler.
    /// /documentation/UIKit/UIAction/sender
    @available(iOS 14.0, *)
    open var sender: Any? { fakeSender }
}
