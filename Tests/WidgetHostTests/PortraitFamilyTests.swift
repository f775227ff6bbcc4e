import ExtensionProtocol
import ExtensionTransport
import Foundation
import Testing
import ViewArchive
import WidgetHost
import WidgetRendering

/// The portrait extra-large widget (iOS and iPadOS 27): placed and drawn on the devices that offer it, at
/// its size there, and refused in a sentence on one that does not.
@Suite struct PortraitFamilyTests {
    /// A widget extension with one kind in the portrait family, telling the size it is asked at.
    static var router: RequestRouter {
        var router = RequestRouter()
        router.register(WidgetDescribeRequest.self) { _ in
            WidgetDescribeReply(widgets: [
                WidgetDescriptor(kind: "test.poster", displayName: "Poster", description: "", supportedFamilies: [.systemExtraLargePortrait])
            ])
        }
        router.register(WidgetTimelineRequest.self) { request in
            let size = "\(Int(request.context.width))x\(Int(request.context.height))"
            return WidgetTimelineReply(entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), view: .text(size))], policy: .never)
        }
        return router
    }

    @Test func anIPadAndACurrentIPhoneTakeItAtTheirSizesAndAnOldIPhoneRefusesIt() throws {
        let store = HomeStore.inMemory()
        try store.settings.setDevice(DeviceMetrics.iPadPro11.name)
        let pad = HomeScreen(store: store, apps: [.testing(widgets: Self.router)])
        let poster = try pad.placement.addWidget(kind: "test.poster", family: nil)
        #expect(poster.family == .systemExtraLargePortrait)
        #expect(try pad.timelines.currentState(of: poster.id).entry.view == .text("300x628"), "the extra-large widget stood up")

        try store.settings.setDevice(DeviceMetrics.iPhone15Pro.name)
        let phone = HomeScreen(store: store, apps: [.testing(widgets: Self.router)])
        #expect(try phone.timelines.currentState(of: poster.id).entry.view == .text("338x550"))

        try store.settings.setDevice(DeviceMetrics.iPhone8Plus.name)
        let old = HomeScreen(store: store, apps: [.testing(widgets: Self.router)])
        let refused = try #require(throws: HostError.self) { try old.placement.addWidget(kind: "test.poster", family: nil) }
        #expect(
            refused.message
                == "iPhone 8 Plus has no systemExtraLargePortrait widgets (its models do not run the iOS that brings that size); choose another family, or another device with 'sample-app home device'."
        )
    }
}
