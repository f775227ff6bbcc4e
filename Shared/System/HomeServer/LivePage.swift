import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetHost
import WidgetRendering

/// The live page: the home screen as `home show --format html` draws it (`HTMLHomeScreen`, the one
/// drawing), with the clock bar and the device's settings above it and the page's script, which sends
/// what the user does to the server and puts in the regions the server sends back. The script lays out
/// nothing: every widget, screen and form is drawn here.
enum LivePage {
    /// The whole page, for its first load.
    static func document(_ regions: HTMLHomeScreen.Regions, drawing: DrawingContext) -> String {
        let page = HTMLHomeScreen(renderer: SVGRenderer(drawing: drawing))
        return page.document(
            head: "<style>\n\(style)</style>\n<script>\n\(script)</script>\n",
            main: regions.body(heading: drawing.device.name, tabbed: true),
            before: toolbar(device: drawing.device.name, appearance: drawing.appearance, landscape: drawing.landscape) + overlay)
    }

    /// The appearances the page offers, by the words `PageAction.look` takes.
    static let appearances: [(words: String, appearance: HomeAppearance)] = [
        ("default", HomeAppearance(.default)), ("dark", HomeAppearance(.dark)), ("clear", HomeAppearance(.clear)),
        ("clear dark", HomeAppearance(.clear, dark: true)), ("tinted", HomeAppearance(.tinted)),
        ("tinted dark", HomeAppearance(.tinted, dark: true)),
    ]

    /// The bar above the screens: the device and how it is held, the appearance, the clock's controls, and
    /// the gallery's "+".
    static func toolbar(device: String, appearance: HomeAppearance, landscape: Bool) -> String {
        var html = "<header class=\"toolbar\">\n<label for=\"device\">Device</label> <select id=\"device\">\n"
        for metrics in DeviceMetrics.all {
            html += "<option\(metrics.name == device ? " selected" : "")>\(SVGWriter.escape(metrics.name))</option>\n"
        }
        html += "</select>\n<button type=\"button\" id=\"turn\" aria-pressed=\"\(landscape)\" "
        html += "title=\"Hold the device on its side, or upright (home device --orientation)\">Turn</button>\n"
        html += "<label for=\"appearance\">Appearance</label> <select id=\"appearance\">\n"
        for choice in appearances {
            let chosen = choice.appearance.style == appearance.style && choice.appearance.isDark == appearance.isDark
            html += "<option value=\"\(choice.words)\"\(chosen ? " selected" : "")>\(choice.words)</option>\n"
        }
        html += "</select>\n<span class=\"clock-controls\" role=\"group\" aria-label=\"Clock\">"
        html += "<button type=\"button\" data-clock=\"real\">Real time</button>"
        html += "<button type=\"button\" data-clock=\"pause\">Pause</button>"
        html += "<button type=\"button\" data-clock=\"run\" data-speed=\"60\">×60</button>"
        html += "<button type=\"button\" data-clock=\"run\" data-speed=\"600\">×600</button>"
        html += "<label for=\"clock-slider\">Time of day</label>"
        html += "<input type=\"range\" id=\"clock-slider\" min=\"0\" max=\"1439\" step=\"1\"></span>\n"
        html += "<button type=\"button\" id=\"add-widget\" aria-label=\"Add a widget\">+</button>\n"
        html += "<button type=\"button\" id=\"settings\">Settings</button>\n"
        html += "<span id=\"status\" role=\"status\"></span>\n</header>\n"
        return html
    }

    /// Where the form, the gallery and the app's screen open, over the page.
    static let overlay = "<div id=\"overlay\" hidden><div id=\"sheet\" role=\"dialog\" aria-modal=\"true\"></div></div>\n"

    /// The device's time, as the clock bar shows it, with the minute of the day for the slider.
    static func clock(_ now: Date, store clock: DeviceClock) -> String {
        let minute = Calendar.current.dateComponents([.hour, .minute], from: now)
        let state =
            switch clock {
            case .real: "real time"
            case .fixed: "set"
            }
        return "<p id=\"clock\" class=\"clock\" data-minute=\"\((minute.hour ?? 0) * 60 + (minute.minute ?? 0))\" "
            + "data-day=\"\(Int(Calendar.current.startOfDay(for: now).timeIntervalSince1970))\" data-time=\"\(Int(now.timeIntervalSince1970))\">"
            + "<time>\(SVGWriter.escape(TimeText.long(now)))</time> <span class=\"clock-state\">(\(state))</span></p>\n"
    }

    /// How many of the last pushes the page lists.
    static let pushesShown = 5

