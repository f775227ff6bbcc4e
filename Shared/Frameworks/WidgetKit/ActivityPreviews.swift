import ActivityKit
import SwiftUI

/// Which presentation of a Live Activity a preview shows, as in WidgetKit.
public enum ActivityPreviewViewKind: Sendable {
    /// The Lock Screen's presentation (a banner on a phone without an Island).
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// A presentation in the Dynamic Island.
    public enum DynamicIslandPreviewViewState: Sendable {
        /// The compact leading and trailing views together.
        case compact
        case minimal
        case expanded
    }
}

/// Lists a Live Activity preview's content states, as in WidgetKit.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ expression: A.ContentState) -> [A.ContentState] { [expression] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

/// A Live Activity's preview, with its attributes and content states, as in WidgetKit (Xcode's
/// template writes one per presentation). Its arguments are type-checked; it records nothing:
/// `sample-app home island` and `home show --location lock` draw a running activity instead.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
) = #externalMacro(module: "PreviewMacros", type: "ActivityPreviewMacro")

extension ActivityAttributes {
    /// A `PreviewProvider`'s preview of a Live Activity in one presentation (iOS 16.2; Apple deprecates it
    /// for `#Preview(_:as:using:widget:contentStates:)`). The view it returns draws nothing: as with
    /// `#Preview`, a running activity is drawn by `sample-app home island` and `home show --location lock`.
    public func previewContext(_ contentState: Self.ContentState, viewKind: ActivityPreviewViewKind) -> some View {
        EmptyView()
    }
}
