// A widget's files import WidgetKit and use SwiftUI's views and the intent types it is configured
// with (an intent definition's, or App Intents'): Apple's WidgetKit makes them visible, and so does this one.
@_exported import AppIntents
@_exported import Intents
@_exported import SwiftUI
