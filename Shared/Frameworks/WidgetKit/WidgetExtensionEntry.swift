import Foundation
import SectionRecords

/// How `WidgetBundle.main()` reaches the widget extension's runtime, which serves the widgets.
///
/// The runtime serves WidgetKit's widgets, so it imports WidgetKit, and WidgetKit cannot import it back;
/// yet Apple's `@main struct MyWidgets: WidgetBundle` must start it. The runtime writes an entry into the
/// executable's `swift_widget_runtime` section, as `#Preview` writes its records, and `main()` finds it
/// there. The WidgetKit product brings the runtime; an executable without it is told so in words.
package struct WidgetExtensionEntry {
    /// What the runtime puts in the section: a function that writes the entry.
    package typealias Accessor = @convention(c) (UnsafeMutableRawPointer) -> Void

    package let serve: (@escaping () -> [WidgetDefinition]) -> Never

    package init(serve: @escaping (@escaping () -> [WidgetDefinition]) -> Never) {
        self.serve = serve
    }

    /// Serves `definitions` with the runtime the executable links; says what is missing when it links none.
    /// They are made once the runtime has read the command line and made its `--home` the process's: a
    /// bundle's `body` may read the app group (the game's release), and Foundation fixes where
    /// `UserDefaults` keeps its files at its first use.
    package static func serve(_ definitions: @escaping () -> [WidgetDefinition]) -> Never {
        guard let begin = widget_runtime_records_begin(), let end = widget_runtime_records_end(),
            end - begin >= MemoryLayout<Accessor>.stride
        else {
            FileHandle.standardError.write(
                Data(
                    "This executable's @main is a widget, but it does not link the widget extension's runtime; depend on the WidgetKit product, which brings it.\n"
                        .utf8))
            exit(1)
        }
        let entry = UnsafeMutablePointer<WidgetExtensionEntry>.allocate(capacity: 1)
        begin.load(as: Accessor.self)(UnsafeMutableRawPointer(entry))
        entry.move().serve(definitions)
    }
}
