import Foundation
import Testing

/// `Scripts/generate-stand-in-glyphs.sh` writes the committed stand-in glyphs from Bootstrap Icons' SVG files
/// (when the icon set is installed), refuses what it cannot copy faithfully, and the icons' licence is
/// recorded; `render --annotate` draws the diagram over the picture.
@Suite("Stand-in glyphs: generator, notice, render --annotate")
struct StandInGlyphsScriptTests {
    /// Debian's `bootstrap-icons` package, where the generator reads the icons by default.
    static let iconFolder = "/usr/share/bootstrap-icons/svg"
    /// Whether the icon set is installed.
    static let hasIcons = FileManager.default.fileExists(atPath: iconFolder + "/house-fill.svg")
    /// The committed generated file.
    static let generated = TabspecProcess.packageRoot + "/Sources/TabSpecCore/generated/StandInGlyphs+Data.swift"

    /// Runs the generator on `folder`, writing `output`.
    static func generate(_ folder: String, _ output: String) throws -> TabspecResult {
        try TabspecProcess.run(executable: "/bin/bash", ["Scripts/generate-stand-in-glyphs.sh", folder, output])
    }

    @Test(.enabled(if: hasIcons, "needs Bootstrap Icons 1.10.3 in /usr/share/bootstrap-icons (Debian's bootstrap-icons)"))
    func theGeneratorReproducesTheCommittedGlyphs() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Self.generate(Self.iconFolder, directory + "/out.swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/out.swift")) == Data(contentsOf: URL(fileURLWithPath: Self.generated)))
    }

    @Test(.enabled(if: hasIcons, "needs Bootstrap Icons 1.10.3 in /usr/share/bootstrap-icons (Debian's bootstrap-icons)"))
    func theGeneratorRefusesAnIconItCannotCopyFaithfully() throws {
        let directory = try TabspecProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let icons = directory + "/svg"
        try FileManager.default.copyItem(atPath: Self.iconFolder, toPath: icons)
        // A transformed path would be drawn wrongly if copied as it is.
        let house = icons + "/house-fill.svg"
        let text = try String(contentsOfFile: house, encoding: .utf8)
        try text.replacingOccurrences(of: "<path d=", with: "<path transform=\"rotate(90)\" d=")
            .write(toFile: house, atomically: true, encoding: .utf8)
        let result = try Self.generate(icons, directory + "/out.swift")
        #expect(result.status == 1)
        #expect(result.stderr == "generate-stand-in-glyphs: house-fill: unexpected <path> attributes: transform d\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.swift"))
        // A missing icon is named.
        try FileManager.default.removeItem(atPath: icons + "/three-dots.svg")
        let missing = try Self.generate(icons, directory + "/out.swift")
        #expect(missing.status == 1)
        #expect(missing.stderr == "generate-stand-in-glyphs: no icon 'three-dots' in \(icons)\n")
    }

    @Test func theLicenceVersionAndTableAreRecorded() throws {
        let notices = try String(contentsOfFile: TabspecProcess.packageRoot + "/THIRD-PARTY-NOTICES.md", encoding: .utf8)
        #expect(notices.contains("Bootstrap Icons 1.10.3"))
        #expect(notices.contains("Copyright (c) 2019-2021 The Bootstrap Authors"))
        #expect(notices.contains("Permission is hereby granted, free of charge, to any person obtaining a copy"))
        #expect(notices.contains("Scripts/stand-in-glyphs.tsv"))
        let generated = try String(contentsOfFile: Self.generated, encoding: .utf8)
        #expect(generated.hasPrefix("// GENERATED FILE, DO NOT EDIT"))
        #expect(generated.contains("Bootstrap Icons 1.10.3") && generated.contains("Copyright (c) 2019-2021 The Bootstrap Authors"))
        // The table's lines are the generated file's entries, in order.
        let table = try String(contentsOfFile: TabspecProcess.packageRoot + "/Scripts/stand-in-glyphs.tsv", encoding: .utf8)
        let rows = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            "        (\"" + line.replacingOccurrences(of: "\t", with: "\", \"") + "\"),"
        }
        #expect(rows.count == 317)
        #expect(generated.contains(rows.joined(separator: "\n")))
    }

    @Test func annotateDrawsTheDiagramOverThePicture() throws {
        let plain = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "-o", "-"])
        let annotated = try TabspecProcess.run(["render", "Specs/CustomTabView.tabspec", "--annotate", "-o", "-"])
        #expect(plain.status == 0 && annotated.status == 0)
        #expect(!plain.stdout.contains("stroke-dasharray") && !plain.stdout.contains("data-safe-area"))
        #expect(plain.stdout.contains(##"<use data-symbol="house" href="#bi-house" x="37.1" y="16" width="30" height="30" fill="#000000"/>"##))
        #expect(annotated.stdout.contains(##"<rect data-tab="home" x="16" y="16" width="72.2" height="30" fill="none" stroke="#8E8E93" stroke-width="0.5" stroke-dasharray="2 2"/>"##))
        #expect(annotated.stdout.contains(#"<rect data-safe-area="bottom" x="0" y="818" width="393" height="34""#))
        #expect(annotated.stdout.contains(##"<use data-symbol="house" href="#bi-house""##))
        let help = try TabspecProcess.run(["help", "render"])
        #expect(help.stdout.contains("  --annotate"))
    }
}
