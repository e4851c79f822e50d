/// A property wrapper type that can read and write a value managed by SwiftUI.
/// /documentation/SwiftUI/State
///
/// Fake: the value lives in a box owned by the wrapper (SwiftUI keeps it in the view graph).
@available(iOS 13.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Where the fake keeps the value.
    final class Box {
        /// The value.
        var value: Value

        /// A box holding `value`.
        init(_ value: Value) {
            self.value = value
        }
    }

    /// The storage.
    let box: Box

    /// Creates a state property that stores an initial value.
    /// /documentation/SwiftUI/State/init(wrappedValue:)
    public init(wrappedValue value: Value) {
        self.box = Box(value)
    }

    /// Creates a state property that stores an initial value.
    /// /documentation/SwiftUI/State/init(initialValue:)
    public init(initialValue value: Value) {
        self.box = Box(value)
    }

    /// The underlying value referenced by the state variable.
    /// /documentation/SwiftUI/State/wrappedValue
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    /// /documentation/SwiftUI/State/projectedValue
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}
