import ExtensionProtocol
import ExtensionTransport
import Foundation
import Synchronization
import SwiftUI
import Testing
@testable import WidgetCodeFixtures
import WidgetExtensionRuntime
import WidgetKit
import TestSupport
import ViewArchive
import WidgetRendering

/// The widgets of Tests/WidgetCodeFixtures, written as for Xcode: they compile (or this target would
/// not build), and each draws, in every family it supports, as a placeholder and as a snapshot.
@Suite struct WidgetCodeFixtureTests {
    let connection = LocalConnection(router: WidgetExtensionRouter.make { FixtureWidgets.definitions })

    @Test func theBundleKeepsWidgetsListedUnderIfAvailable() throws {
        let kinds = try connection.send(WidgetDescribeRequest()).widgets.map(\.kind)
        #expect(kinds.count == 34)
        #expect(Set(kinds).count == kinds.count)
    }

    /// A file that imports only Foundation, as Apple's sample writes it, serves the widget's data through
    /// a `URLProtocol` registered on an ephemeral session: the widget draws what the mock returned.
    @Test func aWidgetDrawsWhatItsMockURLProtocolReturned() throws {
        let context = RenderContext(family: .systemSmall, width: 170, height: 170)
        let reply = try connection.send(WidgetTimelineRequest(kind: "AvatarWidget", context: context, configuration: [:]))
        #expect(reply.entries.first?.view.texts() == ["Today's hero", "🐳 Spouty, Deep Sea Goer"])
    }

