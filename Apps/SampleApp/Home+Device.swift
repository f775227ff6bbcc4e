import ArgumentParser
import ExtensionProtocol
import Foundation
import WidgetHost
import WidgetRendering

extension Home {
    struct Device: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "device",
            abstract: "Show or set the device the system draws for: its screen and its widgets' sizes.",
            discussion: """
                The sizes are those of Apple's Human Interface Guidelines. Setting a device drops the timelines the \
                system keeps (each was made at the other device's sizes); they are fetched again when next shown.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("A model (iPhone 15 Pro) or a screen size in points (393x852).", valueName: "device"))
        var device: String?

        @Flag(help: "List every device, with its widget sizes.")
        var list = false

        enum Orientation: String, ExpressibleByArgument, CaseIterable {
            case portrait, landscape
        }

        @Option(
            help: ArgumentHelp(
                "portrait or landscape: how the device is held.",
                discussion: """
                    In landscape the Dynamic Island's compact and minimal views are limited in width (iOS 27), and an iPad's Home \
                    Screen turns: its pages are wider. An iPhone's Home Screen stays upright.
                    """))
        var orientation: Orientation?

        func validate() throws {
            if let device, DeviceMetrics.named(device) == nil { throw ValidationError(DeviceMetrics.unknown(device)) }
            if list && (device != nil || orientation != nil) { throw ValidationError("Give a device or an orientation to set, or --list, not both.") }
        }

        func run() throws {
            if list {
                print(DeviceMetrics.all.map(Self.describe).joined(separator: "\n\n"))
                return
            }
            let home = try global.homeScreen()
            if let orientation {
                try home.setLandscape(orientation == .landscape)
                let device = device.flatMap(DeviceMetrics.named) ?? home.timelines.drawing.device
                print(
                    orientation == .portrait
                        ? "The device is upright (portrait)."
                        : device.idiom == .pad
                            ? "The device is on its side (landscape): its Home Screen's pages are wider, and each widget keeps its column and row."
                            : "The device is on its side (landscape): the Dynamic Island's compact and minimal views are limited in width.")
            }
            guard let device, let chosen = DeviceMetrics.named(device) else {
                if orientation == nil {
                    print(Self.describe(home.timelines.drawing.device) + (home.timelines.drawing.landscape ? "\n  held in landscape" : ""))
                }
                return
            }
            let note = try home.setDevice(chosen)
            print(
                "The system now draws for \(chosen.name) (\(chosen.screen) points); the timelines it kept are fetched again at its sizes.")
            if let note { print("note: \(note)") }
        }

        /// A device, its screen and its widget sizes, a line each.
        static func describe(_ device: DeviceMetrics) -> String {
            let also = device.models.isEmpty ? "" : "; also \(device.models.joined(separator: ", "))"
            let sizes = WidgetFamily.allCases.compactMap { family in device.sizes[family].map { "  \(family.name): \($0) points" } }
            return "\(device.name) (\(device.screen) points\(also))\n" + sizes.joined(separator: "\n")
        }
    }
}
