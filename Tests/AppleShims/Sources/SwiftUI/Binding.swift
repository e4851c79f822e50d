/// A property wrapper type that can read and write a value owned by a source of truth.
/// /documentation/SwiftUI/Binding
@available(iOS 13.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Reads the value.
    private let getValue: () -> Value
    /// Writes the value.
    private let setValue: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    /// /documentation/SwiftUI/Binding/init(get:set:)
    ///
    /// Deviation: plain closures instead of `@isolated(any)` ones (see SwiftUI.swift).
    @preconcurrency
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getValue = get
        self.setValue = set
    }

    /// Creates a binding with an immutable value.
    /// /documentation/SwiftUI/Binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    /// /documentation/SwiftUI/Binding/wrappedValue
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    /// /documentation/SwiftUI/Binding/projectedValue
    public var projectedValue: Binding<Value> {
        self
    }

    /// Creates a binding from the value of another binding.
    /// /documentation/SwiftUI/Binding/init(projectedValue:)
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Returns a binding to the resulting value of a given key path.
    /// /documentation/SwiftUI/Binding/subscript(dynamicMember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { self.wrappedValue[keyPath: keyPath] = $0 }
        )
    }
}
