import ExtensionHosting
import Foundation

/// `home install App.xcodeproj` as a developer meets it (issue 48): the Fruit fixture project (a widget
/// extension of 8 Swift files, an intent definition, an asset catalogue and three strings files, and
/// an intents extension) from nothing to its widgets in the gallery; then again after one file is
/// changed. The suite's own debug build does the building, as `make` leaves it: the release build the
/// other figures use links the Swift runtime statically, which a shared library of the frameworks
/// cannot share with the code built against it. Then `home serve --watch` with the page open in
/// Chromium: from a file saved to its widget redrawn (Tests/Browser/save_redraw_bench.py), five saves.
/// Baseline: the same compiler on one empty file.
enum XcodeBench {
    static let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/XcodeProjects/Fruit")

    struct Figures {
        var firstInstall: Double
        var rebuildAfterEdit: Double
        var emptyCompile: Double
        /// The widget extension's footprint (what iOS's 30 MB limit counts) after drawing its widget.
        var extensionFootprint: Double
        /// Each save's seconds to the page; nil when Chromium and Playwright are not here (why, beside).
        var saveToRedraw: [Double]?
        var saveToRedrawAbsence: String?
    }

    static let saveScript = ServeBench.script.deletingLastPathComponent().appendingPathComponent("save_redraw_bench.py")

    /// Why it cannot be measured here; nil when it can.
    static func absence(debugBuild: URL) -> String? {
        FileManager.default.fileExists(atPath: debugBuild.appendingPathComponent("libWidgetSuite.so").path)
            ? nil : "the debug build is missing (run make first)"
    }

    static func measure(debugBuild: URL, scratch: URL) throws -> Figures {
        let sampleApp = debugBuild.appendingPathComponent("sample-app").path
        let copy = scratch.appendingPathComponent("Fruit")
        try FileManager.default.copyItem(at: project, to: copy)
        let home = scratch.appendingPathComponent("xcode-home").path
        let install = ["--home", home, "home", "install", copy.appendingPathComponent("Fruit.xcodeproj").path]
        let first = try Spawned.run(sampleApp, install, environment: [:]) + Spawned.run(sampleApp, ["--home", home, "home", "gallery"], environment: [:])
        let edited = copy.appendingPathComponent("FruitWidget/FruitBowlWidget.swift")
        try (String(contentsOf: edited, encoding: .utf8) + "\n// An edit, as a developer saves one.\n").write(to: edited, atomically: true, encoding: .utf8)
        let rebuild = try Spawned.run(sampleApp, install, environment: [:])
        _ = try Spawned.run(sampleApp, ["--home", home, "home", "add", "FruitBowl", "--family", "systemSmall"], environment: [:])
        _ = try Spawned.run(sampleApp, ["--home", home, "home", "show"], environment: [:])
        let footprint = KernelProcess.launchedExtensions(ofHome: home).first { $0.name == "FruitWidgetExtension" }?.process.footprintMegabytes() ?? .nan
        var saves: [Double]?
        if ServeBench.absence == nil {
            let (server, url) = try ServeBench.serve(
                sampleApp: sampleApp, ["--home", home, "home", "serve", "--watch", "--port", "0"], environment: [:],
                log: scratch.appendingPathComponent("xcode-serve.out"))
            defer { ServeBench.stop(server) }
            let output = scratch.appendingPathComponent("save-redraw.json")
            _ = try Spawned.run(
                "/usr/bin/env", ["python3", saveScript.path, url, "--file", edited.path, "--saves", "5"], environment: [:], output: output.path)
            struct Reply: Decodable { var save_to_redraw_s: [Double] }
            saves = try JSONDecoder().decode(Reply.self, from: Data(contentsOf: output)).save_to_redraw_s
        }
        _ = try? Spawned.run(sampleApp, ["--home", home, "home", "stop"], environment: [:])
        let empty = scratch.appendingPathComponent("empty.swift")
        try Data().write(to: empty)
        let compiler = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swiftc"
        let baseline = try Spawned.run(compiler, ["-typecheck", empty.path], environment: [:])
        return Figures(
            firstInstall: first / 1000, rebuildAfterEdit: rebuild / 1000, emptyCompile: baseline / 1000, extensionFootprint: footprint,
            saveToRedraw: saves,
            saveToRedrawAbsence: ServeBench.absence)
    }

    static func print(debugBuild: URL, scratch: URL) {
        if let absence = absence(debugBuild: debugBuild) {
            Swift.print("xcode_install: not measured: \(absence)")
            return
        }
        do {
            let figures = try measure(debugBuild: debugBuild, scratch: scratch)
            Swift.print("xcode_install_first_s: \(SuiteBench.format(figures.firstInstall)) s")
            Swift.print("xcode_install_first_goal_s: 60 s")
            Swift.print("xcode_rebuild_after_edit_s: \(SuiteBench.format(figures.rebuildAfterEdit)) s")
            Swift.print("xcode_rebuild_after_edit_goal_s: 10 s")
            Swift.print("xcode_extension_footprint_mb: \(SuiteBench.format(figures.extensionFootprint)) MB")
            Swift.print("xcode_extension_footprint_limit_mb: 30 MB")
            if let saves = figures.saveToRedraw {
                Swift.print("save_to_redraw_p50_s: \(SuiteBench.format(ServeBench.percentile(saves, 0.5))) s")
                Swift.print("save_to_redraw_max_s: \(SuiteBench.format(saves.max() ?? 0)) s")
                Swift.print("save_to_redraw_goal_p50_s: 10 s")
            } else {
                Swift.print("save_to_redraw: not measured: \(figures.saveToRedrawAbsence ?? "no figures")")
            }
            Swift.print("swiftc_empty_file_s: \(SuiteBench.format(figures.emptyCompile)) s")
        } catch {
            Swift.print("xcode_install: not measured: \(error)")
        }
    }
}
