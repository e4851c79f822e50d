/// The reference text of a configuration file's keys (cli.md's tables), for hover and completion.
extension ConfigurationSchema {
    /// The reference of `key` in `block` (`lint`, `compile`, `app`), or `nil` for a key the schema lacks.
    static func reference(ofKey key: String, in block: String) -> KeyReference? {
        guard keys(of: block).contains(key) else { return nil }
        let parts: (type: String, defaultValue: String, summary: String)? = switch (block, key) {
        case ("lint", "devices"): ("device slugs, separated by spaces", "every device of 'tabspec devices'", "The devices to check.")
        case ("lint", "orientations"): ("'portrait' and/or 'landscape'", "both", "The orientations to check.")
        case ("lint", "deploymentTarget"): ("an iOS version: '16', '17.2', '16.4.1'", "none",
                                            "Enables 'symbol-availability' and is the iOS version modelled.")
        case ("lint", "disable"): ("rule ids", "none", "Rules that do not run.")
        case ("lint", "error"): ("rule ids", "none", "Rules reported as errors.")
        case ("lint", "warning"): ("rule ids", "none", "Rules reported as warnings.")
        case ("lint", "symbols"): ("SF Symbol names as strings", "none", "Names accepted by 'unknown-symbol' besides the built-in table.")
        case ("lint", "build"): ("'true' or 'false'", "'true'", "Whether builds lint ('tabspec compile --lint').")
        case ("lint", "catalogs"): ("String Catalog or '.strings' paths as strings", "none", "The string tables the localization checks read.")
        case ("lint", "languages"): ("language codes", "the catalogs' languages", "The languages the localization checks cover.")
        case ("lint", "assets"): ("asset catalog ('.xcassets' folder) paths as strings", "none",
                                  "The asset catalogs whose images tabs may name ('unknown-image'); 'render' draws their images.")
        case ("compile", "accessLevel"): ("'internal', 'public' or 'package'", "'internal'", "The access level of the generated declarations.")
        case ("app", "designRequiresCompatibility"): ("'true' or 'false'", "'false'",
                                                      "The app keeps the pre-iOS 26 design ('UIDesignRequiresCompatibility'); "
                                                        + "ignored from the iOS 27 SDK on.")
        case ("app", "sdk"): ("an iOS version: '26', '27.0'", "'27', the newest SDK modelled",
                              "The iOS SDK the app is built with: it decides whether system bars float (v1.3).")
        default: nil
        }
        guard let parts else { return nil }
        return KeyReference(name: key, block: block, type: parts.type, defaultValue: parts.defaultValue, summary: parts.summary)
    }

    /// The reference of a configuration block's keyword.
    static func reference(ofBlock block: String) -> KeyReference? {
        let summary: String? = switch block {
        case "lint": "What 'tabspec lint' checks: devices, orientations, the deployment target, rule severities."
        case "compile": "Settings of the generated code."
        case "app": "What the app itself declares (v1.2)."
        default: nil
        }
        return summary.map { KeyReference(name: block, block: "the configuration file", type: "a block", defaultValue: "none", summary: $0) }
    }
}
