/// One panel: a caption, the visible part of the screen with the content, the bar and the home indicator (and,
/// annotated, the safe area), and the layout notes.
extension SVGRenderer {
    /// The strip color marking safe-area insets.
    static let safeAreaColor = RGBAColor(rgb: 0xFF2D55, alpha: 0.15)
    /// The color of the safe-area label.
    static let safeAreaLabelColor = RGBAColor(rgb: 0xFF2D55)

    /// Draws `row`'s tab bar in `appearance` under `caption`, its left edge at `x`: the content behind the
    /// bar, the bar (a floating bar `minimized` when asked, and its bottom accessory), the home indicator
    /// (``homeIndicator(_:beneath:into:)``) and, when `annotate`, the safe-area insets; the screen's outline;
    /// the notes and, when the row draws stand-in glyphs, the line saying so.
    static func panel(
        _ row: SVGLayout.Row,
        caption: String,
        selectedTab: String?,
        environment: TabBarEnvironment,
        appearance: Appearance,
        annotate: Bool,
        minimized: Bool = false,
        images: SVGImages,
        badges: [String: TabBadge] = [:],
        x: Double,
        into svg: SVGBuilder
    ) {
        let tabBar = row.tabBar
        let top = row.top
        let visible = row.visible
        let visibleHeight = visible.bottom - visible.top
        let width = environment.width
        let dark = appearance == .dark
        let floating = tabBar.layout.geometry == .floating
        // A floating bar's glass shows the content, not the spec's colours (`glass-background`).
        let background = floating ? RGBAColor(white: dark ? 0 : 1) : tabBar.configuration.colors.background.resolved(dark: dark)

        svg.text("text", [("x", n(x)), ("y", n(top + 13)), ("font-size", n(captionFontSize)), ("fill", "#3C3C43")], caption)

        let viewportTop = top + captionHeight
        svg.element("svg", [
            ("x", n(x)), ("y", n(viewportTop)),
            ("width", n(width + 2)), ("height", n(visibleHeight + 1)),
            ("viewBox", "-1 \(n(visible.top)) \(n(width + 2)) \(n(visibleHeight + 1))"),
        ]) {
            contentBackdrop(environment, visibleTop: visible.top, background: background, under: .of(tabBar), into: svg)
            bar(tabBar, selectedTab: selectedTab, environment: environment, dark: dark, annotate: annotate, minimized: minimized,
                images: images, badges: badges, into: svg)
            if minimized {
                minimizedBar(tabBar, selectedTab: selectedTab, environment: environment, dark: dark, annotate: annotate, images: images,
                             into: svg)
            }
            accessory(tabBar, minimized: minimized && tabBar.layout.bar.minimized != nil, dark: dark, into: svg)
            regularWidthLabel(tabBar, environment: environment, dark: dark, into: svg)
            homeIndicator(environment, beneath: floating ? background : material(tabBar.configuration, over: background, dark: dark),
                          into: svg)
            if annotate { safeArea(environment, visibleTop: visible.top, into: svg) }
            svg.empty("rect", [
                ("x", "0"), ("y", "0"), ("width", n(width)), ("height", n(environment.height)),
                ("fill", "none"), ("stroke", "#636366"), ("stroke-width", "1"),
            ])
        }

        let noteTop = viewportTop + visibleHeight + 1
        for (index, line) in row.noteLines.enumerated() {
            svg.text("text", [
                ("x", n(x)), ("y", n(noteTop + Double(index + 1) * noteLineHeight)), ("font-size", n(noteFontSize)), ("fill", "#8E8E93"),
            ], line)
        }
        if !row.standIns.isEmpty {
            svg.text("text", [
                ("data-caption", "stand-ins"),
                ("x", n(x)), ("y", n(noteTop + Double(row.noteLines.count + 1) * noteLineHeight)),
                ("font-size", n(noteFontSize)), ("fill", "#8E8E93"),
            ], standInCaption)
        }
    }

    /// The line under a panel whose icons are stand-ins.
    static let standInCaption = "icons approximated with Bootstrap Icons"

    /// What a bar shows of the content under it.
    enum ContentUnderBar {
        /// The content goes on under the bar, as it is: a floating bar's glass.
        case shown
        /// The content goes on under the bar, blurred from this y down: a system bar's translucent material.
        case blurred(from: Double)
        /// The content ends above this y: a custom bar sits under the page (the page above it, as
        /// `VStack { page; TabSpecBar }`), so only the background is behind it.
        case ends(at: Double)

