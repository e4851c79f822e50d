/// The bundle of a tab bar's images (apps.md v1.3): with `imageBundle: module` and a tab with an image, the
/// enum conforms to the runtime's `TabBarImageBundle` with `Bundle.module`, which the adapters load the
/// images from. The protocol exists where UIKit does, so the conformance sits under `#if canImport(UIKit)`
/// and the file still compiles elsewhere (Linux, macOS); its file imports Foundation for `Bundle`.
extension SwiftEmitter {
    /// Writes `extension Name: TabBarImageBundle { static var imageBundle: Bundle { .module } }` under
    /// `#if canImport(UIKit)`, after a blank line.
    static func writeImageBundle(enumName: String, access: SwiftAccessLevel, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.newline()
        out.write("#if canImport(UIKit)")
        out.newline()
        out.write("/// The tabs' images are resources of this target (`imageBundle: module`): the adapters load them from it.")
        out.newline()
        out.write("extension ")
        out.write(string: enumName)
        out.write(": ")
        out.type(.tabBarImageBundle, shadowed)
        out.write(" {")
        out.newline()
        out.indented { out in
            out.indent()
            out.write(string: access.keyword)
            out.write(" static var imageBundle: ")
            out.type(.bundle, shadowed)
            out.write(" { .module }")
            out.newline()
        }
        out.write("}")
        out.newline()
        out.write("#endif")
        out.newline()
    }

    /// Whether `tabBar`'s enum conforms to `TabBarImageBundle`: `imageBundle: module` and a tab with an image.
    static func hasImageBundle(_ tabBar: TabBarSpec) -> Bool {
        tabBar.configuration.imageBundle == .module
            && tabBar.configuration.items.contains { $0.imageName != nil || $0.selectedImageName != nil }
    }
}
