// Swift Testing declares a cross-import overlay for CoreGraphics (the toolchain's
// Testing.swiftcrossimport/CoreGraphics.swiftoverlay names `_Testing_CoreGraphics`): any file that imports
// both Testing and CoreGraphics (SwiftUI and CoreText export it) makes the compiler import that module,
// which Linux's toolchain does not ship. This module is that overlay, empty, as `_Testing_UIKit` is for
// UIKit: a widget's tests then compile here as they do in Xcode. CoreGraphics depends on it, so it is
// built wherever CoreGraphics is.