        /// What `tabBar` shows of the content under it.
        static func of(_ tabBar: LaidOutTabBar) -> ContentUnderBar {
            let configuration = tabBar.configuration
            let top = tabBar.layout.bar.shown.y
            // A floating bar's glass; an iPad's unmodelled top bar or no bar (v1.3) covers nothing at the bottom.
            if tabBar.layout.geometry != .classic { return .shown }
            if configuration.kind == .custom { return .ends(at: top) }
            return configuration.isTranslucent ? .blurred(from: top) : .ends(at: top)
        }
    }

    /// The content behind the bar (screen coordinates), `<g data-backdrop="content">`: the screen in
    /// `background` with rows of placeholder lines from `visibleTop` down, as a list would show, so a
    /// translucent bar or glass shows what it sits on; `under` says how the rows under the bar are drawn.
    static func contentBackdrop(_ environment: TabBarEnvironment, visibleTop: Double, background: RGBAColor,
                                under: ContentUnderBar = .shown, into svg: SVGBuilder) {
        let width = environment.width
        // Placeholder lines a little darker than a light background, lighter than a dark one.
        let opaque = background.composited(over: RGBAColor(white: 1))
        let shade = opaque.relativeLuminance > 0.18 ? RGBAColor(white: 0, alpha: 0.16) : RGBAColor(white: 1, alpha: 0.2)
        var end = environment.height
        var blurredFrom: Double?
        switch under {
        case .shown: break
        case .blurred(let top): blurredFrom = top
        case .ends(let top): end = top
        }
        var rows: [Rect] = []
        var y = visibleTop + 8
        let rightToLeft = environment.layoutDirection == .rightToLeft
        while y + 10 <= end, width > 32 {
            // Alternating long and short lines, as text in a list would look (from the right in right to left).
            let lineWidth = rows.count % 2 == 0 ? width - 32 : (width - 32) * 0.6
            rows.append(Rect(x: rightToLeft ? width - 16 - lineWidth : 16, y: y, width: lineWidth, height: 10))
            y += backdropRowPitch
        }
        let sharp = rows.prefix { row in blurredFrom.map { row.y < $0 } ?? true }
        let blurred = rows.dropFirst(sharp.count)
        func draw(_ rows: some Sequence<Rect>) {
            for row in rows {
                svg.empty("rect", frameAttributes(row) + [("rx", "5")] + SVGPaint.fill(shade.composited(over: opaque)))
            }
        }
        svg.element("g", [("data-backdrop", "content")]) {
            svg.empty("rect", [("x", "0"), ("y", "0"), ("width", n(width)), ("height", n(environment.height))]
                + SVGPaint.fill(background))
            draw(sharp)
            if !blurred.isEmpty {
                svg.element("g", [("filter", "url(#\(materialBlurID))")]) { draw(blurred) }
            }
        }
    }

    /// The id of the blur filter under a system bar's translucent material.
    static let materialBlurID = "material-blur"

    /// The distance between two rows of the backdrop's placeholder content.
    static let backdropRowPitch = 22.0

    /// A panel's heading: `Tab · iPhone 16 · portrait · iOS 18.0 · light` (with the language, `· de`, and
    /// `· right to left` before the appearance in right-to-left). The picture is made wide enough for every
    /// heading (``SVGLayout``).
    static func caption(_ tabBar: LaidOutTabBar, environment: TabBarEnvironment, appearance: Appearance, language: String? = nil,
                        theme: String? = nil) -> String {
        var caption = "\(tabBar.name) · \(deviceName(environment, long: false)) · \(environment.orientation.rawValue)"
        caption += " · iOS \(environment.iOSVersion)"
        if let language { caption += " · \(language)" }
        if let theme { caption += " · theme \(theme)" }
        if environment.layoutDirection == .rightToLeft { caption += " · right to left" }
        return caption + " · \(appearance.rawValue)"
    }

