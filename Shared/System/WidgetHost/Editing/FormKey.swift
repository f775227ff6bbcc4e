/// A key the interactive Edit Widget form reads from a terminal.
public enum FormKey: Equatable, Sendable {
    case up, down, left, right, enter, escape, space, backspace, interrupt
    case character(Character)

    /// The keys in bytes a terminal in raw mode sent: arrows as their escape sequences, Enter as CR or LF,
    /// Backspace as DEL or BS, Ctrl-C; an ESC that starts no sequence is Escape. Bytes that are no key
    /// (other control characters, unknown sequences) are dropped.
    public static func keys(in bytes: [UInt8]) -> [FormKey] {
        var keys: [FormKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                // ESC [ A…D (or ESC O A…D) is an arrow; ESC alone is Escape.
                guard index < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F else {
                    keys.append(.escape)
                    continue
                }
                var end = index + 1
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else {
                    index = bytes.count
                    continue
                }
                let arrows: [UInt8: FormKey] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left]
                if let arrow = arrows[bytes[end]] { keys.append(arrow) }
                index = end + 1
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x03: keys.append(.interrupt)
            case 0x20: keys.append(.space)
            case 0x00..<0x20: continue
            default:
                // A character of one to four UTF-8 bytes.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                let end = min(index - 1 + length, bytes.count)
                if let character = String(decoding: bytes[(index - 1)..<end], as: UTF8.self).first, character != "\u{FFFD}" {
                    keys.append(.character(character))
                }
                index = end
            }
        }
        return keys
    }
}
