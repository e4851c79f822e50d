import TabSpecCore

/// The device and environment options `frames` and `render` share (cli.md): a catalog device or an explicit
/// screen, plus orientation, layout direction, the iOS version modelled and whether the app keeps the pre-iOS 26
/// design, each checked here and gathered into ``EnvironmentSettings`` by ``EnvironmentOptions``.
enum DeviceOptions {
    /// The options, in the order help lists them.
    static let options: [OptionSpec] = [
        .value("--device", valueName: "<slug>", help: "A catalog device (default: iphone-16); 'tabspec devices' lists them."),
        .value("--width", valueName: "<points>", help: "Explicit screen width in portrait (with --height instead of --device)."),
        .value("--height", valueName: "<points>", help: "Explicit screen height in portrait."),
        .value("--scale", valueName: "<scale>", help: "Pixels per point of an explicit screen (default: 3 on phone, 2 on pad)."),
        .value("--safe-area", valueName: "<t,l,b,r>",
               help: "Safe area of an explicit screen: top,leading,bottom,trailing points (default: 0,0,0,0)."),
        .value("--size-class", valueName: "<class>",
               help: "Horizontal size class of an explicit screen: compact or regular (default: compact on phone, regular on pad).",
               allowed: ["compact", "regular"]),
        .value("--idiom", valueName: "<idiom>", help: "Idiom of an explicit screen: phone or pad (default: phone).",
               allowed: ["phone", "pad"]),
        .flag("--landscape", help: "Landscape: width and height swapped, landscape safe area and size classes."),
        .flag("--rtl", help: "Right-to-left layout: every bar-relative frame mirrored, tab 0 rightmost."),
        iOSOption,
        compatibilityOption,
        sdkOption,
    ]

    /// `--ios VERSION`, shared with `lint`.
    static let iOSOption = OptionSpec.value(
        "--ios", valueName: "<version>",
        help: "The iOS version to model (default: the configuration's deploymentTarget, else 18): iOS 26 and later "
            + "use iOS 26's safe areas and, on a phone in portrait, the floating system tab bar."
    )

    /// `--compatibility`, shared with `lint`: the app keeps the pre-iOS 26 design (`UIDesignRequiresCompatibility`).
    static let compatibilityOption = OptionSpec.flag(
        "--compatibility",
        help: "Model an app that sets UIDesignRequiresCompatibility: built with an SDK before 27 (--sdk 26), its system bars "
            + "stay classic on iOS 26; the iOS 27 SDK ignores the key."
    )

    /// `--sdk VERSION`, shared with `lint` (v1.3): the iOS SDK the app is built with.
    static let sdkOption = OptionSpec.value(
        "--sdk", valueName: "<version>",
        help: "The iOS SDK the app is built with (default: the configuration's 'app { sdk }', else 27): system bars float "
            + "from SDK 26; before 27, --compatibility keeps them classic."
    )

    /// The options that describe an explicit screen (and cannot be combined with `--device`).
    static let explicitScreenOptions = ["--width", "--height", "--scale", "--safe-area", "--size-class", "--idiom"]

    /// The largest accepted screen size and safe-area inset, in points.
    static let maximumPoints = 100_000.0
    /// The largest accepted scale.
    static let maximumScale = 10.0

    /// `--ios`'s version, or `nil` when not given; a value that is not a version is a usage error worded as the
    /// configuration's `deploymentTarget` error.
    static func iOSVersion(from arguments: ParsedArguments) throws(CLIError) -> IOSVersion? {
        guard let text = arguments.value("--ios") else { return nil }
        guard let version = IOSVersion(text) else {
            throw .invalidValue(text, for: "--ios", expected: IOSVersion.expectedDescription)
        }
        return version
    }

    /// `--sdk`'s version, or `nil` when not given; a value that is not a version is a usage error worded as the
    /// configuration's `app { sdk }` error.
    static func sdk(from arguments: ParsedArguments) throws(CLIError) -> IOSVersion? {
        guard let text = arguments.value("--sdk") else { return nil }
        guard let version = IOSVersion(text) else {
            throw .invalidValue(text, for: "--sdk", expected: IOSVersion.expectedDescription)
        }
        return version
    }

