// The CoreGraphics shim: only what swift-corelibs-foundation does not define.
//
// On Apple platforms `CGFloat`, `CGPoint`, `CGSize` and `CGRect` come from CoreGraphics (re-exported by
// Foundation and UIKit). On Linux swift-corelibs-foundation already defines all four, so declaring them again
// here would make every use ambiguous. This module therefore re-exports Foundation and adds the CoreGraphics
// types Foundation lacks (`CGAffineTransform`, `CGColor`). Deviation (docs/Platforms.md): on Apple platforms
// Foundation re-exports CoreGraphics; here CoreGraphics re-exports Foundation.
@_exported import Foundation
