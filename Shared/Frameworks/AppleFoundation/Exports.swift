// Foundation as an iOS target sees it. Apple's Foundation brings what Linux keeps apart: `URLSession`
// and its kin (FoundationNetworking here), `ObservableObject` and `@Published` (Combine), and Dispatch.
// A widget target imports this module into every file (docs/widget-target.swiftflags), so that a file
// that imports only Foundation reads as it does in Xcode; SwiftUI, WidgetKit, Intents and AppIntents
// export it, as Apple's export Foundation.
@_exported import Combine
@_exported import Dispatch
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
