// Core Graphics as widget code uses it beside SwiftUI. Linux's Foundation already has `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`, so this module exports Foundation and adds what it lacks: affine
// transforms, vectors, colours and colour spaces, and paths. Nothing here draws by itself: SwiftUI draws
// a `CGPath` or a `CGColor` handed to it (docs/coregraphics-subset.md).
@_exported import Foundation
// Core Foundation's names (`CFString`, `CFError`, `CFIndex` …), which Apple's CoreGraphics exports with
// Core Foundation: AppleFoundation declares them, bridged to their Foundation classes.
@_exported import AppleFoundation
