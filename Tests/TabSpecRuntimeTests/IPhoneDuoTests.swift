import Testing
@testable import TabSpecRuntime

/// The iPhone Duo (layout.md v1.3): its displays where two sources agree, per-edge insets (the 84 pt status-bar
/// column on the right only, also in right to left), the orientations not modelled, and the vertical tab bar
/// reported as not modelled. Numbers: docs/Layout.md, "The iPhone Duo".
@Suite("iPhone Duo")
struct IPhoneDuoTests {
    @Test func theClosedPhonesCoverDisplay() throws {
        let cover = try #require(Device.named("iphone-duo"))
        #expect(cover.name == "iPhone Duo (closed)" && cover.idiom == .phone)
        #expect(cover.width == 466 && cover.height == 678 && cover.scale == 3)
        #expect(cover.portraitSafeArea == Device.Insets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(cover.portraitSizeClasses == Device.SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(cover.safeAreaEra == .iOS26)
        #expect(cover.models(.portrait) && !cover.models(.landscape))
        #expect(cover.unmodelledOrientations == [.landscape: "only one source measured its safe area there"])
        #expect(cover.verticalTabBarOrientations == [.portrait, .landscape])
        // The landscape columns keep the one source's measurement (not modelled).
        #expect(cover.landscapeSafeArea == Device.Insets(top: 0, left: 0, bottom: 34, right: 84))
        // The catalog's column view of the one-sided insets.
        #expect(cover.portraitSafeTop == 0 && cover.portraitSafeBottom == 34)
        #expect(cover.landscapeSafeSide == 84 && cover.landscapeSafeTop == 0 && cover.landscapeSafeBottom == 34)
    }

    @Test func theOpenPhonesInnerDisplay() throws {
        let inner = try #require(Device.named("iphone-duo-open"))
        #expect(inner.name == "iPhone Duo (open)" && inner.idiom == .phone)
        #expect(inner.width == 669 && inner.height == 951 && inner.scale == 3)
        #expect(inner.landscapeSafeArea == Device.Insets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(inner.landscapeSizeClasses == Device.SizeClasses(horizontal: .regular, vertical: .regular))
        #expect(inner.safeAreaEra == .iOS26)
        #expect(!inner.models(.portrait) && inner.models(.landscape))
        #expect(inner.unmodelledOrientations == [.portrait: "only one source measured its safe area there"])
        #expect(inner.verticalTabBarOrientations == [.landscape])
        #expect(inner.portraitSafeArea == Device.Insets(top: 82, left: 0, bottom: 34, right: 0))
    }

