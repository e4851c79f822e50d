/// A control that initiates an action.
/// /documentation/SwiftUI/Button
@available(iOS 13.0, *)
public struct Button<Label> where Label: View {
    /// The action to perform.
    let action: @MainActor () -> Void

    /// Creates a button that displays a custom label.
    /// /documentation/SwiftUI/Button/init(action:label:)
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
    }
}

extension Button: View {
    public var body: Never { _primitiveBody(Button.self) }
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons within a view
/// hierarchy.
/// /documentation/SwiftUI/PrimitiveButtonStyle
///
/// Deviation: declared without requirements.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

/// A type that applies a custom appearance to all buttons within a view hierarchy.
/// /documentation/SwiftUI/ButtonStyle
///
/// Deviation: declared without requirements.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol ButtonStyle {}

/// A button style that doesn't style or decorate its content while idle, but may apply a visual effect to
/// indicate the pressed, focused, or enabled state of the button.
/// /documentation/SwiftUI/PlainButtonStyle
@available(iOS 13.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    /// /documentation/SwiftUI/PlainButtonStyle/init()
    nonisolated public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    /// /documentation/SwiftUI/PrimitiveButtonStyle/plain
    @MainActor @preconcurrency
    public static var plain: PlainButtonStyle {
        PlainButtonStyle()
    }
}
