/// `tabspec devices`: the device catalog as a table or as JSON.
package enum DeviceCatalogEmitter {
    /// The output formats of `tabspec devices --format`.
    package enum Format: String, Sendable, CaseIterable {
        /// Aligned columns (the default).
        case table
        /// A JSON array of device objects.
        case json
    }

    /// `devices` in `format`, ending with a newline.
    package static func render(_ devices: [Device] = Device.catalog, format: Format) -> String {
        switch format {
        case .table: return table(devices)
        case .json: return json(devices)
        }
    }

    /// One row per device: slug, name, idiom, portrait size in points, scale, safe areas as `top,leading,
    /// bottom,trailing` (the `--safe-area` syntax) and size classes as `horizontal/vertical`, per orientation.
    package static func table(_ devices: [Device]) -> String {
        var table = TextTable(columns: [
            .left("slug"), .left("name"), .left("idiom"), .right("size"), .right("scale"),
            .left("safe area portrait"), .left("safe area landscape"),
            .left("size classes portrait"), .left("size classes landscape"),
        ])
        for device in devices {
            let portrait = TabBarEnvironment(device: device, orientation: .portrait)
            let landscape = TabBarEnvironment(device: device, orientation: .landscape)
            table.rows.append([
                device.slug, device.name, device.idiom.rawValue,
                "\(DecimalText.geometry(device.width))×\(DecimalText.geometry(device.height))",
                "@\(DecimalText.geometry(device.scale))x",
                safeArea(portrait.safeArea), safeArea(landscape.safeArea),
                sizeClasses(portrait), sizeClasses(landscape),
            ])
        }
        return table.render() + "\n\(devices.count) devices; safe areas are top,leading,bottom,trailing in points, size classes horizontal/vertical.\n"
    }

    /// A JSON array: per device `{"slug", "name", "idiom", "width", "height", "scale", "portrait",
    /// "landscape", "source"}`, where each orientation is `{"width", "height", "safeArea",
    /// "horizontalSizeClass", "verticalSizeClass"}` (the names of `frames`' environment object).
    package static func json(_ devices: [Device]) -> String {
        var json = JSONWriter()
        json.array { json in
            for device in devices { write(device, to: &json) }
        }
        json.output.append("\n")
        return json.output.takeText()
    }

    /// One device as a JSON object.
    static func write(_ device: Device, to json: inout JSONWriter) {
        json.object { json in
            json.member("slug", device.slug)
            json.member("name", device.name)
            json.member("idiom", device.idiom.rawValue)
            json.member("width", geometry: device.width)
            json.member("height", geometry: device.height)
            json.member("scale", geometry: device.scale)
            for orientation in [Orientation.portrait, .landscape] {
                let environment = TabBarEnvironment(device: device, orientation: orientation)
                json.member(orientation.rawValue, object: { json in
                    json.member("width", geometry: environment.width)
                    json.member("height", geometry: environment.height)
                    json.key("safeArea")
                    json.insets(environment.safeArea)
                    json.member("horizontalSizeClass", environment.horizontalSizeClass.rawValue)
                    json.member("verticalSizeClass", environment.verticalSizeClass.rawValue)
                })
            }
            json.member("source", device.source)
        }
    }

    /// `59,0,34,0`.
    static func safeArea(_ insets: EdgeInsets) -> String {
        [insets.top, insets.leading, insets.bottom, insets.trailing].map(DecimalText.geometry).joined(separator: ",")
    }

    /// `compact/regular`.
    static func sizeClasses(_ environment: TabBarEnvironment) -> String {
        "\(environment.horizontalSizeClass.rawValue)/\(environment.verticalSizeClass.rawValue)"
    }
}