    @Test func environmentsPutTheColumnOnThePhysicalRight() throws {
        let ltr = try #require(TabBarEnvironment.device("iphone-duo"))
        #expect(ltr == TabBarEnvironment(
            deviceSlug: "iphone-duo", orientation: .portrait, width: 466, height: 678, scale: 3,
            safeArea: EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84),
            horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone, layoutDirection: .leftToRight
        ))
        // Right to left, the physical right edge is the leading one.
        let rtl = try #require(TabBarEnvironment.device("iphone-duo", layoutDirection: .rightToLeft))
        #expect(rtl.safeArea == EdgeInsets(top: 0, leading: 84, bottom: 34, trailing: 0))
        let open = try #require(TabBarEnvironment.device("iphone-duo-open", orientation: .landscape, iOSVersion: IOSVersion(major: 27, minor: 1)))
        #expect(open.width == 951 && open.height == 669 && open.scale == 3)
        #expect(open.safeArea == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84))
        #expect(open.horizontalSizeClass == .regular && open.verticalSizeClass == .regular)
        // iOS 26 changed no inset the Duo has (its landscape bottom is 34, not 20): every version gives the same.
        for version in ["18.0", "26.0", "27.1"] {
            let ios = try #require(IOSVersion(version))
            #expect(TabBarEnvironment.device("iphone-duo", iOSVersion: ios)?.safeArea == ltr.safeArea)
            #expect(TabBarEnvironment.device("iphone-duo-open", orientation: .landscape, iOSVersion: ios)?.safeArea == open.safeArea)
        }
    }

    @Test func orientationsNotModelledHaveNoLookup() {
        #expect(TabBarEnvironment.device("iphone-duo", orientation: .landscape) == nil)
        #expect(TabBarEnvironment.device("iphone-duo-open") == nil)
        #expect(TabBarEnvironment.device("iphone-duo-open", orientation: .portrait, layoutDirection: .rightToLeft) == nil)
    }

    @Test func changingTheDirectionKeepsADevicesInsetsOnTheirEdges() throws {
        var environment = try #require(TabBarEnvironment.device("iphone-duo"))
        environment.setLayoutDirection(.rightToLeft)
        #expect(environment == TabBarEnvironment.device("iphone-duo", layoutDirection: .rightToLeft))
        environment.setLayoutDirection(.rightToLeft)  // the same direction again changes nothing
        #expect(environment.safeArea == EdgeInsets(top: 0, leading: 84, bottom: 34, trailing: 0))
        environment.setLayoutDirection(.leftToRight)
        #expect(environment == TabBarEnvironment.device("iphone-duo"))
        // An explicit screen keeps its safe area as given (top, leading, bottom, trailing).
        var explicit = TabBarEnvironment(width: 466, height: 678, safeArea: EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84))
        explicit.setLayoutDirection(.rightToLeft)
        #expect(explicit.safeArea == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84))
        #expect(explicit.layoutDirection == .rightToLeft)
    }

    /// A `custom` bar (tabspec draws it where the app puts it) spans the screen without the 84 pt column:
    /// `left = safeLeading`, `right = W − safeTrailing`, mirrored in right to left.
    @Test func aCustomBarKeepsClearOfTheColumnInBothDirections() throws {
        let configuration = TabBarConfiguration(kind: .custom, items: [
            .init(id: "a", symbolName: "house"), .init(id: "b", symbolName: "person"),
        ])
        let ltr = TabBarLayout(configuration: configuration, environment: try #require(TabBarEnvironment.device("iphone-duo")))
        // cw = 466 − 84 = 382: two items 191 wide at x 0 and 191.
        #expect(ltr.items.map(\.frame) == [Rect(x: 0, y: 0, width: 191, height: 49), Rect(x: 191, y: 0, width: 191, height: 49)])
        #expect(ltr.bar.shown == Rect(x: 0, y: 678 - 49 - 34, width: 466, height: 83))
        #expect(ltr.notes.isEmpty)
        let rtl = TabBarLayout(configuration: configuration,
                               environment: try #require(TabBarEnvironment.device("iphone-duo", layoutDirection: .rightToLeft)))
        // Mirrored: tab 0 rightmost, ending where the column begins (466 − 84 = 382).
        #expect(rtl.items.map(\.frame) == [Rect(x: 191, y: 0, width: 191, height: 49), Rect(x: 0, y: 0, width: 191, height: 49)])
        #expect(rtl.notes.isEmpty)
        // The open phone in landscape: 951 − 84 = 867.
        let open = TabBarLayout(configuration: configuration,
                                environment: try #require(TabBarEnvironment.device("iphone-duo-open", orientation: .landscape,
                                                                                   layoutDirection: .rightToLeft)))
        #expect(open.items.map(\.frame) == [Rect(x: 433.5, y: 0, width: 433.5, height: 49), Rect(x: 0, y: 0, width: 433.5, height: 49)])
    }

    static let systemBar = TabBarConfiguration(kind: .system, items: [
        .init(id: "home", symbolName: "house", title: "Home"), .init(id: "profile", symbolName: "person", title: "Profile"),
    ])

    @Test func aSystemBarSaysTheVerticalBarIsNotModelled() throws {
        let message = "iOS 27.1 shows a system tab bar on this screen as a vertical bar at the trailing edge; the vertical "
            + "bar is not modelled, so these frames describe a bottom bar the device does not show"
        #expect(TabBarLayout.Note.verticalTabBarNotModelled.message == message)
        // The default iOS 18: the classic bar's frames, and the note.
        let classic = TabBarLayout(configuration: Self.systemBar, environment: try #require(TabBarEnvironment.device("iphone-duo")))
        #expect(classic.geometry == .classic)
        #expect(classic.notes == [.verticalTabBarNotModelled])
        // iOS 27.1 (the Duo's release): whatever bar the model gives, the note comes first.
        let ios27 = try #require(IOSVersion("27.1"))
        for (slug, orientation) in [("iphone-duo", Orientation.portrait), ("iphone-duo-open", .landscape)] {
            for direction in LayoutDirection.allCases {
                let environment = try #require(TabBarEnvironment.device(slug, orientation: orientation, layoutDirection: direction,
                                                                        iOSVersion: ios27))
                #expect(environment.showsVerticalTabBar)
                let layout = TabBarLayout(configuration: Self.systemBar, environment: environment)
                #expect(layout.notes.first == .verticalTabBarNotModelled, "\(slug) \(direction)")
                #expect(layout.notes.filter { $0 == .verticalTabBarNotModelled }.count == 1)
                #expect(TabBarLayout(configuration: Self.systemBar, environment: environment, snap: true).notes.first
                    == .verticalTabBarNotModelled)
            }
        }
    }

    @Test func onlySystemBarsOnTheDuoGetTheNote() throws {
        var custom = Self.systemBar
        custom.kind = .custom
        let cover = try #require(TabBarEnvironment.device("iphone-duo"))
        #expect(!TabBarLayout(configuration: custom, environment: cover).notes.contains(.verticalTabBarNotModelled))
        // The same screen given explicitly is not the Duo: no note.
        var explicit = cover
        explicit.deviceSlug = nil
        #expect(!explicit.showsVerticalTabBar)
        #expect(!TabBarLayout(configuration: Self.systemBar, environment: explicit).notes.contains(.verticalTabBarNotModelled))
        // Another device: no note.
        let sixteen = try #require(TabBarEnvironment.device("iphone-16"))
        #expect(!sixteen.showsVerticalTabBar)
        #expect(Device.verticalTabBarSlugs == ["iphone-duo", "iphone-duo-open"])
    }
}
