/// Generates large, realistic benchmark specs deterministically: the same seed and size give the same bytes.
///
/// A file starts with a `palette` and holds many uniquely named `tabbar` blocks, each with comments, a
/// palette-using color set, often an indicator or `hideOnScroll`, and 4–6 tabs with SF Symbols and titles in
/// one of five languages (English, Japanese, Vietnamese, Chinese, Indonesian), as users write them. The
/// same content is returned as ``BenchSpecFile`` values, which the benchmark encodes as JSON.
struct SpecGenerator {
    /// The generated file: its `.tabspec` text and the same data as values.
    struct Output {
        var text: String
        var content: BenchSpecFile
    }

    /// A tab the generator can pick: id, symbol, filled variant and a title per language.
    private struct TabTemplate {
        var id: String
        var symbol: String
        var filled: String?
        /// English, Japanese, Vietnamese, Chinese, Indonesian.
        var titles: [String]
    }

    private static let tabTemplates: [TabTemplate] = [
        TabTemplate(id: "home", symbol: "house", filled: "house.fill", titles: ["Home", "ホーム", "Trang chủ", "首页", "Beranda"]),
        TabTemplate(id: "search", symbol: "magnifyingglass", filled: nil, titles: ["Search", "検索", "Tìm kiếm", "搜索", "Cari"]),
        TabTemplate(id: "ranking", symbol: "crown", filled: "crown.fill", titles: ["Ranking", "ランキング", "Xếp hạng", "排行", "Peringkat"]),
        TabTemplate(id: "library", symbol: "book", filled: "book.fill", titles: ["Library", "本棚", "Thư viện", "书架", "Pustaka"]),
        TabTemplate(id: "settings", symbol: "gearshape", filled: "gearshape.fill", titles: ["Settings", "設定", "Cài đặt", "设置", "Setelan"]),
        TabTemplate(id: "profile", symbol: "person.crop.circle", filled: "person.crop.circle.fill", titles: ["Profile", "マイページ", "Hồ sơ", "我的", "Profil"]),
        TabTemplate(id: "alerts", symbol: "bell", filled: "bell.fill", titles: ["Alerts", "お知らせ", "Thông báo", "通知", "Notifikasi"]),
        TabTemplate(id: "favorites", symbol: "heart", filled: "heart.fill", titles: ["Favorites", "お気に入り", "Yêu thích", "收藏", "Favorit"]),
        TabTemplate(id: "cart", symbol: "cart", filled: "cart.fill", titles: ["Cart", "カート", "Giỏ hàng", "购物车", "Keranjang"]),
        TabTemplate(id: "messages", symbol: "message", filled: "message.fill", titles: ["Messages", "メッセージ", "Tin nhắn", "消息", "Pesan"]),
        TabTemplate(id: "calendar", symbol: "calendar", filled: nil, titles: ["Calendar", "カレンダー", "Lịch", "日历", "Kalender"]),
        TabTemplate(id: "map", symbol: "map", filled: "map.fill", titles: ["Map", "地図", "Bản đồ", "地图", "Peta"]),
        TabTemplate(id: "photos", symbol: "photo", filled: "photo.fill", titles: ["Photos", "写真", "Ảnh", "照片", "Foto"]),
        TabTemplate(id: "music", symbol: "music.note", filled: nil, titles: ["Music", "音楽", "Nhạc", "音乐", "Musik"]),
        TabTemplate(id: "news", symbol: "newspaper", filled: "newspaper.fill", titles: ["News", "ニュース", "Tin tức", "新闻", "Berita"]),
        TabTemplate(id: "stats", symbol: "chart.bar", filled: "chart.bar.fill", titles: ["Stats", "統計", "Thống kê", "统计", "Statistik"]),
        TabTemplate(id: "inbox", symbol: "tray", filled: "tray.fill", titles: ["Inbox", "受信箱", "Hộp thư", "收件箱", "Kotak"]),
        TabTemplate(id: "files", symbol: "folder", filled: "folder.fill", titles: ["Files", "ファイル", "Tệp", "文件", "Berkas"]),
        TabTemplate(id: "recent", symbol: "clock", filled: "clock.fill", titles: ["Recent", "履歴", "Gần đây", "最近", "Terbaru"]),
        TabTemplate(id: "featured", symbol: "star", filled: "star.fill", titles: ["Featured", "特集", "Nổi bật", "精选", "Unggulan"]),
    ]

