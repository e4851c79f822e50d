/// Everything about the screen a tab bar is laid out on: size, scale, safe area, traits and direction.
///
/// Build one from the device catalog with ``device(_:orientation:)`` or give the values explicitly.
public struct TabBarEnvironment: Sendable, Hashable {
    /// The catalog slug (`iphone-16`) when the environment comes from the catalog, else `nil`.
    public var deviceSlug: String?
    public var orientation: Orientation
    /// Screen width `W` in points.
    public var width: Double
    /// Screen height `V` in points.
    public var height: Double
    /// Pixels per point (2 or 3).
    public var scale: Double
    public var safeArea: EdgeInsets
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var idiom: Idiom
    public var layoutDirection: LayoutDirection

    public init(
        deviceSlug: String? = nil,
        orientation: Orientation = .portrait,
        width: Double,
        height: Double,
        scale: Double = 3,
        safeArea: EdgeInsets = .zero,
        horizontalSizeClass: SizeClass = .compact,
        verticalSizeClass: SizeClass = .regular,
        idiom: Idiom = .phone,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.deviceSlug = deviceSlug
        self.orientation = orientation
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.layoutDirection = layoutDirection
    }
}
