// A widget's files import WidgetKit and use SwiftUI's views and the intent types it is configured
// with: Apple's WidgetKit makes both visible, and so does this one.
@_exported import Intents
@_exported import SwiftUI
