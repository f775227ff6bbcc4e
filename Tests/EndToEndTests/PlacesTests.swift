import Foundation
import TestSupport
import Testing

/// The places a widget lives, through the real processes: the Lock Screen's slots and its vibrant
/// drawing, StandBy, iOS 17's margins, and the device's sizes.
@Suite(.serialized) struct PlacesTests {
    /// The last line a command prints: the id `home add` gives.
    func added(_ home: TestHome, _ arguments: [String]) throws -> String {
        let result = try home.run(["home", "add"] + arguments)
        #expect(result.status == 0, "\(result.errors)")
        return try #require(result.output.split(separator: "\n").last.map(String.init))
    }

    /// The `width` and `height` of an SVG document's root.
    func size(of svg: String) -> String? {
        guard let open = svg.firstRange(of: "<svg "), let end = svg[open.upperBound...].firstRange(of: ">") else { return nil }
        let root = String(svg[open.upperBound..<end.lowerBound])
        func value(_ name: String) -> String? {
            guard let start = root.firstRange(of: " \(name)=\"") ?? root.firstRange(of: "\(name)=\"") else { return nil }
            return root[start.upperBound...].split(separator: "\"").first.map(String.init)
        }
        return value("width").flatMap { width in value("height").map { "\(width)x\($0)" } }
    }

    @Test func accessoryWidgetsAreDrawnAtTheDevicesSizesAndVibrantOnTheLockScreen() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let kind = "com.mygame.character-detail-ios17"
        let circular = try added(home, [kind, "--family", "accessoryCircular", "--location", "lock"])
        let rectangular = try added(home, [kind, "--family", "accessoryRectangular"])
        let inline = try added(home, [kind, "--family", "accessoryInline"])
        let medium = try added(home, [kind, "--family", "systemMedium"])
        let expected = [
            ("iPhone 15 Pro Max", [circular: "76x76", rectangular: "172x76", inline: "257x26"]),
            ("393x852", [circular: "72x72", rectangular: "160x72", inline: "234x26"]),
        ]
        for (device, sizes) in expected {
            for (id, size) in sizes {
                let svg = try home.run(["home", "show", id, "--format", "svg", "--device", device])
                #expect(svg.status == 0, "\(svg.errors)")
                #expect(self.size(of: svg.output) == size, "#\(id) on \(device)")
            }
        }
        // The Lock Screen is drawn in greys and white only; the same character on the Home Screen has its colours.
        let lock = try home.run(["home", "show", "--location", "lock", "--format", "svg"])
        #expect(lock.status == 0, "\(lock.errors)")
        #expect(lock.output.contains("class=\"clock\""))
        let lockColours = SVGColours.all(in: lock.output)
        #expect(!lockColours.isEmpty)
        for colour in lockColours {
            #expect(SVGColours.isGrey(colour), "\(colour) is not a grey")
        }
        let homeScreen = try home.run(["home", "show", medium, "--format", "svg"])
        #expect(SVGColours.all(in: homeScreen.output).contains { !SVGColours.isGrey($0) }, "the Home Screen keeps its colours")

        let text = try home.run(["home", "show", "--location", "lock"])
        #expect(text.output.contains("Power Panda 14%"), "\(text.output)")
    }

    @Test func theLockScreenRefusesAWidgetItHasNoPlaceFor() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let kind = "com.mygame.character-detail-ios17"
        _ = try added(home, [kind, "--family", "accessoryRectangular"])
        _ = try added(home, [kind, "--family", "accessoryCircular"])
        _ = try added(home, [kind, "--family", "accessoryCircular"])
        let full = try home.run(["home", "add", kind, "--family", "accessoryCircular"])
        #expect(full.status != 0)
        #expect(full.errors.contains("The row under the Lock Screen's clock has 0 of its 4 places free"), "\(full.errors)")
        let inline = try added(home, [kind, "--family", "accessoryInline"])
        let second = try home.run(["home", "add", kind, "--family", "accessoryInline"])
        #expect(second.errors.contains("The Lock Screen holds one inline widget, above the clock, and #\(inline) is there"))
        let wrongPlace = try home.run(["home", "add", kind, "--family", "systemMedium", "--location", "lock"])
        #expect(wrongPlace.status != 0)
        #expect(wrongPlace.errors.contains("systemMedium widgets live on the Home Screen"), "\(wrongPlace.errors)")
    }

    @Test func iOS17MarginsKeepTheCardsTextInAndStandByDrawsNoBackground() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let purchases = try added(home, ["com.cards.recent-purchases", "--family", "systemMedium"])
        let svg = try home.run(["home", "show", purchases, "--format", "svg"]).output
        // Every text starts at least 16 points in from the left edge, and a right-aligned one ends 16 in from the right.
        var rest = Substring(svg)
        var xs: [Double] = []
        while let range = rest.firstRange(of: "<text x=\"") {
            let value = rest[range.upperBound...].prefix { $0 != "\"" }
            xs.append(Double(value) ?? -1)
            rest = rest[range.upperBound...]
        }
        #expect(!xs.isEmpty)
        #expect(xs.allSatisfy { $0 >= 16 }, "\(xs)")

        let status = try added(home, ["com.mygame.game-status"])
        let standBy = try home.run(["home", "show", "--location", "standby", "--format", "svg"])
        #expect(standBy.status == 0, "\(standBy.errors)")
        #expect(standBy.output.contains("data-placed-widget=\"\(status)\""))
        // Neither the system's background nor the widget's own (teal, at 15%) is drawn: nothing fills the widget.
        func backgrounds(_ svg: String) -> Int {
            svg.split(separator: "\n").filter { $0.contains("<rect") && $0.contains("width=\"170\" height=\"170\"") && !$0.contains("rx=") }
                .count
        }
        #expect(backgrounds(standBy.output) == 0, "no container background")
        let onTheHomeScreen = try home.run(["home", "show", status, "--format", "svg", "--scheme", "dark"]).output
        #expect(backgrounds(onTheHomeScreen) == 2, "the system's background and the widget's own")
        #expect(standBy.output.contains("data-location=\"standby\""))
        let night = try home.run(["home", "show", "--location", "standby", "--night"])
        #expect(night.status == 0)
        #expect(night.output.hasPrefix("StandBy — iPhone 15 Pro Max, at night"))
    }

    @Test func theDeviceIsASettingOfTheSystem() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let small = try added(home, ["com.mygame.game-status"])
        let set = try home.run(["home", "device", "iPhone 16"])
        #expect(set.status == 0, "\(set.errors)")
        #expect(set.output.hasPrefix("The system now draws for iPhone 15 Pro (393x852 points)"))
        let svg = try home.run(["home", "show", small, "--format", "svg"])
        #expect(size(of: svg.output) == "158x158")
        #expect(
            try home.run(["home", "device"]).output.hasPrefix("iPhone 15 Pro (393x852 points; also iPhone 14 Pro, iPhone 15, iPhone 16)"))
        let iPad = try home.run(["home", "device", "1024x1366"])
        #expect(iPad.status == 0)
        let extraLarge = try home.run(["home", "add", "com.cards.recent-purchases", "--family", "systemExtraLarge"])
        #expect(extraLarge.errors.contains("does not come in systemExtraLarge"))
        let unknown = try home.run(["home", "device", "Galaxy"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("Unknown device \"Galaxy\""))
    }
}