    /// The lines printed under a panel `width` points wide: each note as `note: …` (a floating bar's
    /// ``floatingIndicatorNote(_:)``, ``minimizedNote(_:minimized:)`` when `minimized`, then `imageNotes`,
    /// last), wrapped at spaces to the width (by the title-width estimate), later lines indented.
    static func noteLines(_ tabBar: LaidOutTabBar, width: Double, imageNotes: [String] = [], minimized: Bool = false) -> [String] {
        let font = TabBarConfiguration.Font(weight: .regular, size: noteFontSize)
        var lines: [String] = []
        let drawingNotes = [floatingIndicatorNote(tabBar), minimizedNote(tabBar, minimized: minimized)].compactMap { $0 }
        for text in tabBar.layout.notes.map(message(of:)) + drawingNotes + imageNotes {
            var line = "note:"
            for word in text.split(separator: " ") {
                let candidate = line + " " + word
                if line.count > 5, TitleWidthEstimate.width(of: candidate, font: font) > width {
                    lines.append(line)
                    line = "  " + word
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// The notes about the app's images the items of `variants` draw with `selectedTab` selected (each once, in
    /// the order drawn): why an image is a labelled box (``SVGImages/note(for:)``), or, without catalogs, that
    /// images are.
    static func imageNotes(
        _ variants: [(tabBar: LaidOutTabBar, environment: TabBarEnvironment)],
        selectedTab: String?,
        images: SVGImages
    ) -> [String] {
        var notes: [String] = []
        for variant in variants {
            for item in drawnItems(variant.tabBar, selectedTab: selectedTab, environment: variant.environment) where item.icon != nil {
                guard let name = item.image else { continue }
                let note = images.hasCatalogs ? images.note(for: name) : SVGImages.withoutCatalogsNote
                if let note, !notes.contains(note) { notes.append(note) }
            }
        }
        return notes
    }

    /// A note as the picture prints it: the layout's message, except that the side-by-side note says how the
    /// picture draws that layout.
    static func message(of note: TabBarLayout.Note) -> String {
        switch note {
        case .sideBySideNotModelled:
            return "icon and title sit side by side in this environment; their frames are not modelled, "
                + "so they are drawn approximately (data-approximate=\"inline\")"
        case .itemsOverflow, .itemWidthNotPositive, .contentHeightNotPositive, .classicBarOnIOS26, .compatibilityIgnoredBySDK,
             .floatingCommunityMeasured, .floatingGeometryOfIOS26, .floatingSearchTabSingleSource, .floatingProminentTabNotMeasured,
             .floatingSearchTabWithOthersReported, .prominentTabNeedsIOS27, .floatingMoreSingleSource,
             .floatingMoreBesideProminentNotMeasured, .floatingPlatterTooWide, .floatingLongTitleSlotsNotModelled, .floatingMinimizes,
             .floatingAccessorySingleSource, .accessoryPlacedByApp,
             .verticalTabBarNotModelled, .topBarNotModelled, .hiddenInRegularWidth, .bottomBarInCompactWidth:
            return note.message
        }
    }

    /// The safe-area insets as translucent strips (screen coordinates), the bottom one labelled at its left
    /// end (annotated pictures only).
    static func safeArea(_ environment: TabBarEnvironment, visibleTop: Double, into svg: SVGBuilder) {
        let insets = environment.safeArea
        let width = environment.width
        let height = environment.height
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let left = rightToLeft ? insets.trailing : insets.leading
        let right = rightToLeft ? insets.leading : insets.trailing
        var strips: [(String, Rect)] = []
        if insets.top > 0 { strips.append(("top", Rect(x: 0, y: 0, width: width, height: insets.top))) }
        if left > 0 { strips.append(((rightToLeft ? "trailing" : "leading"), Rect(x: 0, y: 0, width: left, height: height))) }
        if right > 0 {
            strips.append(((rightToLeft ? "leading" : "trailing"), Rect(x: width - right, y: 0, width: right, height: height)))
        }
        if insets.bottom > 0 {
            strips.append(("bottom", Rect(x: 0, y: height - insets.bottom, width: width, height: insets.bottom)))
        }
        for (edge, rect) in strips {
            svg.empty("rect", [
                ("data-safe-area", edge),
                ("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height)),
            ] + SVGPaint.fill(safeAreaColor))
        }
        if insets.bottom >= 10 {
            // At the strip's leading end, clear of the home indicator in its middle.
            svg.text("text", [
                ("x", n(left + 6)), ("y", n(height - insets.bottom / 2 + 3)),
                ("font-size", "8"),
            ] + SVGPaint.fill(safeAreaLabelColor), "safe area \(n(insets.bottom)) pt")
        }
    }
}
