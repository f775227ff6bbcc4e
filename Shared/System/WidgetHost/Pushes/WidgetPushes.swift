import ExtensionProtocol
import Foundation
import WireJSON
import WireValues

/// Widget push updates (iOS 26): the token the system gives each app whose widgets take pushes
/// (`pushHandler(_:)`), the handlers told of it when the placed widgets that take pushes change, and a
/// push received for an app's widgets, which reloads them as `reloadAllTimelines()` would from the
/// background. docs/system.md ("Widget push updates") says which rules are Apple's and which are ours.
public struct WidgetPushes {
    let apps: InstalledApps
    let store: HomeStore
    let timelines: TimelineScheduler
    let now: () -> Date
    /// Makes a new token: 32 random bytes, as APNs' device tokens are; a test gives its own.
    let makeToken: @Sendable () -> Data

    /// The bundle identifier the system gives an installed app, which a push's topic names. Ours: apps
    /// installed here have no bundle of their own, so the identifier is made from the app's name.
    public static func bundleIdentifier(ofApp app: String) -> String {
        "local." + app.replacingOccurrences(of: " ", with: "-")
    }

    /// The topic of a widget push to an app: its bundle identifier with `.push-type.widgets` (Apple's).
    public static func topic(ofApp app: String) -> String { bundleIdentifier(ofApp: app) + topicSuffix }

    static let topicSuffix = ".push-type.widgets"

    /// An app whose widget extension declares kinds that take pushes, and its placed widgets of those kinds.
    public struct PushApp {
        public var app: String
        public var kinds: [String]
        public var widgets: [PlacedWidget]
    }

    /// Every app with kinds that take pushes. An extension that does not answer is left out, as the gallery leaves it.
    func pushApps() throws -> [PushApp] {
        let placed = try apps.placedWidgets()
        return apps.gallery().widgets.filter(\.descriptor.takesPushes).reduce(into: [PushApp]()) { found, widget in
            let kind = widget.descriptor.kind
            let widgets = placed.filter { $0.extensionName == widget.extensionName && $0.kind == kind }
            if let index = found.firstIndex(where: { $0.app == widget.app }) {
                found[index].kinds.append(kind)
                found[index].widgets += widgets
            } else {
                found.append(PushApp(app: widget.app, kinds: [kind], widgets: widgets))
            }
        }
    }

    /// What an app's handlers are told, as the store keeps it to see a change: each widget's number,
    /// kind, family and configuration.
    static func told(_ widgets: [PlacedWidget]) throws -> String {
        try widgets.sorted { $0.id < $1.id }.map { "\($0.id) \($0.kind) \($0.family.name) \(try WireEncoder().string($0.configuration))" }
            .joined(separator: "\n")
    }

    /// An app's handlers told of its token, or why they could not be.
    public struct Telling: Sendable {
        public var app: String
        public var token: Data
        public var widgets: Int
        /// The handler types told, by their Swift names.
        public var handlers: [String]
        /// Why they were not told; the system tells them when it next looks.
        public var problem: String?
    }

    /// Tells the push handlers of each app whose placed widgets that take pushes changed since they were
    /// last told (one placed, removed or configured anew), giving the app a token when it first has one,
    /// as iOS does. Handlers that cannot be told now are told when the system next looks.
    @discardableResult
    public func tellHandlers() -> [Telling] {
        guard !store.isReadOnly, let pushApps = try? pushApps() else { return [] }
        return pushApps.compactMap { pushApp in
            do {
                let told = try Self.told(pushApp.widgets)
                let before = try store.pushes.told(pushApp.app)
                // An app that never had a widget that takes pushes placed has no token yet.
                if before == told || (before == nil && pushApp.widgets.isEmpty) { return nil }
                let token = try store.pushes.token(pushApp.app, makeToken)
                guard try store.pushes.changeTold(pushApp.app, before, told) else { return nil }
                var telling = Telling(app: pushApp.app, token: token, widgets: pushApp.widgets.count, handlers: [])
                do {
                    let reply = try apps.pushTokenRequest(
                        WidgetPushTokenRequest(
                            token: token,
                            widgets: pushApp.widgets.map { PushWidget(id: $0.id, kind: $0.kind, family: $0.family, configuration: $0.configuration) }),
                        app: pushApp.app)
                    telling.handlers = reply.handlers
                } catch {
                    // Told again when the system next looks.
                    _ = try? store.pushes.changeTold(pushApp.app, told, before)
                    telling.problem = "\(pushApp.app)'s push handlers were not told of its token: \(ErrorSentence.of(error))"
                }
                return telling
            } catch {
                return Telling(app: pushApp.app, token: Data(), widgets: 0, handlers: [], problem: ErrorSentence.of(error))
            }
        }
    }

