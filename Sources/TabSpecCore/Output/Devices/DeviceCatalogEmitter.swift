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
    /// bottom,trailing` (the `--safe-area` syntax, left to right) and size classes as `horizontal/vertical`, per
    /// orientation; `not modelled` and `-` for an orientation the catalog does not model the device in. After the
    /// count, a `note:` line per device with such an orientation or a vertical tab bar (the iPhone Duo's).
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
                device.models(.portrait) ? safeArea(portrait.safeArea) : notModelled,
                device.models(.landscape) ? safeArea(landscape.safeArea) : notModelled,
                device.models(.portrait) ? sizeClasses(portrait) : "-",
                device.models(.landscape) ? sizeClasses(landscape) : "-",
            ])
        }
        var text = table.render()
            + "\n\(devices.count) devices; safe areas are top,leading,bottom,trailing in points, size classes horizontal/vertical.\n"
        for device in devices {
            if let note = note(device) { text += "note: \(device.slug): \(note)\n" }
        }
        return text
    }

    /// What the table's cells say for an orientation a device is not modelled in.
    static let notModelled = "not modelled"

    /// `not modelled in landscape (only one source measured its safe area there); in portrait and landscape a
    /// system tab bar is a vertical bar at the trailing edge, which is not modelled`, or `nil` for a device
    /// modelled in both orientations with its tab bar at the bottom.
    static func note(_ device: Device) -> String? {
        var parts: [String] = []
        for orientation in Orientation.allCases {
            if let reason = device.unmodelledOrientations[orientation] {
                parts.append("not modelled in \(orientation.rawValue) (\(reason))")
            }
        }
        let vertical = Orientation.allCases.filter(device.showsVerticalTabBar).map(\.rawValue)
        if !vertical.isEmpty {
            parts.append("in \(vertical.joined(separator: " and ")) a system tab bar is a vertical bar at the trailing "
                + "edge, which is not modelled")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// A JSON array: per device `{"slug", "name", "idiom", "width", "height", "scale", "portrait",
    /// "landscape", "source"}`, where each orientation is `{"width", "height", "safeArea",
    /// "horizontalSizeClass", "verticalSizeClass"}` (the names of `frames`' environment object, the safe area left
    /// to right). Only where they apply (the iPhone Duo's displays), an orientation object ends with
    /// `"systemTabBar": "vertical"` (the system shows a vertical bar there, not modelled) and, for an orientation
    /// the catalog does not model, `"modelled": false` and `"note"` (why; its numbers are one source's).
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
                    if device.showsVerticalTabBar(in: orientation) { json.member("systemTabBar", "vertical") }
                    if let reason = device.unmodelledOrientations[orientation] {
                        json.key("modelled")
                        json.bool(false)
                        json.member("note", reason)
                    }
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