    /// The screen the options describe, checked: `--device`, or the explicit screen of `--width` and
    /// `--height` (with `--scale`, `--safe-area`, `--size-class`, `--idiom`); `nil` when neither is given (the
    /// default device, ``Screen/defaultScreen``).
    static func screen(from arguments: ParsedArguments) throws(CLIError) -> Screen? {
        let explicit = explicitScreenOptions.filter { arguments.value($0) != nil }
        if let slug = arguments.value("--device") {
            if let first = explicit.first {
                throw .usage("'--device' cannot be combined with '\(first)'; give a catalog device or an explicit screen")
            }
            return .device(try device(slug))
        }
        guard let first = explicit.first else { return nil }
        guard let widthText = arguments.value("--width"), let heightText = arguments.value("--height") else {
            if arguments.value("--width") != nil { throw .usage("'--width' needs '--height'") }
            if arguments.value("--height") != nil { throw .usage("'--height' needs '--width'") }
            throw .usage("'\(first)' needs '--width' and '--height' (or use '--device')")
        }
        var screen = ExplicitScreen(width: try number(widthText, for: "--width", range: .positive(maximumPoints)),
                                    height: try number(heightText, for: "--height", range: .positive(maximumPoints)))
        screen.idiom = arguments.value("--idiom").flatMap(Idiom.init(rawValue:)) ?? .phone
        if let text = arguments.value("--scale") { screen.scale = try number(text, for: "--scale", range: .positive(maximumScale)) }
        if let text = arguments.value("--safe-area") { screen.safeArea = try insets(text) }
        screen.horizontalSizeClass = arguments.value("--size-class").flatMap(SizeClass.init(rawValue:))
        return .explicit(screen)
    }

    /// The catalog device `slug`, or a usage error suggesting the closest slugs.
    static func device(_ slug: String) throws(CLIError) -> Device {
        if let device = Device.named(slug) { return device }
        let slugs = Device.catalog.map(\.slug)
        var suggestions = Suggestion.closest(to: slug, among: slugs)
        if suggestions.isEmpty, !slug.isEmpty {
            // A family name (`ipad-pro`, `iphone-15`) is not a typo: offer the devices it starts.
            suggestions = Array(slugs.filter { $0.hasPrefix(slug.lowercased()) }.prefix(3))
        }
        throw .usage("unknown device '\(slug)'\(Suggestion.phrase(suggestions)) ('tabspec devices' lists the catalog)")
    }

    /// The accepted values of a number option.
    enum NumberRange {
        /// Greater than 0, at most the bound.
        case positive(Double)
        /// At least 0, at most the bound.
        case nonNegative(Double)

        /// `a number greater than 0 and at most 100000`.
        var description: String {
            switch self {
            case let .positive(bound): return "a number greater than 0 and at most \(DecimalText.shortest(bound))"
            case let .nonNegative(bound): return "a number from 0 to \(DecimalText.shortest(bound))"
            }
        }

        /// Whether `value` is accepted.
        func contains(_ value: Double) -> Bool {
            switch self {
            case let .positive(bound): return value > 0 && value <= bound
            case let .nonNegative(bound): return value >= 0 && value <= bound
            }
        }
    }

    /// A plain decimal (`393`, `72.5`) within `range`, or a usage error naming `option`.
    static func number(_ text: String, for option: String, range: NumberRange) throws(CLIError) -> Double {
        guard let value = decimal(text), range.contains(value) else {
            throw .invalidValue(text, for: option, expected: range.description)
        }
        return value
    }

    /// `top,leading,bottom,trailing`: four numbers ≥ 0 separated by commas (spaces around them allowed).
    static func insets(_ text: String) throws(CLIError) -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        let range = NumberRange.nonNegative(maximumPoints)
        let values = parts.compactMap(decimal)
        guard parts.count == 4, values.count == 4, values.allSatisfy(range.contains) else {
            throw .invalidValue(text, for: "--safe-area",
                                expected: "four numbers top,leading,bottom,trailing, each \(range.description) (e.g. 59,0,34,0)")
        }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// The value of `digits[.digits]`, or `nil` for anything else (signs, exponents, `nan`, hex).
    static func decimal(_ text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last, first != ".", last != "." else { return nil }
        var dots = 0
        for scalar in scalars {
            if scalar == "." {
                dots += 1
            } else if !("0"..."9").contains(scalar) {
                return nil
            }
        }
        guard dots <= 1 else { return nil }
        return Double(text)
    }
}
