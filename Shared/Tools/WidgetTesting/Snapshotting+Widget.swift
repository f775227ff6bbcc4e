import ExtensionProtocol
import Foundation
import SnapshotTesting
import SwiftUI
import ViewArchive

extension Snapshotting where Value == ConfiguredWidget, Format == String {
    /// The widget drawn as the system draws the entry it shows at `moment`, in `family` and `scheme`, on the
    /// tester's device: `assertSnapshot(of: tester.widget(), as: .widget(.svg, family: .systemSmall, scheme: .dark, at: noon))`.
    /// A call that fails (a limit broken, a configuration refused) is recorded as the snapshot's text, so the
    /// difference shows its sentence.
    public static func widget(
        _ format: WidgetDrawing, family: WidgetFamily = .systemSmall, scheme: ColorScheme = .light, at moment: Date = Date()
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (widget: ConfiguredWidget) in
            do {
                let timeline = try widget.tester.runBlocking(at: moment) { tester in
                    try widget.timeline(on: tester, family: family, scheme: scheme)
                }
                return timeline.current.drawn(as: format, now: moment)
            } catch {
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
