// Writes the String Catalog fixtures of this folder as Xcode saves a catalog: Foundation's JSONSerialization
// with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` (two-space indentation, `"key" : value`,
// keys in Foundation's order, empty objects on three lines, no newline at the end). Run from this folder:
//
//     swift make-fixtures.swift
//
// The content imitates real catalogs: keys as Xcode extracts them (source text, format specifiers, leading
// punctuation), manual keys, plural and device variations, substitutions, states, stale entries.
import Foundation

typealias Object = [String: Any]

func unit(_ value: String, _ state: String = "translated") -> Object {
    ["stringUnit": ["state": state, "value": value]]
}

func plural(_ forms: [String: String], state: String = "translated") -> Object {
    ["variations": ["plural": forms.mapValues { unit($0, state) }]]
}

func write(_ name: String, _ catalog: Object) throws {
    let data = try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    try data.write(to: URL(fileURLWithPath: name))
}

try write("Localizable.xcstrings", [
    "sourceLanguage": "en",
    "version": "1.0",
    "strings": [
        "": Object(),
        "%@ (%@)": ["localizations": ["en": unit("%1$@ (%2$@)", "new")], "shouldTranslate": false],
        "%lld": ["shouldTranslate": false],
        "%lld min": ["localizations": ["de": unit("%lld Min."), "ja": unit("%lld分")]],
        "%lld Points": ["localizations": ["de": unit("%lld Punkte"), "ja": unit("%lldポイント")]],
        "%lld Points Left": ["localizations": ["de": unit("Noch %lld Punkte", "needs_review")]],
        "${name} is ready": ["localizations": ["ja": unit("${name}の準備ができました")]],
        "About": ["localizations": ["de": unit("Über"), "fr": unit("À propos"), "ja": unit("情報")]],
        "Alarm": ["localizations": ["de": unit("Wecker"), "fr": unit("Alarme")]],
        "Alarm is Snoozing": ["comment": "Shown while the alarm waits to ring again.", "localizations": ["de": unit("Schlummern")]],
        "Alarm Off": ["localizations": ["de": unit("Wecker aus"), "fr": unit("Alarme désactivée", "new")]],
        "Alarm's Sound": ["localizations": ["fr": unit("Son de l’alarme")]],
        "Calculator": Object(),
        "Cancel": ["localizations": ["de": unit("Abbrechen"), "fr": unit("Annuler"), "ja": unit("キャンセル")]],
        "Comment": ["localizations": ["de": unit("Kommentar")]],
        "COMMENT": ["localizations": ["de": unit("KOMMENTAR")]],
        "Comment something…": ["localizations": ["de": unit("Etwas kommentieren …")]],
        "continue": ["comment": "A key that is a Swift keyword.", "extractionState": "manual", "localizations": ["en": unit("Continue")]],
        "Done": ["extractionState": "stale", "localizations": ["de": unit("Fertig")]],
        "Empty": ["extractionState": "manual"],
        "Empty.Comment": ["comment": "No value, only a comment.", "extractionState": "manual"],
        "Item 2": ["localizations": ["de": unit("Element 2")]],
        "Item 10": ["localizations": ["de": unit("Element 10")]],
        "my_snake_case": ["extractionState": "manual", "localizations": ["en": unit("My snake case")]],
        "my.snake_case.with-separators": ["extractionState": "manual", "localizations": ["en": unit("Separators")]],
        "myDevice": ["extractionState": "manual", "localizations": ["en": unit("My device")]],
        "Open Settings…": ["localizations": ["de": unit("Einstellungen öffnen …"), "fr": unit("Ouvrir les réglages…")]],
        "Settings": ["localizations": ["ar": unit("الإعدادات"), "de": unit("Einstellungen"), "he": unit("הגדרות"), "ja": unit("設定")]],
    ] as Object,
])

