import Foundation
import SwiftUI

/// The styles and symbols Charts gives the values of `foregroundStyle(by:)` and `symbol(by:)`, in
/// the order the values first appear, starting again after the last.
///
/// Apple does not document them; this is the order its charts visibly use (iOS 17 and 18): blue,
/// green, orange, purple, red, cyan, yellow; circle, square, triangle, diamond, pentagon.
package enum ChartPalette {
    package static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    static let symbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// The colour of the `index`th value.
    package static func color(at index: Int) -> Color {
        colors[((index % colors.count) + colors.count) % colors.count]
    }

    /// The symbol of the `index`th value.
    static func symbol(at index: Int) -> BasicChartSymbolShape {
        symbols[((index % symbols.count) + symbols.count) % symbols.count]
    }
}
