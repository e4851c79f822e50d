// The behaviour checks `Scripts/typecheck-apple.sh` runs by default: the runtime's UIKit code driven through the
// UIKit shim's behaviour fake. Compiled together with the generated Swift of every bundled spec (so
// `HidingTab`, `SwipeableTab`, `HighlightTab` and `Tab` are the enums tabspec generated). Exits 1 when any check
// fails, after printing every failure.
checkHideOnScrollMovesTheBarToTheHiddenFrame()
checkHideOnScrollWithATallBackgroundImage()
checkApplySetsAppearanceColorsForEveryLayout()
checkApplySetsItemPositioningAndSizes()
checkApplyWithAnOpaqueBar()
checkDynamicColorsResolveByTrait()
checkBarViewItemFramesMatchTheLayout()
checkBarViewTapSelectsAndSendsValueChanged()
checkBarViewIndicatorFollowsTheSelection()
checkBarViewDrawsAndSpeaksBadges()
checkBarViewAccessibility()
checkStrategyByIOSVersion()
checkSystemControllerWithUITabs()
checkSystemControllerWithTabBarItems()
checkControllerHidesOnScrollOnEveryStrategy()
checkControllerSwipesToTheNeighbour()
checkCustomControllerInstallsTheDrawnBar()
finishChecks()
