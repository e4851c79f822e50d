/// The base class for controls, which are visual elements that convey a specific action or intention in response
/// to user interactions.
/// /documentation/UIKit/UIControl
///
/// Fake: keeps its states and its `UIAction`s per event; `sendActions(for:)` runs the handlers of the actions
/// registered for any of the events, in the order they were added. Touches are not simulated: a test sends the
/// events a tap would (`.touchUpInside`). Target-action with selectors is not declared (no Objective-C runtime
/// on Linux; the runtime uses `UIAction`s).
@MainActor
open class UIControl: UIView {
    /// Constants describing the state of a control.
    /// /documentation/UIKit/UIControl/State
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal, or default, state of a control where the control is enabled but neither selected nor
        /// highlighted.
        /// /documentation/UIKit/UIControl/State/normal
        public static let normal = State([])
        /// Highlighted state of a control.
        /// /documentation/UIKit/UIControl/State/highlighted
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled state of a control.
        /// /documentation/UIKit/UIControl/State/disabled
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected state of a control.
        /// /documentation/UIKit/UIControl/State/selected
        public static let selected = State(rawValue: 1 << 2)
        /// Focused state of a control.
        /// /documentation/UIKit/UIControl/State/focused
        @available(iOS 9.0, *)
        public static let focused = State(rawValue: 1 << 3)
        /// Additional control-state flags available for application use.
        /// /documentation/UIKit/UIControl/State/application
        public static let application = State(rawValue: 0x00FF_0000)
        /// Control-state flags reserved for internal framework use.
        /// /documentation/UIKit/UIControl/State/reserved
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Constants describing the types of events possible for controls.
    /// /documentation/UIKit/UIControl/Event
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch-down event in the control.
        /// /documentation/UIKit/UIControl/Event/touchDown
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch-up event in the control where the finger is inside the bounds of the control.
        /// /documentation/UIKit/UIControl/Event/touchUpInside
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch-up event in the control where the finger is outside the bounds of the control.
        /// /documentation/UIKit/UIControl/Event/touchUpOutside
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A system event canceling the current touches for the control.
        /// /documentation/UIKit/UIControl/Event/touchCancel
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// A touch dragging or otherwise manipulating a control, causing it to emit a series of different values.
        /// /documentation/UIKit/UIControl/Event/valueChanged
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A semantic action triggered by buttons.
        /// /documentation/UIKit/UIControl/Event/primaryActionTriggered
        @available(iOS 9.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// All touch events.
        /// /documentation/UIKit/UIControl/Event/allTouchEvents
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All events, including system events.
        /// /documentation/UIKit/UIControl/Event/allEvents
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A Boolean value indicating whether the control is in the enabled state.
    /// /documentation/UIKit/UIControl/isEnabled
    open var isEnabled: Bool = true

    /// A Boolean value indicating whether the control is in the selected state.
    /// /documentation/UIKit/UIControl/isSelected
    open var isSelected: Bool = false

    /// A Boolean value indicating whether the control draws a highlight.
    /// /documentation/UIKit/UIControl/isHighlighted
    open var isHighlighted: Bool = false

    /// The actions added with `addAction(_:for:)`, in order, with their events.
    private var actions: [(action: UIAction, events: Event)] = []

    /// Adds the UIAction to a given event.
    /// /documentation/UIKit/UIControl/addAction(_:for:)
    ///
    /// Fake: an action with the identifier of one already added replaces it, as documented.
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, actions[index].events.union(controlEvents))
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Removes the action from a set of passed control events.
    /// /documentation/UIKit/UIControl/removeAction(_:for:)
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        for index in actions.indices.reversed() where actions[index].action.identifier == action.identifier {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Calls the action methods associated with the specified events.
    /// /documentation/UIKit/UIControl/sendActions(for:)
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }

    /// Sends an action to the control's target.
    /// /documentation/UIKit/UIControl/sendAction(_:)
    @available(iOS 14.0, *)
    open func sendAction(_ action: UIAction) {
        action.fakeSender = self
        action.fakeHandler(action)
        action.fakeSender = nil
    }
}

/// Text attributes kept per control state (the fake behind `UIBarItem.setTitleTextAttributes(_:for:)` and
/// `UITabBarItem.setBadgeTextAttributes(_:for:)`).
struct TextAttributesByState {
    /// The attributes set for each state's raw value.
    private var values: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The attributes set for `state`, if any.
    subscript(state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
