import Foundation
import SwiftUI

/// A SwiftUI view that displays a chart, as in Swift Charts: its marks placed by scales the chart
/// infers from the data, with axes and a legend, drawn in a `Canvas` at the size the chart gets.
public struct Chart<Content: ChartContent>: View {
    let content: Content

    /// A chart of the marks `content` makes.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        GeometryReader { proxy in
            let environment = EnvironmentValues.current
            let layout = ChartLayout(marks: content.marks, settings: environment.chartSettings, environment: environment)
            let scene = layout.scene(size: proxy.size)
            ZStack(alignment: .topLeading) {
                Canvas { context, _ in scene.draw(in: &context) }
                ChartOverlay(size: proxy.size, views: scene.views)
            }
        }
    }
}

extension Chart {
    /// A chart with the marks `content` makes for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with the marks `content` makes for each element of `data`, which `id` identifies.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}
