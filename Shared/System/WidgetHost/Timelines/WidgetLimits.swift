import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout
import WidgetRendering
import WireJSON

/// The limits iOS holds a widget to. On a device each fails without a word: an extension over its memory is
/// killed, an entry it cannot archive leaves the placeholder showing, a widget whose budget is spent stops
/// updating. Here each is one sentence naming the widget, the figure and the limit, wherever the system
/// meets it: `home show`, `home timeline`, and `WidgetTesting`'s failures. docs/system.md's table says
/// where each figure comes from (Apple's documentation, iOS's own reports, or ours).
public enum WidgetLimit: String, CaseIterable, Sendable {
    /// The widget extension's footprint (its dirty memory, as `KernelProcess.footprintMegabytes` counts it).
    case extensionMemory
    /// One entry as archived, its view tree included.
    case entrySize
    /// An image in an entry, in pixels, against the widget's own area in pixels.
    case imageArea
    /// How many entries one timeline holds.
    case timelineLength
    /// The reloads a widget may spend in any 24 hours (`BudgetUse`).
    case reloadBudget
    /// A Live Activity's attributes and content state, encoded (`LiveActivityRules.payloadLimit`).
    case activityPayload

    /// The figure, as the sentences give it.
    public var figure: String {
        switch self {
        case .extensionMemory: "\(WidgetLimits.plain(WidgetLimits.extensionMegabytes)) MB"
        case .entrySize: "\(WidgetLimits.entryBytes / 1024 / 1024) MB"
        case .imageArea: "the widget's area in pixels"
        case .timelineLength: "\(WidgetLimits.timelineEntries) entries"
        case .reloadBudget: "the daily budget (\(BudgetUse.defaultBudget) reloads unless `home budget --set` says otherwise)"
        case .activityPayload: "\(LiveActivityRules.payloadLimit) bytes"
        }
    }
}

/// The figures of `WidgetLimit`, and the checks that measure a widget against them.
public enum WidgetLimits {
    /// A widget extension's footprint, in megabytes.
    public static let extensionMegabytes = 30.0
    /// One archived entry, in bytes (ours).
    public static let entryBytes = 1024 * 1024
    /// Entries in one timeline.
    public static let timelineEntries = 400

    /// What a timeline the widget extension just gave breaks: its length, and each entry's size and images
    /// (each limit said once, for the first entry that breaks it).
    public static func check(_ entries: [ArchivedEntry], of widget: String, family: WidgetFamily, device: DeviceMetrics) -> [LimitBreach] {
        var breaches: [LimitBreach] = []
        if entries.count > timelineEntries {
            breaches.append(
                LimitBreach(
                    .timelineLength,
                    "\(widget): its timeline has \(entries.count) entries, over the \(timelineEntries) past which iOS stops updating a widget; give fewer entries and a reload policy for the rest."
                ))
        }
        // A day's timeline shows one image in many entries: each file's header is read once.
        var pixelSizes: [String: Size?] = [:]
        let pixels = { (file: String) -> Size? in
            if let known = pixelSizes[file] { return known }
            let size = ImageFiles.pixelSize(ofFile: file)
            pixelSizes[file] = size
            return size
        }
        for limit in [WidgetLimit.entrySize, .imageArea] {
            if let breach = entries.lazy.compactMap({ check($0, of: widget, family: family, device: device, only: limit, pixels: pixels) })
                .first
            {
                breaches.append(breach)
            }
        }
        return breaches
    }

    /// What one entry breaks: its archived size, and its images against the widget's area in pixels.
    public static func check(_ entry: ArchivedEntry, of widget: String, family: WidgetFamily, device: DeviceMetrics) -> [LimitBreach] {
        [WidgetLimit.entrySize, .imageArea].compactMap {
            check(entry, of: widget, family: family, device: device, only: $0, pixels: ImageFiles.pixelSize(ofFile:))
        }
    }

