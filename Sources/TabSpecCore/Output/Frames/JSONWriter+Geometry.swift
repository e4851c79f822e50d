import TabSpecRuntime

/// JSON forms of the runtime's geometry and environment values, shared by `frames` and `devices`.
extension JSONWriter {
    /// A geometry number, cleaned (``DecimalText/cleaned(_:)``).
    mutating func geometry(_ value: Double) {
        number(DecimalText.cleaned(value))
    }

    /// `"key": number`, cleaned.
    mutating func member(_ name: String, geometry value: Double) {
        key(name)
        geometry(value)
    }

    /// `{"x", "y", "width", "height"}` with cleaned numbers, or `null` for `nil`.
    mutating func rect(_ rect: Rect?) {
        guard let rect else { return null() }
        object { json in
            json.member("x", geometry: rect.x)
            json.member("y", geometry: rect.y)
            json.member("width", geometry: rect.width)
            json.member("height", geometry: rect.height)
        }
    }

    /// `"key": {"x", "y", "width", "height"}` or `null`.
    mutating func member(_ name: String, rect value: Rect?) {
        key(name)
        rect(value)
    }

    /// `{"top", "leading", "bottom", "trailing"}` with cleaned numbers.
    mutating func insets(_ insets: EdgeInsets) {
        object { json in
            json.member("top", geometry: insets.top)
            json.member("leading", geometry: insets.leading)
            json.member("bottom", geometry: insets.bottom)
            json.member("trailing", geometry: insets.trailing)
        }
    }

    /// The `environment` object of cli.md: device (slug or `null`), orientation, width, height, scale,
    /// safeArea, horizontalSizeClass, verticalSizeClass, idiom, layoutDirection, and (v1.1) ios, the iOS
    /// version modelled (`"18.0"`), (v1.3) sdk, the SDK the app is built with (`"27.0"`), (v1.2, only with a
    /// language) `language`, and (v1.3, only with `--tabs`) `tabs`, the ids of the tabs shown.
    mutating func environment(_ environment: TabBarEnvironment, language: String? = nil, tabs: [String]? = nil) {
        object { json in
            json.member("device", environment.deviceSlug)
            json.member("orientation", environment.orientation.rawValue)
            json.member("width", geometry: environment.width)
            json.member("height", geometry: environment.height)
            json.member("scale", geometry: environment.scale)
            json.key("safeArea")
            json.insets(environment.safeArea)
            json.member("horizontalSizeClass", environment.horizontalSizeClass.rawValue)
            json.member("verticalSizeClass", environment.verticalSizeClass.rawValue)
            json.member("idiom", environment.idiom.rawValue)
            json.member("layoutDirection", environment.layoutDirection.rawValue)
            json.member("ios", environment.iOSVersion.description)
            json.member("sdk", environment.sdk.description)
            // Only with `--language`: the output without one is what it was before v1.2.
            if let language { json.member("language", language) }
            // Only with `--tabs`: the output without it is what it was before v1.3.
            if let tabs {
                json.member("tabs", array: { json in
                    for tab in tabs { json.string(tab) }
                })
            }
        }
    }
}
