import Foundation

/// The domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// Why Core Location could not do what was asked: `error.code == .denied`, or `catch CLError.locationUnknown`.
public struct CLError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// Core Location's error codes, with Apple's values.
    public enum Code: Int, Hashable, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19
    }

    public let code: Code

    /// An error of `code`. The user info is not kept: the description is the suite's sentence for the code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var headingFailure: Code { .headingFailure }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
    public static var promptDeclined: Code { .promptDeclined }

    /// What went wrong, and what the user of the suite can do about it.
    public var description: String {
        switch code {
        case .locationUnknown:
            "The device does not know where it is; set its location with 'sample-app home location set LATITUDE,LONGITUDE'."
        case .denied:
            "The app may not read the device's location; allow it with 'sample-app home location access while-using'."
        case .geocodeFoundNoResult:
            "No place of the device's directory is near that location; 'sample-app home location' lists them."
        case .geocodeCanceled: "The geocoding request was cancelled."
        default: "Core Location could not do what was asked (error \(code.rawValue))."
        }
    }
}

extension CLError.Code {
    /// Whether `error` is a Core Location error of this code: for `catch CLError.denied`.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == code
    }
}
