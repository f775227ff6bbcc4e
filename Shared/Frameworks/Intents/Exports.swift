// Apple's Intents exports Foundation; so does this one, as an iOS target sees it (AppleFoundation).
@_exported import AppleFoundation

// A parameter's value on the wire, which the code Xcode generates for an intent definition archives to.
@_exported import WireValues

// Apple's Intents brings CoreLocation: a Location parameter is a `CLPlacemark`.
@_exported import CoreLocation