    private static func check(
        _ entry: ArchivedEntry, of widget: String, family: WidgetFamily, device: DeviceMetrics, only limit: WidgetLimit,
        pixels pixelSize: (String) -> Size?
    ) -> LimitBreach? {
        let at = "the entry of \(TimeText.short(entry.date))"
        switch limit {
        case .entrySize:
            // The bytes it arrived as, when it came over the wire or from the store; encoded only when made here.
            let size = entry.arrivedJSON?.count ?? (try? WireEncoder().encode(entry).count) ?? 0
            guard size > entryBytes else { return nil }
            return LimitBreach(
                .entrySize,
                "\(widget): \(at) archives to \(kilobytes(size)), over the \(limit.figure) an entry may take; on iOS the widget would show its placeholder. Keep data the views do not show out of the entry."
            )
        case .imageArea:
            let points = device.size(of: family)
            let area = points.width * points.height * device.scale * device.scale
            for file in entry.view.imageFiles {
                guard let pixels = pixelSize(file), pixels.width * pixels.height > area else { continue }
                return LimitBreach(
                    .imageArea,
                    "\(widget): \(at) holds an image of \(Int(pixels.width)) × \(Int(pixels.height)) pixels (\(grouped(pixels.width * pixels.height))), larger than the widget's area of \(grouped(area)) pixels on \(device.name) (\(WidgetLimits.plain(points.width)) × \(WidgetLimits.plain(points.height)) points at \(Int(device.scale))×); iOS refuses to archive it and shows the placeholder. Scale the image down to the widget's size first."
                )
            }
            return nil
        case .extensionMemory, .timelineLength, .reloadBudget, .activityPayload: return nil
        }
    }

    /// The sentence for an extension whose footprint passed the limit after answering for `widget`; nil within it.
    public static func check(footprintMegabytes megabytes: Double, of extensionName: String, answering widget: String) -> LimitBreach? {
        guard megabytes > extensionMegabytes else { return nil }
        return LimitBreach(
            .extensionMemory,
            "\(extensionName), answering for \(widget), holds \(String(format: "%.1f", megabytes)) MB of memory, over the \(WidgetLimit.extensionMemory.figure) iOS allows a widget extension; on iOS it would be killed and the widget would show its placeholder."
        )
    }

    /// The sentence for a Live Activity whose attributes and content state pass ActivityKit's limit; nil within it.
    public static func check(activityAttributes attributes: String, state: String, of type: String) -> LimitBreach? {
        let size = LiveActivityRules.payloadSize(attributes: attributes, state: state)
        guard size > LiveActivityRules.payloadLimit else { return nil }
        return LimitBreach(
            .activityPayload,
            "Live Activity \(type): its attributes and content state take \(size) bytes, over the \(WidgetLimit.activityPayload.figure) ActivityKit allows; iOS refuses to start or update it. Send less in the content state."
        )
    }

    /// The sentence for a widget whose budget is spent while a reload is due.
    public static func budgetSpent(_ widget: String, budget: Int, due: ReloadReason, renews: Date) -> LimitBreach {
        LimitBreach(
            .reloadBudget,
            "\(widget) has spent its budget of \(budget) reloads in 24 hours: it is due because \(due.text), but keeps its old timeline until \(TimeText.short(renews)). Reload less often, or give a timeline that lasts longer."
        )
    }

    /// `Widget #3 Game Status`: how a limit's sentence names a placed widget (its kind when it has no display name).
    public static func name(of widget: PlacedWidget, displayName: String) -> String {
        "Widget #\(widget.id) \(displayName.isEmpty ? widget.kind : displayName)"
    }

    /// `30`, `22.5`: a figure without a needless fraction.
    static func plain(_ value: Double) -> String { value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value) }

    static func kilobytes(_ bytes: Int) -> String { "\(grouped(Double(bytes) / 1024)) KB" }

    static func grouped(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.groupingSize = 3
        return formatter.string(from: NSNumber(value: value.rounded())) ?? "\(Int(value))"
    }
}

/// A limit a widget broke, said in one sentence.
public struct LimitBreach: Error, Equatable, Sendable, CustomStringConvertible {
    public var limit: WidgetLimit
    public var sentence: String

    public init(_ limit: WidgetLimit, _ sentence: String) {
        self.limit = limit
        self.sentence = sentence
    }

    public var description: String { sentence }
}

extension ViewNode {
    /// The image files this tree draws, its container background's included, depth first.
    public var imageFiles: [String] {
        var files: [String] = []
        if case .image(let image) = self, let file = image.file { files.append(file) }
        if case .modified(_, .containerBackground(let background)) = self { files += background.imageFiles }
        return files + innerNodes.flatMap(\.imageFiles)
    }
}
