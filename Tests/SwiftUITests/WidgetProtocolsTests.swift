import SwiftUI
import Testing

/// `Widget`, `WidgetBundle` and `WidgetConfiguration` are SwiftUI's, as Apple declares them: a file that
/// imports SwiftUI alone conforms to them and lists widgets with the bundle's builder.
@Suite struct WidgetProtocolsTests {
    struct Described: WidgetConfiguration {}

    struct Clock: Widget {
        var body: some WidgetConfiguration { Described() }
    }

    struct Weather: Widget {
        var body: some WidgetConfiguration { Described() }
    }

    struct Both: WidgetBundle {
        static let showsWeather = true

        var body: some Widget {
            Clock()
            if Self.showsWeather {
                Weather()
            } else {
                Clock()
            }
        }
    }

    @Test func aBundleOfSwiftUIsProtocolsListsItsWidgetsAndTheBranchItsIfChose() throws {
        let group = try #require(Both().body as? _WidgetGroup)
        #expect(group.widgets.count == 2)
        #expect(group.widgets.first is Clock)
        let branch = try #require(group.widgets.last as? _ConditionalWidget<Weather, Clock>)
        #expect(branch.chosen is Weather)
    }
}
