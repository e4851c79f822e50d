/// A modifier that you apply to a view or another view modifier, producing a different version of the original
/// value.
/// /documentation/SwiftUI/ViewModifier
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    /// /documentation/SwiftUI/ViewModifier/Body
    associatedtype Body: View
    /// The content view type passed to `body()`.
    /// /documentation/SwiftUI/ViewModifier/Content
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    /// /documentation/SwiftUI/ViewModifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content view a view modifier's body receives.
/// /documentation/SwiftUI/ViewModifier/Content
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
    public var body: Never { _primitiveBody(_ViewModifier_Content.self) }
}

/// A value with a modifier applied to it.
/// /documentation/SwiftUI/ModifiedContent
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    /// /documentation/SwiftUI/ModifiedContent/content
    public var content: Content
    /// The view modifier.
    /// /documentation/SwiftUI/ModifiedContent/modifier
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view modifier.
    /// /documentation/SwiftUI/ModifiedContent/init(content:modifier:)
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { _primitiveBody(ModifiedContent.self) }
}

/// The modifier behind the shim's `some View` modifiers (SwiftUI's own are private types).
public struct _ShimModifier {
    /// Creates the modifier.
    init() {}
}

extension _ShimModifier: ViewModifier {
    public func body(content: Content) -> Never { _primitiveBody(_ShimModifier.self) }
}

extension View {
    /// Wraps this view in the shim's opaque modifier.
    nonisolated func _modified() -> ModifiedContent<Self, _ShimModifier> {
        ModifiedContent(content: self, modifier: _ShimModifier())
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    /// /documentation/SwiftUI/View/modifier(_:)
    @available(iOS 13.0, *)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