try write("Variations.xcstrings", [
    "sourceLanguage": "en",
    "version": "1.0",
    "strings": [
        "%lld photos": [
            "comment": "Album subtitle",
            "localizations": [
                "de": plural(["one": "%lld Foto", "other": "%lld Fotos"]),
                "en": plural(["one": "%lld photo", "other": "%lld photos", "zero": "No photos"]),
                "pl": plural(["few": "%lld zdjęcia", "many": "%lld zdjęć", "one": "%lld zdjęcie", "other": "%lld zdjęcia"], state: "needs_review"),
                "ru": plural(["few": "%lld фото", "many": "%lld фото", "one": "%lld фото", "other": "%lld фото"]),
            ],
        ],
        "Tap to open": [
            "extractionState": "manual",
            "localizations": [
                "de": ["variations": ["device": [
                    "ipad": unit("Zum Öffnen tippen"), "mac": unit("Zum Öffnen klicken"), "other": unit("Tippen zum Öffnen"),
                ]]],
                "en": ["variations": ["device": [
                    "applewatch": unit("Tap"), "ipad": unit("Tap to open"), "iphone": unit("Tap to open"), "mac": unit("Click to open"),
                    "other": unit("Open"),
                ]]],
            ],
        ],
        "%lld items on your device": [
            "localizations": [
                "en": ["variations": ["device": [
                    "iphone": plural(["one": "%lld item on your iPhone", "other": "%lld items on your iPhone"]),
                    "other": plural(["one": "%lld item", "other": "%lld items"]),
                ]]],
                "fr": ["variations": ["device": [
                    "ipad": plural(["one": "%lld élément sur votre iPad", "other": "%lld éléments sur votre iPad"]),
                    "other": plural(["one": "%lld élément", "other": "%lld éléments"], state: "new"),
                ]]],
            ],
        ],
    ] as Object,
])

try write("Substitutions.xcstrings", [
    "sourceLanguage": "en",
    "version": "1.0",
    "strings": [
        "%@ ate %lld apples and %lld pears": [
            "comment": "A sentence with two plural substitutions and an argument.",
            "extractionState": "manual",
            "localizations": [
                "en": [
                    "stringUnit": ["state": "translated", "value": "%1$@ ate %#@apples@ and %#@pears@"],
                    "substitutions": [
                        "apples": ["argNum": 2, "formatSpecifier": "lld", "variations": ["plural": [
                            "one": unit("%arg apple"), "other": unit("%arg apples"),
                        ]]],
                        "pears": ["argNum": 3, "formatSpecifier": "lld", "variations": ["plural": [
                            "one": unit("%arg pear", "needs_review"), "other": unit("%arg pears", "needs_review"),
                        ]]],
                    ],
                ],
                "de": [
                    "stringUnit": ["state": "translated", "value": "%1$@ hat %#@apples@ und %#@pears@ gegessen"],
                    "substitutions": [
                        "apples": ["argNum": 2, "formatSpecifier": "lld", "variations": ["plural": [
                            "one": unit("%arg Apfel"), "other": unit("%arg Äpfel"),
                        ]]],
                        "pears": ["argNum": 3, "formatSpecifier": "lld", "variations": ["plural": [
                            "one": unit("%arg Birne"), "other": unit("%arg Birnen"),
                        ]]],
                    ],
                ],
            ],
        ],
    ] as Object,
])

try write("SimplifiedChinese.xcstrings", [
    "sourceLanguage": "zh-Hans",
    "version": "1.0",
    "strings": [
        "": Object(),
        " [%@] ": Object(),
        "· %@ ×%lld": ["localizations": ["zh-Hans": unit("· %1$@ ×%2$lld", "new")]],
        "· 更多…": Object(),
        "「%@」": Object(),
        "/": Object(),
        "#%lld": Object(),
        "%@ / %@": ["localizations": ["zh-Hans": unit("%1$@ / %2$@", "new")]],
        "%@ %@": ["localizations": ["zh-Hans": unit("%1$@ %2$@", "new")]],
        "%@kg": Object(),
        "%lld 件": Object(),
        "%lld/50": Object(),
        "%lld米": Object(),
        "×%lld": Object(),
        "1.0.0": Object(),
        "Day 1": Object(),
        "Day 12 更新": Object(),
        "GPS: 22.54, 114.06": Object(),
        "个人": ["localizations": ["en": unit("Profile")]],
        "关于": ["localizations": ["en": unit("About")]],
        "删除": Object(),
        "地图": ["localizations": ["en": unit("Map"), "ja": unit("地図")]],
        "设置": ["extractionState": "stale", "localizations": ["en": unit("Settings")]],
        "确定": ["localizations": ["en": unit("OK")]],
        "你将付出：%@\n你将获得：%@": ["localizations": ["zh-Hans": unit("你将付出：%1$@\n你将获得：%2$@", "new")]],
    ] as Object,
])

