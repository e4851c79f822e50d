import Foundation
import Testing

/// `frames --tabs` and `render --tabs` (the tabs an app shows at run time) and lint's second run with only the
/// required tabs, through the built binary, in a folder whose name has a space and a non-ASCII letter.
@Suite("--tabs and optional tabs through the binary")
struct TabsCommandTests {
    /// Two bars: a system bar with two optional tabs, a custom bar with one.
    static let spec = """
        tabbar Main {
            tab home     { symbol: "house", title: "Home" }
            tab feed     { symbol: "newspaper", title: "Feed", optional: true }
            tab search   { symbol: "magnifyingglass", title: "Search" }
            tab inbox    { symbol: "tray", title: "Inbox", optional: true }
            tab profile  { symbol: "person", title: "Profile" }
            tab settings { symbol: "gearshape", title: "Settings" }
        }

        tabbar Side {
            kind: custom
            tab notes  { title: "Notes" }
            tab drafts { title: "Drafts", optional: true }
        }

        """

    /// A folder `Tabs é <uuid>` holding `App.tabspec` and a `.git` folder (so no configuration above it counts).
    static func folder() throws -> String {
        let directory = try TabspecProcess.temporaryDirectory() + "/Tabs é"
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try spec.write(toFile: directory + "/App.tabspec", atomically: true, encoding: .utf8)
        return directory
    }

    @Test func framesLaysOutTheTabsShownInTheirOrder() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let table = try TabspecProcess.run(["frames", "App.tabspec", "--tabbar", "Main", "--tabs", "settings, home,search,profile",
                                            "--device", "iphone-se-3"], in: directory)
        #expect(table.status == 0)
        #expect(table.stdout == """
            tabbar Main: system, fill
              environment  iPhone SE (3rd generation) [iphone-se-3], portrait, 375 × 667 pt @2x, phone, compact width, regular height, left to right, iOS 18.0
              tabs         settings, home, search, profile
              safe area    top 20, leading 0, bottom 0, trailing 0
              bar          height 49, shown (0, 618, 375, 49), hidden (0, 667, 375, 49)

              index  id          x  y  width  height  icon                title              indicator
                  0  settings    2  1     90      48  (34, 6.5, 25, 25)   (2, 36, 90, 12)    -
                  1  home       96  1     90      48  (128, 6.5, 25, 25)  (96, 36, 90, 12)   -
                  2  search    190  1     89      48  (222, 6.5, 25, 25)  (190, 36, 89, 12)  -
                  3  profile   283  1     90      48  (315, 6.5, 25, 25)  (283, 36, 90, 12)  -

