/// JSON forms of the runtime's geometry and environment values, shared by `frames` and `devices`.
extension JSONValue {
    /// `{"x", "y", "width", "height"}` with cleaned numbers.
    static func rect(_ rect: Rect) -> JSONValue {
        .object([
            JSONMember("x", GeometryNumber.json(rect.x)),
            JSONMember("y", GeometryNumber.json(rect.y)),
            JSONMember("width", GeometryNumber.json(rect.width)),
            JSONMember("height", GeometryNumber.json(rect.height)),
        ])
    }

    /// ``rect(_:)``, or `null` for `nil`.
    static func rect(_ rect: Rect?) -> JSONValue {
        rect.map { JSONValue.rect($0) } ?? .null
    }

    /// `{"top", "leading", "bottom", "trailing"}` with cleaned numbers.
    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([
            JSONMember("top", GeometryNumber.json(insets.top)),
            JSONMember("leading", GeometryNumber.json(insets.leading)),
            JSONMember("bottom", GeometryNumber.json(insets.bottom)),
            JSONMember("trailing", GeometryNumber.json(insets.trailing)),
        ])
    }

    /// The `environment` object of cli.md: device (slug or `null`), orientation, width, height, scale,
    /// safeArea, horizontalSizeClass, verticalSizeClass, idiom, layoutDirection, and (v1.1) ios, the iOS
    /// version modelled (`"18.0"`).
    static func environment(_ environment: TabBarEnvironment) -> JSONValue {
        .object([
            JSONMember("device", .optional(environment.deviceSlug)),
            JSONMember("orientation", .string(environment.orientation.rawValue)),
            JSONMember("width", GeometryNumber.json(environment.width)),
            JSONMember("height", GeometryNumber.json(environment.height)),
            JSONMember("scale", GeometryNumber.json(environment.scale)),
            JSONMember("safeArea", .insets(environment.safeArea)),
            JSONMember("horizontalSizeClass", .string(environment.horizontalSizeClass.rawValue)),
            JSONMember("verticalSizeClass", .string(environment.verticalSizeClass.rawValue)),
            JSONMember("idiom", .string(environment.idiom.rawValue)),
            JSONMember("layoutDirection", .string(environment.layoutDirection.rawValue)),
            JSONMember("ios", .string(environment.iOSVersion.description)),
        ])
    }
}
