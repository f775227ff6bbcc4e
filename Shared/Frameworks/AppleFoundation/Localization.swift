import Foundation

// Localized strings as Apple's Foundation writes them. There are no string tables here: every
// string is its default value, or its key.

extension String {
    /// A string to localize, written as a literal or an interpolation.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, Codable, CustomStringConvertible {
        public let key: String

        public init(_ value: String) {
            key = value
        }

        public init(stringLiteral value: String) {
            key = value
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            key = String(stringInterpolation: stringInterpolation)
        }

        public var description: String { key }
    }

    /// The localized string for `keyAndValue`: here, always the value itself.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.key
    }

    /// The localized string for `key`, or `defaultValue`: here, always `defaultValue`.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.key
    }

    /// The string a resource stands for.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.key
    }
}

/// A string to localize later, in the locale of whoever shows it, as in Apple's Foundation.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, Codable, CustomStringConvertible {
    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String.LocalizationValue(String(stringInterpolation: stringInterpolation)))
    }

    public var description: String { defaultValue.key }

    /// Where a resource's strings are: a bundle by value, for a process that reads them later.
    public enum BundleDescription: Hashable, Sendable, Codable {
        case main
        case forClass(String)
        case atURL(URL)
    }
}
