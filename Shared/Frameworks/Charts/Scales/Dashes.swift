import Foundation
import SwiftUI

/// A polyline cut into dashes, as a stroke style's `dash` and `dashPhase` say: the canvas strokes solid
/// lines only, so a dashed rule or grid line is drawn as its dashes.
package enum Dashes {
    /// The path along `points`: whole when `dash` is empty (or holds a length that is not a positive
    /// finite number), else only its "on" lengths, alternating with `dash`'s "off" lengths from `phase`.
    static func path(along points: [CGPoint], dash: [CGFloat], phase: CGFloat = 0) -> Path {
        var path = Path()
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), period > 0, period.isFinite else {
            path.addLines(points)
            return path
        }
        var index = 0
        var left = pattern[0]
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        while offset > 0 {
            if offset >= left {
                offset -= left
                index = (index + 1) % pattern.count
                left = pattern[index]
            } else {
                left -= offset
                offset = 0
            }
        }
        for (from, to) in zip(points, points.dropFirst()) {
            let length = hypot(to.x - from.x, to.y - from.y)
            var done: CGFloat = 0
            while done < length {
                let step = min(left, length - done)
                if index % 2 == 0, step > 0 {
                    let start = CGPoint(x: from.x + (to.x - from.x) * done / length, y: from.y + (to.y - from.y) * done / length)
                    let end = CGPoint(x: from.x + (to.x - from.x) * (done + step) / length, y: from.y + (to.y - from.y) * (done + step) / length)
                    if path.currentPoint != start { path.move(to: start) }
                    path.addLine(to: end)
                }
                done += step
                left -= step
                if left <= 0 {
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
            }
        }
        return path
    }
}
