// The behaviour checks `Scripts/typecheck-apple.sh` runs by default: the runtime's UIKit code driven through the
// UIKit shim's behaviour fake, and the SwiftUI adapters built with their bodies evaluated through the SwiftUI shim.
// Compiled together with the generated Swift of every bundled spec (so `HidingTab`, `SwipeableTab`, `HighlightTab`
// and `Tab` are the enums tabspec generated). Exits 1 when any check fails, after printing every failure.
checkHideOnScrollMovesTheBarToTheHiddenFrame()
checkHideOnScrollWithATallBackgroundImage()
checkApplySetsAppearanceColorsForEveryLayout()
checkApplySetsItemPositioningAndSizes()
checkApplyWithAnOpaqueBar()
checkDynamicColorsResolveByTrait()
checkSwiftUIAdaptersBuildForEveryBundledSpec()
checkSystemTabSpecViewInstallsTheAppearanceOnce()
checkApplyAppearanceLeavesTranslucencyAlone()
finishChecks()
