import ExtensionProtocol
import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import XCTest
import ViewArchive

extension Snapshotting where Value == ConfiguredWidget, Format == String {
    /// The widget drawn as the system draws the entry it shows at `moment`, in `family` and `scheme`, on the
    /// tester's device: `assertSnapshot(of: tester.widget(), as: .widget(.svg, family: .systemSmall, scheme: .dark, at: noon))`.
    /// The moment is required, so that the drawing is the same on every run. A call that fails (a limit
    /// broken, a configuration refused) fails the test with its sentence, and no drawing is compared.
    public static func widget(
        _ format: WidgetDrawing, family: WidgetFamily = .systemSmall, scheme: ColorScheme = .light, at moment: Date
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (widget: ConfiguredWidget) in
            do {
                let timeline = try widget.tester.runBlocking(at: moment) { tester in
                    try widget.timeline(on: tester, family: family, scheme: scheme)
                }
                return timeline.current.drawn(as: format, now: moment)
            } catch {
                TestFailure.record("The widget could not be drawn: \(error)")
                // What the reference is compared with, should one be recorded anyway: never a drawing.
                return "The widget could not be drawn: \(error)\n"
            }
        }.pathExtension(format.pathExtension)
    }
}

extension Snapshotting where Value == TestEntry, Format == String {
    /// An entry already asked for (a placeholder, a snapshot, one of a timeline's), drawn as the system draws it.
    public static func widget(_ format: WidgetDrawing) -> Snapshotting {
        SimplySnapshotting.lines.pullback { $0.drawn(as: format) }.pathExtension(format.pathExtension)
    }
}

extension Snapshotting {
    fileprivate func pathExtension(_ pathExtension: String) -> Snapshotting {
        var copy = self
        copy.pathExtension = pathExtension
        return copy
    }
}

/// A failure recorded in whichever framework runs the test: Swift Testing's when a `@Test` runs, XCTest's otherwise.
enum TestFailure {
    static func record(_ sentence: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: sentence))
        } else {
            XCTFail(sentence)
        }
    }
}
