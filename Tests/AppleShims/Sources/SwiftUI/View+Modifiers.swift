/// The view modifiers the runtime uses, each as Apple declares it.
extension View {
    /// Positions this view within an invisible frame with the specified size.
    /// /documentation/SwiftUI/View/frame(width:height:alignment:)
    @available(iOS 13.0, *)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View {
        _modified()
    }

    /// Offset this view by the specified horizontal and vertical distances.
    /// /documentation/SwiftUI/View/offset(x:y:)
    @available(iOS 13.0, *)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _modified()
    }

    /// Scales this view to fit its parent.
    /// /documentation/SwiftUI/View/scaledToFit()
    @available(iOS 13.0, *)
    nonisolated public func scaledToFit() -> some View {
        _modified()
    }

    /// Sets the color of the foreground elements displayed by this view.
    /// /documentation/SwiftUI/View/foregroundColor(_:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use foregroundStyle(_:) instead.")
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        _modified()
    }

    /// Sets a view's foreground elements to use a given style.
    /// /documentation/SwiftUI/View/foregroundStyle(_:)
    @available(iOS 15.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        _modified()
    }

    /// Sets the default font for text in this view.
    /// /documentation/SwiftUI/View/font(_:)
    @available(iOS 13.0, *)
    nonisolated public func font(_ font: Font?) -> some View {
        _modified()
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    /// /documentation/SwiftUI/View/lineLimit(_:)
    @available(iOS 13.0, *)
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        _modified()
    }

    /// Defines the content shape for hit testing.
    /// /documentation/SwiftUI/View/contentShape(_:eoFill:)
    @available(iOS 13.0, *)
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
        _modified()
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and custom
    /// interaction behavior.
    /// /documentation/SwiftUI/View/buttonStyle(_:)
    @available(iOS 13.0, *)
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        _modified()
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and standard
    /// interaction behavior.
    /// /documentation/SwiftUI/View/buttonStyle(_:)
    @available(iOS 13.0, *)
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
        _modified()
    }

    /// Adds a label to the view that describes its contents.
    /// /documentation/SwiftUI/View/accessibilityLabel(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ label: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Adds the given traits to the view.
    /// /documentation/SwiftUI/View/accessibilityAddTraits(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Sets the environment value of the specified key path to the given value.
    /// /documentation/SwiftUI/View/environment(_:_:)
    @available(iOS 13.0, *)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View {
        _modified()
    }

    /// Applies the given animation to this view when the specified value changes.
    /// /documentation/SwiftUI/View/animation(_:value:)
    @available(iOS 13.0, *)
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        _modified()
    }

    /// Layers the given view behind this view.
    /// /documentation/SwiftUI/View/background(_:alignment:)
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center)
        -> some View where Background: View {
        _modified()
    }

    /// Expands the safe area of a view.
    /// /documentation/SwiftUI/View/ignoresSafeArea(_:edges:)
    @available(iOS 14.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _modified()
    }

    /// Sets the tint color within this view.
    /// /documentation/SwiftUI/View/tint(_:)
    ///
    /// The iOS 15 `Color?` overload (iOS 16 adds one taking `ShapeStyle`).
    @available(iOS 15.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View {
        _modified()
    }

    /// Shows the specified content beside the modified view.
    /// /documentation/SwiftUI/View/safeAreaInset(edge:alignment:spacing:content:)
    @available(iOS 15.0, *)
    nonisolated public func safeAreaInset<V>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        _modified()
    }

    /// Layers the views that you specify in front of this view.
    /// /documentation/SwiftUI/View/overlay(alignment:content:)
    @available(iOS 15.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        _modified()
    }

    /// Layers the views that you specify behind this view.
    /// /documentation/SwiftUI/View/background(alignment:content:)
    @available(iOS 15.0, *)
    ///
    /// Fake: the content is built at once and kept in `fakeBackgrounds`, so a check can host what a page puts
    /// behind itself (a `UIViewControllerRepresentable`).
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        fakeBackgrounds.append(content())
        return _modified()
    }

    /// Configures whether this view participates in hit test operations.
    /// /documentation/SwiftUI/View/allowsHitTesting(_:)
    @available(iOS 13.0, *)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        _modified()
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    /// /documentation/SwiftUI/View/minimumScaleFactor(_:)
    @available(iOS 13.0, *)
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        _modified()
    }

    /// Sets the transparency of this view.
    /// /documentation/SwiftUI/View/opacity(_:)
    @available(iOS 13.0, *)
    nonisolated public func opacity(_ opacity: Double) -> some View {
        _modified()
    }
}

/// The content of every `background(alignment:content:)` built so far, oldest first (Fake).
@_spi(Fake) nonisolated(unsafe) public var fakeBackgrounds: [Any] = []
