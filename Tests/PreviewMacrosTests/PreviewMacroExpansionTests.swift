import PreviewMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `#Preview` expanded as the compiler expands it: the macro's own arguments, after where it is
/// declared, passed to the framework's record function, and the record put in the `swift_previews`
/// section. The expected text is the macro's template after swift-syntax's `BasicFormat`, which puts
/// each statement of a closure on a line of its own.
@Suite struct PreviewMacroExpansionTests {
    /// Expands `source` with `macro` as `#Preview`, and records an issue here for each way it differs
    /// from `expanded` or emits a diagnostic that `diagnostics` does not list.
    func expectExpansion(
        of source: String, with macro: MacroSpec, _ expanded: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(
            source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: ["Preview": macro],
            failureHandler: { failure in Issue.record(Testing.Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
    }

    @Test func aWidgetPreviewRecordsItsFamilyWidgetAndTimeline() {
        expectExpansion(
            of: """
                #Preview(as: .systemSmall) { SpoutyWidget() } timeline: { SimpleEntry(date: .now) }
                """,
            with: MacroSpec(type: WidgetPreviewMacro.self),
            """
            @used @section("swift_previews") private let __macro_local_7previewfMu_: SwiftUI.PreviewRecord.Accessor = { destination in
                destination.initializeMemory(as: SwiftUI.PreviewRecord.self, to: WidgetKit.__widgetPreviewRecord(fileID: "TestModule/test.swift", line: 1, as: .systemSmall) {
                        SpoutyWidget()
                    } timeline: {
                        SimpleEntry(date: .now)
                    })
            }
            """)
    }

    @Test func eachViewPreviewHasItsOwnNameAndLineAndKeepsItsTitle() {
        expectExpansion(
            of: """
                import SwiftUI

                #Preview("Small") { Text("Hi") }
                #Preview { Text("Bye") }
                """,
            with: MacroSpec(type: ViewPreviewMacro.self),
            """
            import SwiftUI

            @used @section("swift_previews") private let __macro_local_7previewfMu_: SwiftUI.PreviewRecord.Accessor = { destination in
                destination.initializeMemory(as: SwiftUI.PreviewRecord.self, to: SwiftUI.__viewPreviewRecord(fileID: "TestModule/test.swift", line: 3, "Small") {
                        Text("Hi")
                    })
            }
            @used @section("swift_previews") private let __macro_local_7previewfMu0_: SwiftUI.PreviewRecord.Accessor = { destination in
                destination.initializeMemory(as: SwiftUI.PreviewRecord.self, to: SwiftUI.__viewPreviewRecord(fileID: "TestModule/test.swift", line: 4) {
                        Text("Bye")
                    })
            }
            """)
    }

    /// The macro checks nothing itself: the type checker holds its arguments to the `#Preview` declarations
    /// (a widget preview without its widget is refused there), so a misuse expands without a diagnostic.
    @Test func aMisuseIsLeftToTheTypeCheckerWithoutADiagnosticFromTheMacro() {
        expectExpansion(
            of: """
                #Preview(as: .systemSmall)
                """,
            with: MacroSpec(type: WidgetPreviewMacro.self),
            """
            @used @section("swift_previews") private let __macro_local_7previewfMu_: SwiftUI.PreviewRecord.Accessor = { destination in
                destination.initializeMemory(as: SwiftUI.PreviewRecord.self, to: WidgetKit.__widgetPreviewRecord(fileID: "TestModule/test.swift", line: 1, as: .systemSmall))
            }
            """,
            diagnostics: [])
    }

    @Test func aLiveActivityPreviewDeclaresNothing() {
        expectExpansion(
            of: """
                #Preview(as: .content, using: Attributes.preview) { LiveWidget() } contentStates: { Attributes.State.preview }
                let kept = 1
                """,
            with: MacroSpec(type: ActivityPreviewMacro.self),
            """
            let kept = 1
            """)
    }
}