    private static let languages = ["English", "Japanese", "Vietnamese", "Chinese", "Indonesian"]

    /// Strong palette colors (tints) and light surfaces (bar backgrounds).
    private static let strongColors: [BenchPaletteColor] = [
        BenchPaletteColor(name: "brand", color: "#0060DF"), BenchPaletteColor(name: "accent", color: "#C2410C"),
        BenchPaletteColor(name: "coral", color: "#D9480F"), BenchPaletteColor(name: "ocean", color: "#0B7285"),
        BenchPaletteColor(name: "forest", color: "#2B8A3E"), BenchPaletteColor(name: "plum", color: "#862E9C"),
        BenchPaletteColor(name: "berry", color: "#A61E4D"), BenchPaletteColor(name: "ink", color: "#212529"),
    ]
    private static let surfaceColors: [BenchPaletteColor] = [
        BenchPaletteColor(name: "surface", color: "#F8F9FA"), BenchPaletteColor(name: "sand", color: "#FFF4E6"),
        BenchPaletteColor(name: "mint", color: "#E6FCF5"), BenchPaletteColor(name: "sky", color: "#E7F5FF"),
        BenchPaletteColor(name: "cloud", color: "#F1F3F5"), BenchPaletteColor(name: "cream", color: "#FFF9DB"),
    ]
    private static let darkTints = ["systemOrange", "systemBlue", "systemGreen", "systemPink", "systemTeal", "white"]
    private static let appKinds = [
        "Shop", "News", "Social", "Music", "Travel", "Bank", "Health", "Reader",
        "Photo", "Chat", "Fitness", "Recipe", "Weather", "Video", "Podcast", "Learn",
    ]

    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A file of at least `size` bytes (whole tab bars are added until the size is reached).
    mutating func generate(size: Int) -> Output {
        generate(size: size, lines: Int.max, title: "\(size / (1 << 20)) MB of tab bars")
    }

    /// A file of at least `lines` lines (whole tab bars are added until the count is reached), the spec an
    /// editor holds open in the `lsp` stage.
    mutating func generate(lines: Int) -> Output {
        generate(size: Int.max, lines: lines, title: "\(lines) lines of tab bars")
    }

    /// A file of at least `size` bytes or `lines` lines, whichever comes first; `title` names it in its first comment.
    private mutating func generate(size: Int, lines: Int, title: String) -> Output {
        let palette = SpecGenerator.strongColors + SpecGenerator.surfaceColors
        var text = "// Benchmark corpus generated by tabspec-bench: \(title).\n"
        text += "// Every bar uses the palette below; titles come in five languages.\n\n"
        text += "palette {\n"
        let width = palette.map(\.name.utf8.count).max() ?? 0
        for entry in palette {
            text += "    \(entry.name):" + String(repeating: " ", count: width - entry.name.utf8.count + 1) + entry.color + "\n"
        }
        text += "}\n"
        var tabBars: [BenchTabBar] = []
        var index = 1
        var lineCount = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        while text.utf8.count < size, lineCount < lines {
            let (bar, barText) = makeTabBar(index: index)
            tabBars.append(bar)
            text += "\n" + barText
            lineCount += 1 + barText.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            index += 1
        }
        return Output(text: text, content: BenchSpecFile(palette: palette, tabBars: tabBars))
    }

    // MARK: One tab bar

