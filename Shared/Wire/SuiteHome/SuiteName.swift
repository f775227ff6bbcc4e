import Foundation

/// The names the system files things under: an app's (`spacesAllowed`), an extension's (its executable's
/// file name, which names its socket and its build folder), an Xcode target's (its executable's). Letters,
/// digits, `.`, `-`, `_` and, inside an app's name, spaces; up to 64 characters; starting with a letter or
/// digit: a name no path can be made of, that reads in a table and a sentence as it is.
public enum SuiteName {
    public static func isAllowed(_ name: String, spacesAllowed: Bool) -> Bool {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)))
                || (spacesAllowed && scalar == " ")
        }
        return !name.isEmpty && name.count <= 64 && allowed && (name.first?.isLetter == true || name.first?.isNumber == true) && name.last != " "
    }
}
