// Apple's CoreLocation exports Foundation; so does this one, as an iOS target sees it (AppleFoundation).
@_exported import AppleFoundation
