/// The base class for controls, which are visual elements that convey a specific action or intention in response
/// to user interactions.
/// /documentation/UIKit/UIControl
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
