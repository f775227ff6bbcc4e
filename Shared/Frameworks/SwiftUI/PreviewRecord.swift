import Foundation
import ViewArchive
import SectionRecords

/// A view's preview, as in SwiftUI: `#Preview("Name") { MyView() }`. The extension that declares it
/// draws it when `sample-app home preview` asks.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "ViewPreviewMacro")

/// One preview an executable declares, whichever macro or provider declared it.
public struct PreviewRecord {
    /// What `#Preview` puts in the `swift_previews` section: a function that writes the record.
    public typealias Accessor = @convention(c) (UnsafeMutableRawPointer) -> Void

    package let name: String?
    /// Where it is declared: `Module/File.swift` and the line, or the provider's type name.
    package let fileID: String
    package let line: Int
    /// The widget kind it shows, for a widget preview.
    package let kind: String?
    /// The family it is drawn in, by name, when it says.
    package let familyName: String?
    /// Its views in an environment (colour scheme, size): one per timeline entry, dated, for a widget.
    /// Called on a request's thread: the record runs its views on the main actor (MainActorWork), and a
    /// widget's async timeline off it, where Apple's `@MainActor` closure may itself wait for the main actor.
    package let frames: (sending EnvironmentValues) throws -> [PreviewFrame]

    package init(
        name: String?, fileID: String, line: Int, kind: String? = nil, familyName: String?,
        frames: @escaping (sending EnvironmentValues) throws -> [PreviewFrame]
    ) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.kind = kind
        self.familyName = familyName
        self.frames = frames
    }
}

/// One drawing of a preview: a timeline entry's view at its date, or a view's.
package struct PreviewFrame: Sendable {
    package var date: Date?
    package var view: ViewNode

    package init(date: Date?, view: ViewNode) {
        self.date = date
        self.view = view
    }
}

/// Makes the record of `#Preview { view }`; the macro's expansion calls it with the macro's arguments.
/// Not for calling by hand (the underscores say so, as in Apple's own generated-code hooks).
public func __viewPreviewRecord(
    fileID: String, line: Int, _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) -> PreviewRecord {
    PreviewRecord(name: name, fileID: fileID, line: line, familyName: nil) { environment in
        MainActorWork.run {
            let view = EnvironmentValues.withCurrent(environment) { body() }
            return [PreviewFrame(date: nil, view: view.archived(in: environment))]
        }
    }
}

extension PreviewRecord {
    /// Every preview this executable declares: its `#Preview`s in the order the linker laid them out,
    /// then each `PreviewProvider`'s previews, by type name.
    package static var all: [PreviewRecord] { declared + provided }

    private static var declared: [PreviewRecord] {
        guard let begin = preview_records_begin(), let end = preview_records_end() else { return [] }
        let size = MemoryLayout<Accessor>.stride
        return stride(from: 0, to: end - begin, by: size).map { offset in
            let accessor = begin.advanced(by: offset).load(as: Accessor.self)
            let record = UnsafeMutablePointer<PreviewRecord>.allocate(capacity: 1)
            defer { record.deallocate() }
            accessor(UnsafeMutableRawPointer(record))
            return record.move()
        }
    }

    private static var provided: [PreviewRecord] {
        final class Found { var types: [any PreviewProvider.Type] = [] }
        let found = Found()
        preview_enumerate_types(Unmanaged.passUnretained(found).toOpaque()) { context, metadata in
            let type = unsafeBitCast(metadata, to: Any.Type.self)
            guard let context, let provider = type as? any PreviewProvider.Type else { return }
            Unmanaged<Found>.fromOpaque(context).takeUnretainedValue().types.append(provider)
        }
        return found.types.sorted { String(reflecting: $0) < String(reflecting: $1) }.flatMap { records(of: $0) }
    }

    /// A provider's previews: each view its `previews` lists is one, in the family its
    /// `previewContext` names.
    private static func records<Provider: PreviewProvider>(of provider: Provider.Type) -> [PreviewRecord] {
        let typeName = String(reflecting: provider)
        let listed = MainActorWork.run { Provider.previews.nodes(in: EnvironmentValues()).map(\.previewTraits.traits) }
        return listed.enumerated().map { index, traits in
            PreviewRecord(
                name: traits.name ?? (listed.count > 1 ? "\(typeName) \(index + 1)" : typeName), fileID: typeName, line: 0,
                familyName: traits.family
            ) { environment in
                MainActorWork.run {
                    let views = EnvironmentValues.withCurrent(environment) { Provider.previews }.nodes(in: environment)
                    guard views.indices.contains(index) else { return [] }
                    return [PreviewFrame(date: nil, view: views[index].previewTraits.content)]
                }
            }
        }
    }
}