    private mutating func makeTabBar(index: Int) -> (BenchTabBar, String) {
        let app = pick(SpecGenerator.appKinds)
        let name = "\(app)\(index)Tab"
        let language = random.next(below: SpecGenerator.languages.count)
        let isCustom = random.chance(0.6)
        let tabCount = 4 + random.next(below: 3)
        let centered = tabCount == 4 && random.chance(0.3)
        var templates = SpecGenerator.tabTemplates
        random.shuffle(&templates)
        let chosen = Array(templates.prefix(tabCount))
        let withTitles = random.chance(0.85)

        let strong = pick(SpecGenerator.strongColors).name
        let surface = pick(SpecGenerator.surfaceColors).name
        var bar = BenchTabBar(name: name, kind: isCustom ? "custom" : "system",
                              itemPositioning: centered ? "centered" : (isCustom ? "fill" : "automatic"), tabs: [])
        var lines: [String] = []
        var lineComments: [Int: String] = [:]
        lines.append("kind: \(bar.kind)")
        lines.append("itemPositioning: \(bar.itemPositioning)")
        if centered {
            bar.itemWidth = isCustom ? 64 : 70
            bar.itemSpacing = isCustom ? 8 : 12
            lines.append("itemWidth: \(SpecGenerator.format(bar.itemWidth ?? 0))")
            lines.append("itemSpacing: \(SpecGenerator.format(bar.itemSpacing ?? 0))")
        }
        if isCustom {
            bar.height = pick([56, 60, 64])
            lines.append("height: \(SpecGenerator.format(bar.height ?? 0))")
            let padding: [Double] = pick([[8, 12, 6], [6, 16], [8], [8, 12, 10, 12]])
            bar.padding = padding
            lines.append("padding: " + padding.map(SpecGenerator.format).joined(separator: " "))
            lineComments[lines.count - 1] = pick(["top, horizontal, bottom (CSS shorthand)", "CSS order", "keeps the icons off the edge"])
            bar.iconSize = pick([24, 26, 28])
            lines.append("iconSize: \(SpecGenerator.format(bar.iconSize ?? 0))")
        }
        if withTitles, random.chance(0.7) {
            let font = BenchFont(weight: random.chance(0.7) ? pick(["medium", "semibold", "bold", "regular"]) : nil,
                                 size: pick([10, 11, 12]))
            bar.titleFont = font
            lines.append("titleFont: " + (font.weight.map { $0 + " " } ?? "") + SpecGenerator.format(font.size))
            if isCustom, random.chance(0.4) {
                bar.titleSpacing = pick([2, 3, 4])
                lines.append("titleSpacing: \(SpecGenerator.format(bar.titleSpacing ?? 0))")
            }
        }
        if !isCustom {
            if random.chance(0.3) {
                bar.translucent = false
                lines.append("translucent: false")
            }
            if random.chance(0.3) {
                bar.swipe = true
                lines.append("swipe: true")
                lineComments[lines.count - 1] = "page between tabs"
            }
        }
        bar.tintColor = random.chance(0.5) ? strong : "\(strong) | \(pick(SpecGenerator.darkTints))"
        lines.append("tintColor: \(bar.tintColor ?? "")")
        bar.unselectedItemTintColor = pick(["gray", "systemGray", "gray @ 0.6 | lightGray", "#8E8E93", "ink @ 70% | lightGray"])
        lines.append("unselectedItemTintColor: \(bar.unselectedItemTintColor ?? "")")
        if isCustom || random.chance(0.3) {
            bar.barTintColor = pick(["\(surface) | #1C1C1E", "\(surface) @ 0.94 | #141414 @ 0.94", "white | black"])
            lines.append("barTintColor: \(bar.barTintColor ?? "")")
        }
        if withTitles, random.chance(0.25) {
            bar.titleColor = "ink | white"
            lines.append("titleColor: ink | white")
        }
        if isCustom, random.chance(0.3) {
            bar.selectedItemBackgroundColor = "\(strong) @ 12% | \(strong) @ 30%"
            lines.append("selectedItemBackgroundColor: \(bar.selectedItemBackgroundColor ?? "")")
        }
        if random.chance(0.6) {
            let animation = BenchAnimation(curve: pick(["easeInOut", "easeOut", "linear", "easeIn"]), duration: pick([0.15, 0.2, 0.25, 0.3]))
            bar.selectionAnimation = animation
            lines.append("selectionAnimation: \(animation.curve) \(SpecGenerator.format(animation.duration))")
        }
        if random.chance(0.4) {
            bar.initial = chosen[random.next(below: chosen.count)].id
            lines.append("initial: \(bar.initial ?? "")")
            lineComments[lines.count - 1] = "selected when the app starts"
        }

        var body = ""
        for (offset, line) in lines.enumerated() {
            body += "    " + line
            if let comment = lineComments[offset] {
                body += String(repeating: " ", count: max(1, 28 - line.utf8.count)) + "// " + comment
            }
            body += "\n"
        }
        if isCustom, random.chance(0.8) {
            let (indicator, indicatorText) = makeIndicator(strong: strong)
            bar.indicator = indicator
            body += "\n"
            if random.chance(0.3) { body += "    /* The indicator slides under the selected tab. */\n" }
            body += indicatorText
        }
        if !isCustom, random.chance(0.3) {
            let hide = BenchHideOnScroll(threshold: pick([8, 12, 16, 20]), duration: pick([0.2, 0.25, 0.3, 0.4]))
            bar.hideOnScroll = hide
            body += "\n    hideOnScroll {\n"
            body += "        threshold: \(SpecGenerator.format(hide.threshold ?? 0))\n"
            body += "        duration: \(SpecGenerator.format(hide.duration ?? 0))   // seconds\n"
            body += "    }\n"
        }
        body += "\n"
        let idWidth = chosen.map(\.id.utf8.count).max() ?? 0
        for template in chosen {
            var tab = BenchTab(id: template.id, symbol: template.symbol)
            var fields = ["symbol: \"\(template.symbol)\""]
            if let filled = template.filled, random.chance(0.4) {
                tab.selectedSymbol = filled
                fields.append("selectedSymbol: \"\(filled)\"")
            }
            if withTitles {
                tab.title = template.titles[language]
                fields.append("title: \"\(template.titles[language])\"")
            }
            // Icon-only bars label every tab for VoiceOver, as careful users do; some titled tabs add one too.
            if !withTitles || random.chance(0.1) {
                let label = template.titles[0] + (withTitles ? " tab" : "")
                tab.accessibilityLabel = label
                fields.append("accessibilityLabel: \"\(label)\"")
            }
            bar.tabs.append(tab)
            body += "    tab \(template.id)" + String(repeating: " ", count: idWidth - template.id.utf8.count + 1)
            body += "{ " + fields.joined(separator: ", ") + " }\n"
        }
        let header = "// \(name): a \(bar.kind) bar with \(tabCount) tabs, titles in \(SpecGenerator.languages[language]).\n"
        return (bar, header + "tabbar \(name) {\n" + body + "}\n")
    }