try write("Escapes.xcstrings", [
    "sourceLanguage": "en",
    "version": "1.0",
    "strings": [
        "\nIf something goes wrong, see https://example.com/help/issues" : ["localizations": ["de": unit("\nWenn etwas schiefgeht: https://example.com/help/issues")]],
        " Leading space": Object(),
        "-": Object(),
        "–": Object(),
        "...": Object(),
        "(%@)": Object(),
        "[DNF]": Object(),
        "%lld.": Object(),
        "© 2021–2025 Example & Co.": Object(),
        "+2": Object(),
        "|": Object(),
        "0.00": Object(),
        "2x2": Object(),
        "10x10": Object(),
        "Delete \"%@\"?": ["comment": "Asks before deleting; %@ is the name in \"quotes\".", "localizations": ["de": unit("„%@“ löschen?"), "fr": unit("Supprimer « %@ » ?")]],
        "Help &\nAbout": ["localizations": ["de": unit("Hilfe &\nInfo")]],
        "Path C:\\Users\\%@": ["localizations": ["de": unit("Pfad C:\\Benutzer\\%@")]],
        "Tab\tseparated": ["localizations": ["de": unit("Tabulator\tgetrennt")]],
        "Bell \u{7}, unit separator \u{1F}, delete \u{7F}": Object(),
        "Line separator \u{2028} and paragraph separator \u{2029}": Object(),
        "Thumbs up 👍🏽 and flags 🇩🇪": ["localizations": ["de": unit("Daumen hoch 👍🏽")]],
        "Welcome": ["localizations": ["ar": unit("مرحبًا"), "he": unit("ברוכים הבאים"), "hi": unit("स्वागत है"), "ko": unit("환영합니다"), "th": unit("ยินดีต้อนรับ")]],
    ] as Object,
])

try write("TabBar.xcstrings", [
    "sourceLanguage": "en",
    "version": "1.0",
    "strings": [
        "Done": ["localizations": ["de": unit("Fertig")]],
        "MainTab.home.title": [
            "comment": "Title of the 'home' tab of the MainTab tab bar",
            "extractionState": "manual",
            "localizations": ["ar": unit("الرئيسية"), "de": unit("Start"), "en": unit("Home"), "ja": unit("ホーム")],
        ],
        "MainTab.profile.accessibilityLabel": [
            "comment": "Accessibility label of the 'profile' tab of the MainTab tab bar",
            "extractionState": "manual",
            "localizations": ["de": unit("Dein Profil"), "en": unit("Your profile")],
        ],
        "MainTab.profile.title": [
            "comment": "Title of the 'profile' tab of the MainTab tab bar",
            "extractionState": "manual",
            "localizations": ["de": unit("Profil"), "en": unit("Profile"), "ja": unit("プロフィール", "needs_review")],
        ],
        "MainTab.settings.title": [
            "comment": "Title of the 'settings' tab of the MainTab tab bar",
            "extractionState": "manual",
            "localizations": [
                "de": ["variations": ["device": ["ipad": unit("Einstellungen"), "other": unit("Einstell.")]]],
                "en": unit("Settings"),
                "ja": unit("設定", "new"),
            ],
        ],
        "OtherTab.feed.title": [
            "comment": "Title of the 'feed' tab of the OtherTab tab bar",
            "extractionState": "manual",
            "localizations": ["de": unit("Feed"), "en": unit("Feed")],
        ],
        "tab.search": [
            "comment": "Title of the 'search' tab of the MainTab tab bar",
            "extractionState": "manual",
            "localizations": ["de": unit("Suche"), "en": unit("Search")],
            "shouldTranslate": true,
        ],
    ] as Object,
])
