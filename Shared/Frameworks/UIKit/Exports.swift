// Apple's UIKit declares `UIColor(resource:)` and `UIImage(resource:)` with DeveloperToolsSupport's
// `ColorResource` and `ImageResource`, which code that imports UIKit alone names: so it exports them.
@_exported import DeveloperToolsSupport
