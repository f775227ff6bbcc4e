import Foundation
import Testing

/// `sample-app home location`: where the device is, as a user moves it, and the one sentence a point that is none gets.
@Suite struct HomeLocationTests {
    @Test func theDeviceStartsAtApplePark() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let result = try home.run(["home", "location"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output
                == "The device is at Apple Park (37.3349,-122.0090).\nThe app has not asked for the location yet; its first request is granted while it is in use.\n"
        )
    }

    @Test func theDeviceMovesToAPointOrAPlaceAndCanBeLost() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let moved = try home.run(["home", "location", "set", "-33.8915,151.2767", "--name", "Bondi"])
        #expect(moved.status == 0, "\(moved.errors)")
        #expect(moved.output.hasPrefix("The device is at Bondi (-33.8915,151.2767).\n"))
        #expect(try home.run(["home", "location", "set", "nyhavn"]).output.hasPrefix("The device is at Nyhavn (55.6798,12.5912).\n"))
        #expect(try home.run(["home", "location", "access", "never"]).output.hasSuffix("The app may not know the location.\n"))
        let cleared = try home.run(["home", "location", "clear"])
        #expect(cleared.output.hasPrefix("The device does not know where it is;"))
        #expect(try home.run(["home", "location", "show"]).output == cleared.output)
    }

    @Test func aPlacesNameIsShownWithItsControlCharactersEscaped() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let moved = try home.run(["home", "location", "set", "1,2", "--name", "Bay\u{1B}[2J\nEnd"])
        #expect(moved.status == 0, "\(moved.errors)")
        #expect(moved.output.hasPrefix("The device is at Bay\\u{1B}[2J\\nEnd (1.0000,2.0000).\n"), "\(moved.output)")
        #expect(!moved.output.contains("\u{1B}"))
    }

    @Test(arguments: [
        ("91,0", "error: The latitude 91.0 is not between -90 and 90 degrees; give one that is.\n"),
        ("0,-181", "error: The longitude -181.0 is not between -180 and 180 degrees; give one that is.\n"),
        ("NaN,1", "error: The latitude \"NaN\" is not a number; give degrees such as 37.3349.\n"),
        ("1,east", "error: The longitude \"east\" is not a number; give degrees such as 37.3349.\n"),
    ])
    func aPointThatIsNoneIsRefusedInOneSentence(point: String, sentence: String) throws {
        let home = TestHome()
        defer { home.tearDown() }
        let result = try home.run(["home", "location", "set", point])
        #expect(result.status == 1)
        #expect(result.errors == sentence)
        #expect(try home.run(["home", "location"]).output.hasPrefix("The device is at Apple Park"), "the device did not move")
    }
}
