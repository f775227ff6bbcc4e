import Foundation
import UIKit
import ViewArchive

extension Font {
    /// A font from UIKit's font: drawn as SwiftUI's font of the same size, weight and design. A system font is
    /// `Font.system(size:weight:design:)` (`UIFont.systemFont(ofSize: 20, weight: .bold)` draws as
    /// `.system(size: 20, weight: .bold)`), a font by name `Font.custom` at its size and weight; neither scales with
    /// the text size, as a platform font does not on iOS.
    ///
    /// Apple documents `init(_ font: CTFont)`, to which UIKit's fonts are toll-free bridged; Linux has no Core Text
    /// fonts, so this takes the `UIFont` that widget code passes.
    public init(_ font: UIFont) {
        let face = font.face
        let weight = face.weight == .regular ? nil : face.weight
        let design = face.design == .default ? nil : face.design
        self.init(
            value: FontValue(
                size: Double(font.pointSize), weight: weight, design: design, custom: face.isSystem ? nil : face.postScriptName))
    }
}
