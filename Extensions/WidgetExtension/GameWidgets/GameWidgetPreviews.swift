import Foundation
import SampleModels
import SwiftUI
import WidgetKit

// The previews Xcode's canvas would show; `sample-app home preview` draws them here.

#Preview("A hero losing health", as: .systemSmall) {
    CharacterDetailWidget()
} timeline: {
    CharacterDetailEntry(date: .now, detail: CharacterDetail(name: "Spouty", avatar: "🐳", healthLevel: 1, heroType: "Ocean"))
    CharacterDetailEntry(date: .now, detail: CharacterDetail(name: "Spouty", avatar: "🐳", healthLevel: 0.5, heroType: "Ocean"))
    CharacterDetailEntry(date: .now, detail: CharacterDetail(name: "Spouty", avatar: "🐳", healthLevel: 0.1, heroType: "Ocean"))
}

#Preview("Game status from its provider", as: .systemMedium) {
    GameStatusWidget()
} timelineProvider: {
    GameStatusProvider()
}

struct CharacterDetailView_Previews: PreviewProvider {
    static var previews: some View {
        CharacterDetailView(entry: CharacterDetailEntry(date: .now, detail: .placeholder))
            .previewContext(WidgetPreviewContext(family: .systemLarge))
            .previewDisplayName("The placeholder hero, large")
    }
}