    /// An app's widget push token, as `home push-token` prints it.
    public struct AppToken: Sendable {
        public var app: String
        public var topic: String
        /// Nil while no widget of the app that takes pushes was ever placed.
        public var token: Data?
        public var kinds: [String]
        public var widgets: [PlacedWidget]
    }

    /// Each app with kinds that take pushes, with its token, after telling the handlers of any change.
    public func tokens() throws -> (tokens: [AppToken], problems: [String]) {
        let problems = tellHandlers().compactMap(\.problem)
        let tokens = try store.pushes.tokens()
        return (
            try pushApps().map {
                AppToken(app: $0.app, topic: Self.topic(ofApp: $0.app), token: tokens[$0.app], kinds: $0.kinds, widgets: $0.widgets)
            }, problems
        )
    }

    /// The token `WidgetCenter.currentPushInfo` gives an app: nil until it has one, or while none of its
    /// placed widgets takes pushes (Apple's).
    public func currentToken(ofApp app: String) throws -> Data? {
        tellHandlers()
        guard let pushApp = try pushApps().first(where: { $0.app == app }), !pushApp.widgets.isEmpty else { return nil }
        return try store.pushes.tokens()[app]
    }

    /// What a push did: the widgets it reloads, each with the time its reload waits for when its budget is spent.
    public struct Applied: Sendable {
        public var app: String
        public var widgets: [(widget: PlacedWidget, deferredUntil: Date?)]
        public var sentence: String
    }

    /// Receives a push for an app's widgets, as APNs delivers it (`WidgetPush`): the app its topic names (or the token's,
    /// or the only app whose widgets take pushes), reached at its token. Each placed widget that takes
    /// pushes is reloaded when next shown, unless its budget is spent: then when it renews. A push
    /// refused says why in one sentence and reloads nothing. Every push is kept with what came of it.
    public func receive(payload: Data, topic: String?, token: String?) throws -> Applied {
        let date = now()
        var app: String?
        do {
            let push = try WidgetPush(payload: payload, topic: topic, token: token)
            tellHandlers()
            let pushApps = try pushApps()
            let tokens = try store.pushes.tokens()
            let pushApp = try push.addressee(among: pushApps, tokens: tokens, installed: apps.apps.map(\.name))
            app = pushApp.app
            guard !pushApp.widgets.isEmpty else {
                throw WidgetPushRefusal(
                    "\(pushApp.app) has no placed widget that takes pushes (\(pushApp.kinds.joined(separator: ", "))); APNs would deliver the push, and WidgetKit would have nothing to reload."
                )
            }
            let widgets = try pushApp.widgets.map { widget in
                (widget: widget, deferredUntil: try timelines.budgetUse(of: widget.id, at: date).renews)
            }
            for kind in Set(pushApp.widgets.map(\.kind)).sorted() {
                try store.reloads.request(ReloadRequest(kind: kind, app: pushApp.app, date: date, inForeground: false, byPush: true))
            }
            let deferred = widgets.filter { $0.deferredUntil != nil }
            var sentence =
                "The push for \(pushApp.app)'s widgets reloads \(widgets.count == 1 ? "widget" : "widgets") \(widgets.map { "#\($0.widget.id)" }.joined(separator: ", ")) when next shown"
            if !deferred.isEmpty {
                sentence +=
                    "; " + deferred.map { "#\($0.widget.id)'s budget is spent, so it waits until \(TimeText.short($0.deferredUntil!))" }
                    .joined(separator: "; ")
            }
            sentence += "."
            try store.pushes.log(ReceivedPush(date: date, app: pushApp.app, outcome: deferred.isEmpty ? .applied : .deferred, sentence: sentence))
            return Applied(app: pushApp.app, widgets: widgets, sentence: sentence)
        } catch let refusal as WidgetPushRefusal {
            try store.pushes.logRefusal(refusal, date: date, app: app)
        }
    }
}

/// A push refused, in one sentence; nothing was reloaded.
public struct WidgetPushRefusal: Error, CustomStringConvertible, Sendable {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

extension InstalledApps {
    /// Tells an app's widget extension of its push token.
    func pushTokenRequest(_ request: WidgetPushTokenRequest, app name: String) throws -> WidgetPushTokenReply {
        guard let widgetExtension = apps.first(where: { $0.name == name })?.widgetExtension else {
            throw HostError("\(name) has no widget extension installed.")
        }
        return try widgetExtension.connection.send(request)
    }
}
