/// A collection of environment values propagated through a view hierarchy.
/// /documentation/SwiftUI/EnvironmentValues
///
/// Fake: the values the runtime reads, with SwiftUI's defaults on iPhone in portrait.
@available(iOS 13.0, *)
public struct EnvironmentValues: Sendable {
    /// Creates an environment values instance.
    /// /documentation/SwiftUI/EnvironmentValues/init()
    public init() {}

    /// The layout direction associated with the current environment.
    /// /documentation/SwiftUI/EnvironmentValues/layoutDirection
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The horizontal size class of this environment.
    /// /documentation/SwiftUI/EnvironmentValues/horizontalSizeClass
    @available(iOS 13.0, *)
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact

    /// The vertical size class of this environment.
    /// /documentation/SwiftUI/EnvironmentValues/verticalSizeClass
    @available(iOS 13.0, *)
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The placement of the bottom accessory; `nil` corresponds to an undefined placement.
    /// /documentation/SwiftUI/EnvironmentValues/tabViewBottomAccessoryPlacement
    ///
    /// Fake: always `nil` (the shim lays nothing out).
    @available(iOS 26.0, *)
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? { nil }
}

/// A direction in which SwiftUI can lay out content.
/// /documentation/SwiftUI/LayoutDirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// /documentation/SwiftUI/LayoutDirection/leftToRight
    case leftToRight
    /// /documentation/SwiftUI/LayoutDirection/rightToLeft
    case rightToLeft
}

/// A set of values that indicate the visual size available to the view.
/// /documentation/SwiftUI/UserInterfaceSizeClass
@available(iOS 13.0, *)
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// /documentation/SwiftUI/UserInterfaceSizeClass/compact
    case compact
    /// /documentation/SwiftUI/UserInterfaceSizeClass/regular
    case regular
}

/// An interface for a stored variable that updates an external property of a view.
/// /documentation/SwiftUI/DynamicProperty
///
/// Deviation: declared without its `update()` requirement.
public protocol DynamicProperty {}

/// A property wrapper that reads a value from a view's environment.
/// /documentation/SwiftUI/Environment
///
/// Fake: reads the default `EnvironmentValues()`.
@available(iOS 13.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    /// The value read.
    let value: Value

    /// Creates an environment property to read the specified key path.
    /// /documentation/SwiftUI/Environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.value = EnvironmentValues()[keyPath: keyPath]
    }

    /// The current value of the environment property.
    /// /documentation/SwiftUI/Environment/wrappedValue
    public var wrappedValue: Value {
        value
    }
}

/// A key for accessing values in the environment.
/// /documentation/SwiftUI/EnvironmentKey
@available(iOS 13.0, *)
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    /// /documentation/SwiftUI/EnvironmentKey/Value
    associatedtype Value
    /// The default value for the environment key.
    /// /documentation/SwiftUI/EnvironmentKey/defaultValue
    static var defaultValue: Self.Value { get }
}

extension EnvironmentValues {
    /// Accesses the environment value associated with a custom key.
    /// /documentation/SwiftUI/EnvironmentValues/subscript(_:)
    ///
    /// Fake: reads the key's default and ignores writes (the shim propagates no environment).
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
}
