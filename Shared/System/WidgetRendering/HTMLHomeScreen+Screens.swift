import ExtensionProtocol
import Foundation

/// The device's screens besides the Home Screen and the Lock Screen, each a region of the live page with
/// its `data-screen` hook, drawn by the renderer `home show --location` uses for it.
extension HTMLHomeScreen {
    /// The screens a page may show, by their `data-screen` hook, with the tab that shows each.
    public static let screens: [(hook: String, title: String)] = [
        ("home", "Home Screen"), ("today", "Today View"), ("lock", "Lock Screen"), ("standby", "StandBy"), ("control-center", "Control Center"),
        ("island", "Dynamic Island"), ("carplay", "CarPlay"),
    ]

    /// StandBy: the phone on its side, its two stacks of small widgets scaled up, their backgrounds removed;
    /// by night in red. The button turns night on or off; a stack is swiped up or down (the page's script).
    /// `stacks` nil: not drawn, while another screen is shown.
    public func standByScreen(_ stacks: [[ScreenWidget]]?, night: Bool) -> Region {
        var drawing = renderer.drawing
        drawing.standBy = night ? .night : .day
        var html = "<section class=\"standby\" id=\"standby\" data-screen=\"standby\" data-night=\"\(night)\" "
        html += "data-drawn=\"\(stacks != nil)\" data-stacks=\"\(stacks?.count ?? 0)\" aria-label=\"StandBy\">\n"
        html += "<p class=\"screen-actions\"><button type=\"button\" data-standby-night=\"\(!night)\">\(night ? "Day" : "Night")</button></p>\n"
        if let stacks { html += StandByRenderer(drawing: drawing, now: renderer.now).svg(stacks: stacks) }
        return Region(id: "standby", html: html + "</section>\n")
    }

    /// CarPlay's dashboard (iOS 26): the car's screen, its small widgets and the phone's Live Activities.
    /// `widgets` nil: not drawn, while another screen is shown.
    public func carPlayScreen(_ widgets: [ScreenWidget]?, activities: [ShownActivity]) -> Region {
        var drawing = renderer.drawing
        drawing.carPlay = true
        var html = "<section class=\"carplay\" id=\"carplay\" data-screen=\"carplay\" data-drawn=\"\(widgets != nil)\" aria-label=\"CarPlay\">\n"
        if let widgets { html += CarPlayRenderer(drawing: drawing, now: renderer.now).svg(widgets, activities: activities) }
        return Region(id: "carplay", html: html + "</section>\n")
    }

    /// The Dynamic Island, compact and, a tap away, expanded, as `home island` draws it, with the paired
    /// watch's Smart Stack under it while an activity goes on; nil on a device without an Island.
    public func islandScreen(_ activities: [ShownActivity]) -> Region? {
        guard let island = IslandRenderer(drawing: renderer.drawing, now: renderer.now) else { return nil }
        var html = "<section class=\"island-screen\" id=\"island\" data-screen=\"island\" aria-label=\"Dynamic Island\">\n"
        html += "<div class=\"island-compact\">\(island.svg(activities, expanded: false))</div>\n"
        html += "<div class=\"island-expanded\" hidden>\(island.svg(activities, expanded: true))</div>\n"
        if !activities.contains(where: \.isGoing) {
            html += "<p class=\"empty\">No Live Activity is going on; start one with <code>sample-app game adventure start 'Power Panda'</code>.</p>\n"
        } else {
            // The paired watch's Smart Stack shows the same activities, as `home paired-watch` draws it.
            html += "<figure class=\"paired-watch\" data-screen-part=\"watch\"><figcaption>Paired Apple Watch</figcaption>\n"
            html += WatchStackRenderer(drawing: renderer.drawing, now: renderer.now).svg(activities) + "</figure>\n"
        }
        return Region(id: "island", html: html + "</section>\n")
    }
}
