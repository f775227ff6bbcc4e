import Testing
import WidgetHost
import WidgetRendering

@testable import HomeServer

/// Who the live page lets in: the token, the loopback's names, the page's own origin.
struct PageAdmissionTests {
    let admission = PageAdmission(token: "abc123", port: 8080)

    @Test func theTokenOnTheLoopbackFromThePageItselfIsLetIn() {
        #expect(admission.refusal(token: "abc123", host: "127.0.0.1:8080", origin: nil) == nil)
        #expect(admission.refusal(token: "abc123", host: "localhost:8080", origin: "http://localhost:8080") == nil)
        #expect(admission.refusal(token: "abc123", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080") == nil)
    }

    @Test func aMissingOrWrongTokenAnotherHostOrAnotherOriginIsRefused() {
        #expect(admission.refusal(token: nil, host: "127.0.0.1:8080", origin: nil)?.hasPrefix("This page needs the token") == true)
        #expect(admission.refusal(token: "abc124", host: "127.0.0.1:8080", origin: nil) != nil)
        #expect(admission.refusal(token: "abc1234", host: "127.0.0.1:8080", origin: nil) != nil)
        #expect(admission.refusal(token: "abc123", host: "attacker.example:8080", origin: nil) != nil)
        #expect(
            admission.refusal(token: "abc123", host: nil, origin: nil)
                == "This server answers at 127.0.0.1:8080 only, and the request named no host; send it with a Host header.",
            "an HTTP/1.0 request without a Host header")
        #expect(admission.refusal(token: "abc123", host: "127.0.0.1:9090", origin: nil) != nil)
        #expect(
            admission.refusal(token: "abc123", host: "127.0.0.1:8080", origin: "http://attacker.example")
                == "A page of another origin (http://attacker.example) may not use the home screen.")
    }

    @Test func eachStartHasANewTokenOf32Bytes() {
        let tokens = Set((0..<20).map { _ in PageAdmission.newToken() })
        #expect(tokens.count == 20)
        #expect(tokens.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }
}

/// What the page is sent when the home is drawn again.
struct PageUpdateTests {
    typealias Region = HTMLHomeScreen.Region

    func regions(_ widgets: [(String, String)], beside: [(String, String)] = [("clock", "9:41")]) -> HTMLHomeScreen.Regions {
        HTMLHomeScreen.Regions(
            homeScreen: widgets.map { Region(id: $0.0, html: $0.1) }, beside: beside.map { Region(id: $0.0, html: $0.1) })
    }

    @Test func onlyTheRegionsThatChangedAreSent() {
        let before = regions([("slot-1", "a"), ("slot-2", "b")])
        let after = regions([("slot-1", "a"), ("slot-2", "B")], beside: [("clock", "9:42")])
        #expect(LivePage.update(from: before, to: after, heading: "iPhone") == PageUpdate(regions: ["slot-2": "B", "clock": "9:42"]))
        #expect(LivePage.update(from: after, to: after, heading: "iPhone") == nil)
    }

    @Test func aWidgetAddedOrRemovedSendsTheWholeBody() {
        let before = regions([("slot-1", "a")])
        let after = regions([("slot-1", "a"), ("slot-2", "b")])
        let update = LivePage.update(from: before, to: after, heading: "iPhone")
        #expect(update?.main == after.body(heading: "iPhone", tabbed: true))
        #expect(update?.regions == nil)
        #expect(LivePage.update(from: nil, to: before, heading: "iPhone")?.main != nil)
    }
}

/// The page's hooks: one element per widget, with its id and kind; a stack's widgets behind the top one hidden.
struct PageHookTests {
    @Test func everyWidgetIsOneElementWithItsIdAndKindAndAStacksOthersAreHidden() {
        let page = HTMLHomeScreen(renderer: SVGRenderer())
        let regions = page.regions(Places.screens([
            .init(
                id: 1, title: "Top", family: .systemSmall, view: .text("Top"), kind: "com.a",
                stack: .init(id: 7, count: 2, position: 0, reasons: [])),
            .init(
                id: 2, title: "Behind", family: .systemSmall, view: .text("Behind"), kind: "com.b",
                stack: .init(id: 7, count: 2, position: 1, reasons: [])),
            .init(id: 3, title: "Lock", family: .accessoryRectangular, view: .text("Lock"), kind: "com.c"),
        ]))
        let body = regions.body(heading: "iPhone")
        for (id, kind) in [(1, "com.a"), (2, "com.b"), (3, "com.c")] {
            let hook = "data-widget-id=\"\(id)\" data-kind=\"\(kind)\""
            #expect(body.ranges(of: hook).count == 1, "widget #\(id) is not one element with its hooks")
        }
        #expect(body.ranges(of: "data-widget-id=").count == 3)
        #expect(regions.homeScreen.map(\.id) == ["slot-1", "slot-2"])
        #expect(regions.homeScreen[1].html.firstRange(of: "data-stack-position=\"1\" hidden") != nil)
        #expect(regions.homeScreen[0].html.firstRange(of: " hidden") == nil)
    }
}
