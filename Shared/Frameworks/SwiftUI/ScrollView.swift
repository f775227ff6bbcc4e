import Foundation
import ViewArchive

/// A scrollable view, as a widget shows one: a widget does not scroll, so the content is drawn from its
/// start (the top, or the leading edge), at its full length along the scrolling axes, and cut off where
/// the scroll view ends.
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        let horizontalOnly = axes == .horizontal
        Group {
            if horizontalOnly {
                HStack { content }
            } else {
                VStack { content }
            }
        }
        .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: horizontalOnly ? .leading : .top)
        .clipped()
    }
}

/// Whether something is shown: `automatic` leaves it to the system.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
