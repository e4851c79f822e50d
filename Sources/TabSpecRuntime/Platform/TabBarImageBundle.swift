#if canImport(UIKit)
import UIKit

/// A tab enum whose images (`image`, `selectedImage`) are looked up in a bundle of its own rather than the
/// app's main bundle (v1.3).
///
/// Generated code conforms to it when its spec says `imageBundle: module` and some tab has an image: the
/// enum's images are then the resources of the SwiftPM target the generated code is compiled into
/// (`Bundle.module`). The adapters read it as `(T.self as? TabBarImageBundle.Type)?.imageBundle`, else
/// `Bundle.main`. It exists where UIKit does (Foundation's `Bundle` comes with it); the generated conformance
/// sits under the same `#if canImport(UIKit)`, so the generated file still compiles elsewhere.
public protocol TabBarImageBundle {
    /// The bundle the tabs' images are loaded from (`UIImage(named:in:with:)`, SwiftUI's `Image(_:bundle:)`).
    static var imageBundle: Bundle { get }
}
#endif