    /// A widget that shows a UIKit image made from bytes, on a UIKit colour, draws both.
    @Test func aUIKitImageAndColourAreDrawn() throws {
        _ = ProcessHome.shared
        let context = RenderContext(family: .systemSmall, width: 170, height: 170)
        let entry = try #require(
            try connection.send(WidgetTimelineRequest(kind: "HeroBadgeWidget", context: context, configuration: [:])).entries.first)
        let svg = SVGRenderer().render(entry.view, family: .systemSmall, title: "Hero Badge")
        #expect(svg.contains("data:image/png;base64,iVBORw0KGgo"), "the badge's own bytes")
        #expect(svg.contains("Dragon Slayer"))
        #expect(svg.contains("#f2f2f7"), "the secondary system background in light mode")
        let dark = SVGRenderer(scheme: .dark).render(entry.view, family: .systemSmall, title: "Hero Badge")
        #expect(dark.contains("#1c1c1e"), "and in dark mode")
    }

    /// Buttons in SwiftUI's styles: a filled capsule with white text, a tinted one, a tinted label; a
    /// background made darker; a date through a formatter.
    @Test func buttonStylesBrightnessAndAFormattedDateAreDrawn() throws {
        let context = RenderContext(family: .systemMedium, width: 364, height: 170)
        let entry = try #require(
            try connection.send(WidgetTimelineRequest(kind: "ChoreBoardWidget", context: context, configuration: [:])).entries.first)
        #expect(entry.view.texts().first == "Due 09:00")
        let svg = SVGRenderer().render(entry.view, family: .systemMedium, title: "Chore Board")
        let accent = RGBA(ColorValue(name: .accentColor), scheme: .light).hex
        #expect(svg.contains("fill=\"\(accent)\""), "the prominent capsule is filled with the accent colour")
        #expect(svg.contains("fill-opacity=\"0.15\""), "the bordered one is tinted")
        #expect(svg.components(separatedBy: "class=\"control\"").count - 1 == 3)
        let teal = RGBA(ColorValue(name: .teal), scheme: .light)
        #expect(svg.contains(teal.brightened(by: -0.3).hex), "the background, darker")
        #expect(!svg.contains(teal.hex), "and not as it was")
    }

    /// URLSession's Combine publisher, through the mock URLProtocol of a Foundation-only file.
    @Test func aDataTaskPublisherPublishesTheMocksReply() throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [MockAvatarProtocol.classForCoder()]
        let received = Mutex<[[String]]>([])
        let done = DispatchSemaphore(value: 0)
        let subscription = ChoreFeed.chores(session: URLSession(configuration: configuration)).sink(
            receiveCompletion: { _ in done.signal() }, receiveValue: { chores in received.withLock { $0.append(chores) } })
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(received.withLock { $0 } == [["Dishes", "Laundry", "Plants"]])
        subscription.cancel()
    }

    /// A background session, as a widget makes one (`background(withIdentifier:)` is unavailable in Linux's
    /// Foundation): it carries its identifier and keeps whether it sends launch events; the widget that
    /// hands its events back with `onBackgroundURLSessionEvents` is served.
    @Test func aBackgroundSessionKeepsItsIdentifier() throws {
        let configuration = HeadlineDownloader.shared.session.configuration
        #expect(configuration.identifier == "com.example.heroes.headline")
        #expect(configuration.sessionSendsLaunchEvents)
        let other = URLSessionConfiguration.background(withIdentifier: "com.example.heroes.quiet")
        other.sessionSendsLaunchEvents = false
        #expect(!URLSessionConfiguration.background(withIdentifier: "com.example.heroes.quiet").sessionSendsLaunchEvents)
        #expect(try connection.send(WidgetDescribeRequest()).widgets.contains { $0.kind == "HeadlineWidget" })
    }

    /// A parameter whose options a `DynamicOptionsProvider` gives starts with the provider's `defaultResult()`.
    @Test func anOptionsProvidersDefaultResultIsTheParametersDefault() throws {
        let reply = try connection.send(WidgetDefaultRequest(kind: "fixtures.shopping-list", parameter: "store"))
        #expect(reply.value == .string("Market"))
    }

    /// Every accessory family of every fixture, as the Lock Screen draws it: the widget told it is vibrant,
    /// its texts drawn, and every colour a grey or white (levels of white, vibrant).
    @Test func lockScreenWidgetsDrawVibrant() throws {
        let drawing = DrawingContext()
        var drawn: [String] = []
        for widget in try connection.send(WidgetDescribeRequest()).widgets {
            for family in widget.supportedFamilies where family.isAccessory {
                let context = drawing.render(family)
                #expect(context.renderingMode == .vibrant && !context.showsContainerBackground)
                let entry = try #require(
                    try connection.send(WidgetTimelineRequest(kind: widget.kind, context: context, configuration: [:])).entries.first)
                let svg = SVGRenderer(drawing: drawing).render(entry.view, family: family, title: widget.displayName)
                #expect(svg.firstRange(of: "data-rendering-mode=\"vibrant\"") != nil)
                #expect(!entry.view.texts().isEmpty, "\(widget.kind) \(family) draws no text")
                for colour in SVGColours.all(in: svg) {
                    #expect(SVGColours.isGrey(colour), "\(widget.kind) \(family) draws \(colour)")
                }
                drawn.append("\(widget.kind) \(family.name)")
            }
        }
        #expect(drawn.count >= 7, "\(drawn)")
        #expect(drawn.contains("StrideLockScreenWidget accessoryCircular"))
    }

    @Test func everyFixtureWidgetDrawsInEachOfItsFamilies() throws {
        _ = ProcessHome.shared
        let device = DeviceMetrics.iPhone15ProMax
        for widget in try connection.send(WidgetDescribeRequest()).widgets {
            for family in widget.supportedFamilies {
                let size = device.size(of: family)
                for scheme in ColorScheme.allCases {
                    let context = RenderContext(family: family, colorScheme: scheme, width: size.width, height: size.height)
                    let placeholder = try connection.send(WidgetPlaceholderRequest(kind: widget.kind, context: context)).entry
                    let svg = SVGRenderer(scheme: scheme).render(placeholder.view, family: family, title: widget.displayName)
                    #expect(
                        svg.hasPrefix("<svg") && svg.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"),
                        "\(widget.kind) \(family)")
                    let text = TerminalRenderer().render(placeholder.view, family: family, title: widget.displayName)
                    // The standard library's search, not Foundation's `contains`: Foundation's, through NSString, read
                    // a small string as a large one here and crashed the test process (Swift 6.3.1, Linux).
                    #expect(text.firstRange(of: String(widget.displayName.prefix(5))) != nil, "\(widget.kind) \(family)")
                }
            }
        }
    }
}

