// The SwiftUI shim: the declarations the runtime's SwiftUI code uses, transcribed from developer.apple.com with
// a `///` line naming each documentation path. It typechecks; it renders nothing (a primitive view's `body` traps
// if called, as SwiftUI's own primitive views have no body to call).
//
// Like Apple's SwiftUI, importing this module also imports Foundation and CoreGraphics (`CGFloat`, `CGSize`).
//
// Linux-forced and scope deviations (all listed in docs/Platforms.md):
// - View types conform to `View` in extensions, so their initializers stay nonisolated as Apple's are (Swift
//   infers main-actor isolation for a type that conforms to a main-actor protocol in its own declaration).
// - Where Apple has several overloads across OS versions, the one available at the iOS 16 deployment target
//   is declared (`Shape.fill(_:style:)` of iOS 13, `Font.system(size:weight:design:)` of iOS 16,
//   `lineLimit(_:)` taking `Int?`); `ViewBuilder.buildBlock` is the parameter-pack form.
// - `Binding.init(get:set:)` takes plain closures: an `@isolated(any)` closure cannot be called synchronously,
//   which a getter must do.
// - `@frozen` and `@inlinable` (ABI attributes that do not change type checking) are left out.
// - Protocols whose requirements the runtime never implements (`PrimitiveButtonStyle`, `ButtonStyle`,
//   `ShapeStyle`, `DynamicProperty`) are declared without them; `Shape` without its `Animatable` refinement.
@_exported import CoreGraphics
@_exported import Foundation

/// What a primitive view's `body` does: primitive views are drawn by SwiftUI itself, never by a body.
func _primitiveBody(_ type: Any.Type) -> Never {
    preconditionFailure("\(type) is a primitive view in the SwiftUI shim; its body is never evaluated")
}
