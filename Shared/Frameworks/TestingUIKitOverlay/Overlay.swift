// Swift Testing declares a cross-import overlay for UIKit (the toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`): any file that imports both
// Testing and UIKit (SwiftUI exports UIKit, as Apple's does on iOS) makes the compiler import that
// module, which Linux's toolchain does not ship. This module is that overlay, empty: a widget's tests
// then compile here as they do in Xcode. UIKit depends on it, so it is built wherever UIKit is.