    /// The last widget pushes received (iOS 26), the newest first, each with what came of it; hidden before the first.
    static func pushes(_ received: [ReceivedPush]) -> String {
        var html =
            "<section id=\"pushes\" class=\"pushes\" aria-label=\"Widget pushes received\"\(received.isEmpty ? " hidden" : "")>\n"
            + "<h2>Widget pushes</h2>\n<ul>\n"
        for push in received {
            html += "<li class=\"push push-\(push.outcome.rawValue)\" data-push-outcome=\"\(push.outcome.rawValue)\">"
                + "<time>\(SVGWriter.escape(TimeText.short(push.date)))</time> <span class=\"push-outcome\">\(push.outcome.rawValue)</span>: "
                + "\(SVGWriter.escape(push.sentence))</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    /// The builds that failed, each app's sentence and the compiler's lines; hidden while none did.
    static func builds(_ failed: [InstalledProject]) -> String {
        var html = "<section id=\"builds\" class=\"builds\" aria-label=\"Builds that failed\"\(failed.isEmpty ? " hidden" : "")>\n"
        html += "<h2>Builds that failed</h2>\n"
        for project in failed {
            guard let failure = project.failure else { continue }
            html += "<article class=\"build-failure\" data-app=\"\(SVGWriter.escape(project.app))\">"
                + "<p><time>\(SVGWriter.escape(TimeText.short(failure.date)))</time> \(SVGWriter.escape(failure.sentence))</p>\n"
            if !failure.lines.isEmpty { html += "<pre>\(SVGWriter.escape(failure.lines.joined(separator: "\n")))</pre>\n" }
            html += "</article>\n"
        }
        return html + "</section>\n"
    }

    /// The app opened at a widget's URL: what it shows.
    static func appScreen(title: String, url: String, text: String) -> String {
        """
        <section class="app-screen" aria-label="sample-app">
        <h2>sample-app</h2>
        <p class="subtitle">Opened from \(SVGWriter.escape(title)) at <code>\(SVGWriter.escape(url))</code></p>
        <pre>\(SVGWriter.escape(text))</pre>
        <p class="form-buttons"><button type="button" class="cancel">Back to the home screen</button></p>
        </section>

        """
    }

    /// The gallery: each kind with its name, its description and a preview in each family, each with a
    /// button that places it. A kind is its app's: two apps' of one kind are each shown, with the app's name.
    static func gallery(_ previews: [WidgetPreview], renderer: SVGRenderer) -> String {
        var html = "<section class=\"gallery\" aria-label=\"Widget gallery\">\n<h2>Add a widget</h2>\n"
        struct Kind: Equatable {
            var kind: String
            var app: String
        }
        var kinds: [Kind] = []
        for preview in previews where !kinds.contains(Kind(kind: preview.descriptor.kind, app: preview.app)) {
            kinds.append(Kind(kind: preview.descriptor.kind, app: preview.app))
        }
        for (index, kind) in kinds.enumerated() {
            let ofKind = previews.filter { Kind(kind: $0.descriptor.kind, app: $0.app) == kind }
            let descriptor = ofKind[0].descriptor
            let shared = kinds.filter { $0.kind == kind.kind }.count > 1
            let title = descriptor.displayName + (shared ? " (\(kind.app))" : "")
            let adds = "data-add-kind=\"\(SVGWriter.escape(kind.kind))\" data-add-app=\"\(SVGWriter.escape(kind.app))\""
            html += "<article class=\"gallery-kind\" data-gallery-kind=\"\(SVGWriter.escape(kind.kind))\" data-gallery-app=\"\(SVGWriter.escape(kind.app))\">\n"
            html +=
                "<h3>\(SVGWriter.escape(title))</h3>\n<p class=\"subtitle\">\(SVGWriter.escape(descriptor.description))</p>\n"
            html += "<div class=\"previews\">\n"
            for preview in ofKind {
                html += "<figure class=\"preview\">\n"
                html += renderer.render(
                    preview.entry.view, family: preview.family, title: descriptor.displayName,
                    idPrefix: "g-\(index)-\(preview.family.name)")
                html += "<button type=\"button\" class=\"add\" \(adds) "
                html += "data-add-family=\"\(preview.family.name)\">Add \(preview.family.name)</button>\n"
                // CarPlay's dashboard (iOS 26) takes small widgets of its own.
                if Places.holds(.carPlay, preview.family) {
                    html += "<button type=\"button\" class=\"add\" \(adds) "
                    html += "data-add-family=\"\(preview.family.name)\" data-add-location=\"carplay\">Add to CarPlay</button>\n"
                }
                html += "</figure>\n"
            }
            html += "</div>\n</article>\n"
        }
        html += "<p class=\"form-buttons\"><button type=\"button\" class=\"cancel\">Done</button></p>\n</section>\n"
        return html
    }

    /// The device's settings: where it is (`home location`), the reload budget (`home budget`), and a
    /// widget push to send as APNs would (`home push --widgets`); each a form that the page sends alone.
    static func settings(location: [String], budget: String) -> String {
        var html = "<section class=\"settings\" aria-label=\"Settings\">\n<h2>Settings</h2>\n"
        html += "<form class=\"setting\" data-setting=\"location\"><label for=\"setting-location\">Location</label> "
        html += "<input id=\"setting-location\" name=\"place\" placeholder=\"37.3349,-122.0090 or Nyhavn\" required> "
        html += "<button type=\"submit\">Move There</button>\n"
        html += "<p class=\"subtitle\">\(location.map(SVGWriter.escape).joined(separator: "<br>"))</p></form>\n"
        html += "<form class=\"setting\" data-setting=\"budget\"><label for=\"setting-budget\">Daily reload budget</label> "
        html += "<input id=\"setting-budget\" name=\"daily\" type=\"number\" min=\"1\" max=\"1000\" step=\"1\" required> "
        html += "<button type=\"submit\">Set</button>\n<pre>\(SVGWriter.escape(budget))</pre></form>\n"
        html += "<form class=\"setting\" data-setting=\"push\"><label for=\"setting-push\">Widget push payload</label>\n"
        html += "<textarea id=\"setting-push\" name=\"payload\" rows=\"2\" required>{\"aps\":{\"content-changed\":true}}</textarea>\n"
        html += "<label for=\"setting-topic\">Topic</label> <input id=\"setting-topic\" name=\"topic\" "
        html += "placeholder=\"the only app whose widgets take pushes\"> <button type=\"submit\">Push</button></form>\n"
        return html + "<p class=\"form-buttons\"><button type=\"button\" class=\"cancel\">Done</button></p>\n</section>\n"
    }

    /// A sheet of text a command prints (a widget's timeline), under a title.
    static func textSheet(title: String, text: String) -> String {
        "<section class=\"text-sheet\" aria-label=\"\(SVGWriter.escape(title))\">\n<h2>\(SVGWriter.escape(title))</h2>\n"
            + "<pre>\(SVGWriter.escape(text))</pre>\n<p class=\"form-buttons\"><button type=\"button\" class=\"cancel\">Done</button></p>\n</section>\n"
    }

    /// Control Center's gallery: each control kind by its title, with a button that adds it in each size.
    /// A kind is its app's: two apps' of one kind are each listed, with the app's name.
    static func controlGallery(_ controls: [(title: String, kind: String, app: String)]) -> String {
        var html = "<section class=\"gallery control-gallery\" aria-label=\"Control gallery\">\n<h2>Add a Control</h2>\n<ul class=\"control-kinds\">\n"
        if controls.isEmpty { html += "<li>No installed widget extension declares a control.</li>\n" }
        for (title, kind, app) in controls {
            let shared = controls.filter { $0.kind == kind }.count > 1
            let title = shared ? "\(title) (\(app))" : title
            html += "<li data-gallery-control=\"\(SVGWriter.escape(kind))\" data-gallery-app=\"\(SVGWriter.escape(app))\">"
            html += "<span class=\"control-title\">\(SVGWriter.escape(title))</span> "
            for size in ["small", "medium", "large"] {
                html += "<button type=\"button\" class=\"add-control\" data-add-control=\"\(SVGWriter.escape(kind))\" "
                html += "data-add-app=\"\(SVGWriter.escape(app))\" data-size=\"\(size)\" "
                html += "aria-label=\"Add \(SVGWriter.escape(title)), \(size)\">\(size)</button>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n<p class=\"form-buttons\"><button type=\"button\" class=\"cancel\">Done</button></p>\n</section>\n"
    }

    /// What the page must change to show `new` where it shows `old`: the regions that differ, or the whole
    /// of `<main>` when regions came or went (a widget added or removed).
    static func update(from old: HTMLHomeScreen.Regions?, to new: HTMLHomeScreen.Regions, heading: String) -> PageUpdate? {
        guard let old, old.homeScreen.map(\.id) == new.homeScreen.map(\.id), old.beside.map(\.id) == new.beside.map(\.id) else {
            return PageUpdate(main: new.body(heading: heading, tabbed: true))
        }
        let changed = zip(old.homeScreen + old.beside, new.homeScreen + new.beside).filter { $0.html != $1.html }.map(\.1)
        guard !changed.isEmpty else { return nil }
        return PageUpdate(regions: Dictionary(changed.map { ($0.id, $0.html) }) { _, last in last })
    }
}

/// A change pushed to the page over its WebSocket: regions put in place of those of the same id, or the
/// whole of `<main>`; `reload` when the page must be loaded again (the device or scheme changed).
struct PageUpdate: Codable, Equatable, Sendable {
    var regions: [String: String]?
    var main: String?
    var reload: Bool?
}