            """)
        #expect(table.stderr == "0 errors, 0 warnings in 1 file; 1 tab bar laid out on iphone-se-3, portrait, iOS 18.0\n")
        let json = try TabspecProcess.run(["frames", "App.tabspec", "--tabbar", "Side", "--tabs", "drafts,notes", "--format", "json"], in: directory)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let bar = try #require((object["tabbars"] as? [[String: Any]])?.first)
        #expect((bar["environment"] as? [String: Any])?["tabs"] as? [String] == ["drafts", "notes"])
        let items = try #require(bar["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["drafts", "notes"] && items.map { $0["index"] as? Int } == [0, 1])
        // A one-bar file needs no --tabbar (standard input too).
        let single = try TabspecProcess.run(["frames", "-", "--tabs", "notes", "--format", "csv"],
                                            input: "tabbar Side {\n    kind: custom\n    tab notes { title: \"Notes\" }\n    tab drafts { title: \"Drafts\", optional: true }\n}\n")
        #expect(single.status == 0 && single.stdout == "tabbar,id,index,x,y,width,height\nSide,notes,0,0,0,393,49\n")
    }

    @Test func withoutTabsTheOutputIsUnchanged() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        for format in ["table", "json", "csv"] {
            let plain = try TabspecProcess.run(["frames", "App.tabspec", "--tabbar", "Side", "--format", format], in: directory)
            let all = try TabspecProcess.run(["frames", "App.tabspec", "--tabbar", "Side", "--tabs", "notes,drafts", "--format", format], in: directory)
            #expect(plain.status == 0 && all.status == 0)
            switch format {
            case "table":
                #expect(all.stdout == plain.stdout.replacingOccurrences(of: "iOS 18.0\n", with: "iOS 18.0\n  tabs         notes, drafts\n"))
            case "json":
                #expect(all.stdout == plain.stdout.replacingOccurrences(of: "\"sdk\": \"27.0\"\n",
                                                                        with: "\"sdk\": \"27.0\",\n        \"tabs\": [\"notes\", \"drafts\"]\n"))
            default:
                #expect(all.stdout == plain.stdout)
            }
        }
    }

    @Test(arguments: [
        (["--tabs", "home,search"], "Error: '--tabs' names the tabs of one tab bar, and 'App.tabspec' defines 'Main' and 'Side'; choose one with '--tabbar NAME'\n"),
        (["--tabbar", "Main", "--tabs", "home,serch,profile,settings"], "Error: no tab 'serch' in tab bar 'Main'; did you mean 'search'?\n"),
        (["--tabbar", "Main", "--tabs", "home,search,feed"],
         "Error: '--tabs' leaves out 'profile' and 'settings' of tab bar 'Main', which are required; add them to the list, or mark them 'optional: true' in the spec\n"),
        (["--tabbar", "Side", "--tabs", "drafts"],
         "Error: '--tabs' leaves out 'notes' of tab bar 'Side', which is required; add it to the list, or mark it 'optional: true' in the spec\n"),
        (["--tabbar", "Side", "--tabs", "notes,notes"], "Error: '--tabs' names tab 'notes' twice\n"),
        (["--tabbar", "Side", "--tabs", ""], "Error: invalid value '' for '--tabs'; expected tab ids separated by commas, such as 'home,search,profile'\n"),
        (["--tabbar", "Side", "--tabs", "notes,,drafts"],
         "Error: invalid value 'notes,,drafts' for '--tabs'; expected tab ids separated by commas, such as 'home,search,profile'\n"),
    ])
    func requestsThatMeanNothingAreUsageErrors(arguments: [String], message: String) throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        for command in ["frames", "render"] {
            let output = directory + "/Bar.svg"
            let result = try TabspecProcess.run([command, "App.tabspec"] + arguments + (command == "render" ? ["-o", output] : []), in: directory)
            #expect(result.status == 64, "\(command) \(arguments)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix(message + "Usage: tabspec \(command) <input>"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }

    @Test func renderDrawsTheTabsShown() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let result = try TabspecProcess.run(["render", "App.tabspec", "--tabbar", "Main", "--tabs", "inbox,home,search,profile,settings,feed",
                                             "--selected", "inbox", "-o", "-"], in: directory)
        #expect(result.status == 0)
        let tabs = result.stdout.components(separatedBy: "data-tab=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(tabs == ["inbox", "home", "search", "profile"])
        #expect(result.stdout.contains("data-more=\"settings feed\""))
        let hidden = try TabspecProcess.run(["render", "App.tabspec", "--tabbar", "Main", "--tabs", "home,search,profile,settings",
                                             "--selected", "feed", "-o", "-"], in: directory)
        #expect(hidden.status == 64 && hidden.stdout == "")
        #expect(hidden.stderr.hasPrefix("Error: tab 'feed' is not shown: '--tabs' leaves it out; list it there to draw it selected\n"))
    }

    @Test func lintSaysWhatOnlyTheBarWithoutTheOptionalTabsHas() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        try """
            tabbar Main {
                barTintColor: #102030
                tab home     { symbol: "house", title: "Home" }
                tab feed     { symbol: "newspaper", title: "Feed", optional: true }
                tab search   { symbol: "magnifyingglass", title: "Search" }
                tab profile  { symbol: "person", title: "Profile" }
                tab settings { symbol: "gearshape", title: "Settings" }
                tab more     { symbol: "ellipsis", title: "More" }
            }

            """.write(toFile: directory + "/Glass.tabspec", atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["lint", "Glass.tabspec", "--reporter", "xcode", "--devices", "iphone-16", "--orientations", "portrait"],
                                            in: directory)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Glass.tabspec:1:8: warning: 'Main' has 6 tabs; a compact-width tab bar shows 4 of them and moves the rest under 'More' on iPhone 16, portrait and 1 more [too-many-tabs]
            Glass.tabspec:1:8: note: on all 2 checked devices and orientations
            Glass.tabspec:2:19: warning: 'barTintColor' gives the system bar a custom background, which the floating Liquid Glass bar ignores or draws over its glass on iPhone 16, portrait (iOS 26); remove it and let the system determine the background appearance [glass-background]

            """)
    }

    @Test func readmeShowsTheCurrentFrames() throws {
        let readme = try String(contentsOfFile: TabspecProcess.packageRoot + "/README.md", encoding: .utf8)
        let frames = try TabspecProcess.run(["frames", "Specs/SwipeableTabBar.tabspec", "--tabs", "profile,feed,home", "--format", "csv"])
        #expect(frames.status == 0)
        #expect(frames.stdout.hasPrefix("tabbar,id,index,x,y,width,height\nSwipeableTab,profile,0,"))
        #expect(readme.contains("$ swift run tabspec frames Specs/SwipeableTabBar.tabspec --tabs profile,feed,home --format csv\n"
            + frames.stdout + "```\n"))
    }

    @Test func helpExplainsTheOption() throws {
        for command in ["frames", "render"] {
            let help = try TabspecProcess.run(["help", command])
            #expect(help.status == 0)
            #expect(help.stdout.contains("--tabs <ids>"))
            #expect(help.stdout.contains("--tabs a,b,c"))
        }
    }
}