/// A bundle whose body picks with `if … else`, as `WidgetBundleBuilder.buildEither` builds it.
private struct EitherBundle: WidgetBundle {
    /// Which branch the bundle takes. Unsafe because a bundle's body reads a static setting, as widget code
    /// does; the one test that changes it is serialized and restores it.
    nonisolated(unsafe) static var offersAgenda = true

    var body: some Widget {
        if Self.offersAgenda {
            AgendaWidget()
        } else {
            QuoteWidget()
        }
    }
}

@MainActor
@Suite(.serialized) struct WidgetKitBuilderTests {
    @Test func aBundleOffersTheBranchItsIfChose() {
        EitherBundle.offersAgenda = true
        let agenda = EitherBundle.definitions.map(\.kind)
        EitherBundle.offersAgenda = false
        let quote = EitherBundle.definitions.map(\.kind)
        #expect(agenda == [AgendaWidget().kind])
        #expect(quote == [QuoteWidget().kind])
        #expect(agenda != quote)
    }

    @Test func theContextSaysTheColourSchemesEntriesMayBeDrawnIn() {
        let context = TimelineProviderContext(family: .systemSmall, isPreview: false, displaySize: CGSize(width: 170, height: 170))
        #expect(context.environmentVariants.colorScheme == [.light, .dark])
        #expect(context.environmentVariants[\.colorScheme] == [.light, .dark])
        #expect(context.environmentVariants[\.locale] == nil)
    }
}

/// The fixtures' Live Activity, written as Apple's sample writes it, drawn in every presentation.
@Suite struct LiveActivityFixtureTests {
    let connection = LocalConnection(router: WidgetExtensionRouter.make { FixtureWidgets.definitions })