    private mutating func makeIndicator(strong: String) -> (BenchIndicator, String) {
        var indicator: BenchIndicator
        switch random.next(below: 4) {
        case 0: indicator = BenchIndicator(shape: "underline", height: 3, color: strong)
        case 1: indicator = BenchIndicator(shape: "capsule", width: 40, height: 28, color: "\(strong) @ 15%", verticalAlignment: "center")
        case 2: indicator = BenchIndicator(shape: "circle", size: 6, color: strong, verticalAlignment: "bottom")
        default: indicator = BenchIndicator(shape: "circle", size: 25, color: "orange", alignment: "leading", offset: 20)
        }
        var text = "    indicator {\n        shape: \(indicator.shape)\n"
        if let size = indicator.size { text += "        size: \(SpecGenerator.format(size))\n" }
        if let width = indicator.width { text += "        width: \(SpecGenerator.format(width))\n" }
        if let height = indicator.height { text += "        height: \(SpecGenerator.format(height))\n" }
        if let color = indicator.color { text += "        color: \(color)\n" }
        if let alignment = indicator.alignment { text += "        alignment: \(alignment)\n" }
        if let offset = indicator.offset { text += "        offset: \(SpecGenerator.format(offset))\n" }
        if let vertical = indicator.verticalAlignment { text += "        verticalAlignment: \(vertical)\n" }
        return (indicator, text + "    }\n")
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[random.next(below: values.count)]
    }

    /// `56`, `0.25`: whole numbers without a fraction.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// SplitMix64: a tiny, fast, seedable generator (Steele, Lea and Flood, 2014), so corpora are reproducible.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// Fisher–Yates with this generator.
    mutating func shuffle<T>(_ values: inout [T]) {
        guard values.count > 1 else { return }
        for index in stride(from: values.count - 1, to: 0, by: -1) {
            values.swapAt(index, next(below: index + 1))
        }
    }
}
