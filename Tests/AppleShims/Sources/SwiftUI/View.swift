/// A type that represents part of your app's user interface and provides modifiers that you use to configure
/// views.
/// /documentation/SwiftUI/View
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    /// /documentation/SwiftUI/View/Body-swift.associatedtype
    associatedtype Body: View

    /// The content and behavior of the view.
    /// /documentation/SwiftUI/View/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is the body type of primitive views.
/// /documentation/SwiftUI/View
extension Never: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Never.self) }
}

/// A view that doesn't contain any content.
/// /documentation/SwiftUI/EmptyView
public struct EmptyView {
    /// Creates an empty view.
    /// /documentation/SwiftUI/EmptyView/init()
    public init() {}
}

extension EmptyView: View {
    public var body: Never { _primitiveBody(EmptyView.self) }
}

/// A View created from a swift tuple of View values.
/// /documentation/SwiftUI/TupleView
public struct TupleView<T> {
    /// The tuple of views.
    /// /documentation/SwiftUI/TupleView/value
    public var value: T

    /// Creates a tuple view.
    /// /documentation/SwiftUI/TupleView/init(_:)
    public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View {
    public var body: Never { _primitiveBody(TupleView.self) }
}

/// View content that shows one of two possible children.
/// /documentation/SwiftUI/_ConditionalContent
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which child is shown.
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    /// The shown child.
    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { _primitiveBody(_ConditionalContent.self) }
}

/// A type-erased view.
/// /documentation/SwiftUI/AnyView
public struct AnyView {
    /// Create an instance that type-erases `view`.
    /// /documentation/SwiftUI/AnyView/init(_:)
    public init<V>(_ view: V) where V: View {}
}

extension AnyView: View {
    public var body: Never { _primitiveBody(AnyView.self) }
}

/// An optional view is a view: nothing when `nil`.
/// /documentation/Swift/Optional
extension Optional: View where Wrapped: View {
    public var body: Never { _primitiveBody(Optional.self) }
}
