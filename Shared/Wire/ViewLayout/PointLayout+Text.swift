import Foundation
import ViewArchive

extension PointLayout {
    /// A text node's string at `now` and the style it is drawn in: dates are written again, so they
    /// stay current; joined texts are one string in the first run's style.
    package func text(of node: ViewNode, _ style: TextStyle) -> (text: String, style: TextStyle) {
        switch node {
        case .text(let text): return (text, style)
        case .date(let date, let dateStyle): return (DateStyleFormatter.format(date, style: dateStyle, now: now), style)
        case .timer(let timer): return (DateStyleFormatter.format(timer, now: now), style)
        case .textRuns(let runs):
            let parts = runs.map { text(of: $0, style) }
            return (parts.map(\.text).joined(), parts.first?.style ?? style)
        case .modified(let content, let modifier): return text(of: content, style.applying(modifier))
        default: return ("", style)
        }
    }

    /// The style with its line limit lowered to the lines that fit in `height`.
    package func fitting(_ style: TextStyle, height: Double) -> TextStyle {
        let lines = height / style.lineHeight
        // A height or a line height from an archive may be anything (a size of 0.3 points rounds its line to 0).
        guard lines.isFinite else { return style }
        var style = style
        let fit = Int(min(max(lines, 1), 10_000))
        style.lineLimit = min(style.lineLimit ?? fit, fit)
        return style
    }

    /// A text's lines at the widest `width` allows: wrapped at spaces, at most `lineLimit` lines, the last cut
    /// with an ellipsis; shrunk first, down to the minimum scale factor, when it does not fit.
    package func wrappedText(_ text: String, width: Double, _ style: TextStyle) -> (lines: [String], size: Double) {
        let steps = style.minimumScaleFactor < 1 ? stride(from: 1.0, through: style.minimumScaleFactor, by: -0.05).map { $0 } : [1]
        for (index, scale) in steps.enumerated() {
            let size = style.size * scale
            let key = LayoutMemo.TextKey(
                text: text, width: width, size: size, weight: style.weight, lineLimit: style.lineLimit,
                truncate: index == steps.count - 1)
            let lines =
                memo.texts[key]
                ?? {
                    let lines = TextMetrics.wrap(
                        text, width: width, size: size, weight: style.weight, lineLimit: style.lineLimit, truncate: key.truncate)
                    memo.texts[key] = lines
                    return lines
                }()
            if let lines { return (lines, size) }
        }
        return ([], style.size)
    }
}

/// What one layout of one widget has worked out already: texts wrapped, stacks shared out, images sized.
package final class LayoutMemo {
    package struct TextKey: Hashable {
        var text: String
        var width: Double
        var size: Double
        var weight: FontWeightValue
        var lineLimit: Int?
        var truncate: Bool
    }

    package struct StackKey: Hashable {
        var children: UInt
        var vertical: Bool
        var spacing: Double?
        var proposal: Size
        var style: TextStyle
    }

    package var texts: [TextKey: [String]?] = [:]
    package var stacks: [StackKey: (size: Size, sizes: [Size], spacing: Double)] = [:]
    package var images: [String: Size] = [:]
    /// Each `GeometryReader` placed, in placing order: its content and the frame it got.
    package var readers: [(content: ViewNode, frame: Rect)] = []

    package func removeAll() {
        readers.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        stacks.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
    }
}

/// What the system reads of an image file: its size, from the header of a PNG or a JPEG.
package enum ImageFiles {
    /// The image's size in points: pixels at the scale its name gives (`name@2x.png`), or nil for a file it cannot read.
    package static func pointSize(of path: String) -> Size? {
        guard let pixels = pixelSize(ofFile: path) else { return nil }
        let scale = self.scale(ofFile: path)
        return Size(width: pixels.width / scale, height: pixels.height / scale)
    }

    /// The size in pixels of the PNG or JPEG at `path`, from its first megabyte; nil for a file it cannot read.
    package static func pixelSize(ofFile path: String) -> Size? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return pixelSize([UInt8](handle.readData(ofLength: 1024 * 1024)))
    }

    /// A PNG's or JPEG's size in pixels, from its first bytes; nil for anything else.
    package static func pixelSize(_ bytes: [UInt8]) -> Size? {
        pngSize(bytes) ?? jpegSize(bytes)
    }

    /// Pixels to a point, as the file's name says (`name@2x.png`): 1, 2 or 3.
    package static func scale(ofFile path: String) -> Double {
        let name = (path as NSString).lastPathComponent
        return name.contains("@3x") ? 3 : name.contains("@2x") ? 2 : 1
    }

    package static func pngSize(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func int(_ at: Int) -> Double {
            Double(UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3]))
        }
        return Size(width: int(16), height: int(20))
    }

    package static func jpegSize(_ bytes: [UInt8]) -> Size? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // A start of frame (any coding but C4, C8 and CC, which are tables): height, then width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return Size(
                    width: Double(Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])),
                    height: Double(Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])))
            }
            index += 2 + length
        }
        return nil
    }
}