    @Test func theBundleListsItsActivityBesideItsWidgets() throws {
        let described = try connection.send(WidgetDescribeRequest())
        #expect(
            described.activities == [
                String(describing: PizzaDeliveryAttributes.self), String(describing: TemplateWidgetAttributes.self),
                String(describing: MatchAttributes.self),
            ])
        #expect(!described.widgets.contains { $0.kind.hasSuffix("PizzaDeliveryAttributes") })
    }

    @Test func everyPresentationIsDrawn() throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let encoder = JSONEncoder()
        let attributes = PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$42.90", orderNumber: "12345")
        let state = PizzaDeliveryAttributes.ContentState(
            driverName: "Bill James", deliveryTimer: now...now.addingTimeInterval(900), stage: 1)
        let record = LiveActivityRecord(
            id: "A1", attributesType: String(describing: PizzaDeliveryAttributes.self),
            attributes: String(decoding: try encoder.encode(attributes), as: UTF8.self),
            content: LiveActivityContent(state: String(decoding: try encoder.encode(state), as: UTF8.self)), startedAt: now)
        let views = try connection.send(ActivityViewsRequest(activity: record, isStale: true))
        #expect(views.lockScreen.texts().contains("2 Pizzas"))
        #expect(views.lockScreen.texts().contains("Updating…"), "isStale reaches the view")
        #expect(views.island.expanded.map(\.position) == [.leading, .trailing, .center, .bottom])
        #expect(views.island.expanded.first { $0.position == .trailing }?.priority == 1)
        #expect(views.island.expanded.first { $0.position == .center }?.view.texts() == ["Bill James is on their way!"])
        let callDriver = try #require(views.controls.first, "the Call driver button")
        #expect(callDriver.title == "Call driver" && callDriver.control.parameters["orderNumber"] == .string("12345"))
        #expect(callDriver.control.runsInApp == true, "a LiveActivityIntent runs in the app's process")
        #expect(views.island.compactLeading.texts() == ["2 Pizzas"])
        #expect(views.island.url == "pizza://order/12345")
        #expect(views.island.keylineTint != nil)
        #expect(views.island.contentMargins["expanded"]?.trailing == 8)
        let island = try #require(IslandRenderer(drawing: DrawingContext(), now: now))
        let svg = island.svg([ShownActivity(id: "A1", title: "Pizza", views: views)], expanded: false)
        #expect(
            svg.firstRange(of: "class=\"island-compactLeading\"") != nil && svg.firstRange(of: "class=\"island-compactTrailing\"") != nil)
        #expect(
            island.svg([ShownActivity(id: "A1", title: "Pizza", views: views)], expanded: true).firstRange(of: "class=\"island-bottom\"")
                != nil)

        var bad = record
        bad.content.state = #"{"driverName":"Bill"}"#
        #expect(throws: JSONRPCError.self) { try connection.send(ActivityViewsRequest(activity: bad, isStale: false)) }
    }

    /// iOS 27: the Island's compact and minimal views are told when they are limited in width (the device
    /// in landscape), and the expanded and Lock Screen views are not.
    @Test func theCompactViewsLearnTheIslandIsLimitedInWidth() throws {
        let record = LiveActivityRecord(
            id: "M1", attributesType: String(describing: MatchAttributes.self), attributes: #"{"homeTeam":"Rovers"}"#,
            content: LiveActivityContent(state: #"{"home":2,"away":1}"#), startedAt: Date(timeIntervalSince1970: 1_795_000_000))
        let upright = try connection.send(ActivityViewsRequest(activity: record, isStale: false))
        #expect(upright.island.compactTrailing.texts() == ["Rovers 2–1"] && upright.island.minimal.texts() == ["Rovers 2–1"])
        let onItsSide = try connection.send(ActivityViewsRequest(activity: record, isStale: false, isLimitedInWidth: true))
        #expect(onItsSide.island.compactTrailing.texts() == ["2–1"] && onItsSide.island.minimal.texts() == ["2–1"])
        #expect(onItsSide.island.expanded.first?.view.texts() == ["Rovers 2–1"], "the expanded Island is not limited")
        #expect(onItsSide.lockScreen.texts() == ["Rovers 2–1"])
    }

    @Test func xcodesTemplateIsDrawnInEveryPresentation() throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        func record<A: Encodable, S: Encodable>(_ id: String, _ type: Any.Type, _ attributes: A, _ state: S) throws -> LiveActivityRecord {
            LiveActivityRecord(
                id: id, attributesType: String(describing: type),
                attributes: String(decoding: try JSONEncoder().encode(attributes), as: UTF8.self),
                content: LiveActivityContent(state: String(decoding: try JSONEncoder().encode(state), as: UTF8.self)), startedAt: now)
        }
        let template = try record(
            "T1", TemplateWidgetAttributes.self, TemplateWidgetAttributes(name: "World"), TemplateWidgetAttributes.ContentState(emoji: "😀"))
        let pizza = try record(
            "P1", PizzaDeliveryAttributes.self, PizzaDeliveryAttributes(numberOfPizzas: 1, totalAmount: "$9", orderNumber: "7"),
            PizzaDeliveryAttributes.ContentState(driverName: "Ann", deliveryTimer: now...now.addingTimeInterval(600), stage: 0))
        let templateViews = try connection.send(ActivityViewsRequest(activity: template, isStale: false))
        let shown = ShownActivity(id: "T1", title: "Template", views: templateViews)
        let island = try #require(IslandRenderer(drawing: DrawingContext(), now: now))

        let compact = island.svg([shown], expanded: false)
        #expect(compact.firstRange(of: ">L</text>") != nil && compact.firstRange(of: ">T 😀</text>") != nil, "compact leading and trailing")
        let expanded = island.svg([shown], expanded: true)
        for text in ["Leading", "Trailing", "Bottom 😀"] { #expect(expanded.firstRange(of: ">\(text)</text>") != nil, "expanded: \(text)") }
        #expect(expanded.firstRange(of: "data-url=\"http://www.apple.com\"") != nil)
        // With the pizza more relevant beside it, the template is the minimal presentation.
        let pizzaViews = try connection.send(ActivityViewsRequest(activity: pizza, isStale: false))
        let both = island.svg([ShownActivity(id: "P1", title: "Pizza", views: pizzaViews), shown], expanded: false)
        let minimal = try #require(both.firstRange(of: "class=\"island-minimal\""))
        #expect(both[minimal.lowerBound...].firstRange(of: ">😀</text>") != nil, "the minimal view")
        let lock = island.lockScreenSVG(shown, idPrefix: "t")
        #expect(lock.firstRange(of: ">Hello 😀</text>") != nil, "the Lock Screen presentation")
    }
}

/// Xcode's control template, listed in a bundle and served by the extension's router.
@Suite(.serialized) struct ControlFixtureTests {
    let connection = LocalConnection(router: WidgetExtensionRouter.make { FixtureWidgets.definitions })

    @Test func theBundleListsItsControlsApartFromItsWidgets() throws {
        let described = try connection.send(WidgetDescribeRequest())
        #expect(
            described.controls.map(\.kind) == ["com.example.TemplateWidget", "com.example.ConfigurableTimer", "com.example.ResetTimers"])
        #expect(!described.widgets.contains { $0.kind == "com.example.TemplateWidget" })
        let configurable = try #require(described.controls.first { $0.kind == "com.example.ConfigurableTimer" })
        #expect(configurable.displayName == "Named Timer" && configurable.promptsForUserConfiguration)
        #expect(configurable.appIntent?.parameters.map(\.name) == ["timerName"])
        #expect(described.controls.first?.appIntent == nil, "a static control has no configuration")
    }

    @Test func aToggleShowsItsValueAndItsActionSetsIt() throws {
        TimerState.isRunning.withLock { $0 = false }
        let off = try connection.send(ControlTemplateRequest(kind: "com.example.TemplateWidget")).template
        #expect(
            off.kind == .toggle && off.title == "Start Timer" && off.value == "Off" && off.symbol == "timer" && off.action.isOn == false)
        #expect(off.action.intent.hasSuffix("StartTimerIntent"))
        #expect(off.pressed.isOn == true && off.pressed.parameters["value"] == .bool(true), "a press sets the new state")

        _ = try connection.send(ControlPerformRequest(kind: "com.example.TemplateWidget", action: off.pressed))
        #expect(TimerState.isRunning.withLock { $0 }, "the system set value before perform()")
        let on = try connection.send(ControlTemplateRequest(kind: "com.example.TemplateWidget")).template
        #expect(on.action.isOn == true && on.value == "On")
        #expect(
            try connection.send(ControlTemplateRequest(kind: "com.example.TemplateWidget", isPreview: true)).template.action.isOn == false)

        let named = try connection.send(
            ControlTemplateRequest(kind: "com.example.ConfigurableTimer", configuration: ["timerName": .string("Tea")]))
        #expect(named.template.action.isOn == true)
        let button = try connection.send(ControlTemplateRequest(kind: "com.example.ResetTimers")).template
        #expect(button.kind == .button && button.title == "Reset" && button.symbol == "arrow.counterclockwise" && button.tint != nil)
        #expect(button.pressed == button.action, "a button's action is sent as it is")
        _ = try connection.send(ControlPerformRequest(kind: "com.example.ResetTimers", action: button.pressed))
        #expect(!TimerState.isRunning.withLock { $0 })
        var unknown = button.action
        unknown.intentType = "NoSuchIntent"
        #expect {
            try connection.send(ControlPerformRequest(kind: "com.example.ResetTimers", action: unknown))
        } throws: { error in
            (error as? JSONRPCError)?.message.firstRange(of: "shows no action running") != nil
        }
        // Another control's action under this one's kind is refused, and runs nothing.
        TimerState.isRunning.withLock { $0 = true }
        #expect {
            try connection.send(ControlPerformRequest(kind: "com.example.TemplateWidget", action: button.pressed))
        } throws: { error in
            (error as? JSONRPCError)?.message == "Control com.example.TemplateWidget shows no action running \(button.action.intent) with these values; press the control as its template (widget/control) gives it."
        }
        #expect(TimerState.isRunning.withLock { $0 }, "Reset did not run")
        // A toggle's action sets either state, since the state drawn may have changed since it was seen.
        _ = try connection.send(ControlPerformRequest(kind: "com.example.TemplateWidget", action: off.pressed))
        #expect(TimerState.isRunning.withLock { $0 })

        #expect(throws: JSONRPCError.self) { try connection.send(ControlTemplateRequest(kind: "com.example.None")) }
        let unreadable = ControlTemplateRequest(
            kind: "com.example.ConfigurableTimer", configuration: ["timerName": .bool(true), "colour": .string("red")])
        #expect {
            try connection.send(unreadable)
        } throws: { error in
            let message = (error as? JSONRPCError)?.message ?? "\(error)"
            return message.firstRange(of: "cannot take the values given for") != nil && message.firstRange(of: "colour") != nil
        }
    }
}
