import ArgumentParser
import DeviceDirectory
import Foundation

extension Home {
    /// `sample-app home location`: where the device is, which CoreLocation tells the app and its widgets.
    struct Location: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "location",
            abstract: "Show or set where the device is, and whether the app may know it.",
            discussion: """
                CoreLocation's CLLocationManager in the app and its widgets reads this location, and CLGeocoder names it by the \
                nearest place of the device's directory. A new device is at Apple Park, as the Simulator is, and the app is \
                not yet asked: its first request for access is granted while it is in use, as a user who taps Allow does.
                """,
            subcommands: [Show.self, Set.self, Clear.self, Access.self],
            defaultSubcommand: Show.self
        )

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "show", abstract: "Show where the device is and what the app may know of it.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                say(lines: Location.sentence(try DeviceLocationStore(home: global.resolvedHome()).state()))
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "set", abstract: "Move the device to a point, or to a place of its directory.",
                discussion: "A point is LATITUDE,LONGITUDE in degrees: a latitude of -90 to 90, a longitude of -180 to 180.")

            @OptionGroup var global: GlobalOptions

            @Option(help: "What to call the point, which CLGeocoder then gives as its name.")
            var name: String?

            // Taken whatever it starts with, so that "-33.89,151.28" reaches the check rather than reading as an option.
            @Argument(
                parsing: .allUnrecognized,
                help: ArgumentHelp("LATITUDE,LONGITUDE (37.3349,-122.0090) or a place (Nyhavn, Paris).", valueName: "location"))
            var words: [String] = []

            func run() throws {
                guard words.count == 1, let text = words.first else {
                    throw CommandFailure(
                        "'home location set' takes one location, LATITUDE,LONGITUDE in degrees (37.3349,-122.0090) or a place such as Nyhavn."
                    )
                }
                let location: DeviceDirectory.Location
                do {
                    location = try DeviceDirectory.Location.parse(text, name: name)
                } catch {
                    throw CommandFailure(error.description)
                }
                let state = try DeviceLocationStore(home: global.resolvedHome()).update { $0.location = location }
                say(lines: Location.sentence(state))
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "clear", abstract: "Make the device not know where it is, as the Simulator's Location › None.",
                discussion: "CLLocationManager then gives no location, and tells its delegate CLError.locationUnknown.")

            @OptionGroup var global: GlobalOptions

            func run() throws {
                say(lines: Location.sentence(try DeviceLocationStore(home: global.resolvedHome()).update { $0.location = nil }))
            }
        }

        struct Access: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "access", abstract: "Set what the app may know of the location, as Settings › Privacy does.",
                discussion: """
                    ask: not determined until the app asks, then granted what it asks for; never: denied; while-using: \
                    allowed while the app is in use, and in its widgets; always: allowed always.
                    """)

            @OptionGroup var global: GlobalOptions

            @Argument(help: ArgumentHelp("ask, never, while-using or always.", valueName: "access"))
            var access: DeviceDirectory.LocationAccess

            func run() throws {
                say(lines: Location.sentence(try DeviceLocationStore(home: global.resolvedHome()).update { $0.access = access }))
            }
        }

        /// Where the device is and what the app may know, in two sentences.
        static func sentence(_ state: DeviceDirectory.LocationState) -> [String] {
            let place: String
            if let location = state.location {
                let point = String(format: "%.4f,%.4f", location.latitude, location.longitude)
                place = "The device is at \(location.name.map { "\($0) (\(point))" } ?? point)."
            } else {
                place = "The device does not know where it is; set it with 'sample-app home location set LATITUDE,LONGITUDE'."
            }
            let access =
                switch state.access {
                case .ask: "The app has not asked for the location yet; its first request is granted while it is in use."
                case .never: "The app may not know the location."
                case .whileUsing: "The app may know the location while it is in use, and its widgets may too."
                case .always: "The app may know the location always."
                }
            return [place, access]
        }
    }
}

extension DeviceDirectory.LocationAccess: ExpressibleByArgument {}
