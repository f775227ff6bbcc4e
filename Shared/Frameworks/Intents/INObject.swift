import Foundation

/// A value the user picks for a custom-type parameter, as in Apple's Intents framework.
///
/// Xcode generates a subclass for each custom type of an intent definition, with one property
/// per property of the type. Apple's class conforms to `NSSecureCoding`; ours archives its
/// properties to `IntentValue` through `_encodeProperties` and `_decodeProperties`, which
/// the generated subclasses override.
open class INObject: NSObject {
    /// The identifier the app uses to find the real object again.
    public let identifier: String?
    /// What the user sees in the "Edit Widget" form.
    public let displayString: String
    public let pronunciationHint: String?
    public var subtitleString: String?
    /// The image the picker shows beside the option.
    public var displayImage: INImage?

    public init(
        identifier: String?, display displayString: String, pronunciationHint: String?, subtitle subtitleString: String?,
        image displayImage: INImage?
    ) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        self.subtitleString = subtitleString
        self.displayImage = displayImage
        super.init()
    }

    public init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        self.subtitleString = nil
        self.displayImage = nil
        super.init()
    }

    public init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: INImage?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = nil
        self.subtitleString = subtitleString
        self.displayImage = displayImage
        super.init()
    }

    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }

    public init(identifier: String?, display displayString: String, subtitle subtitleString: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = nil
        self.subtitleString = subtitleString
        self.displayImage = nil
        super.init()
    }

    /// Reads an object from its wire form.
    public required init(intentValue: IntentValue) {
        let fields = intentValue.objectValue ?? [:]
        identifier = fields["identifier"]?.stringValue
        displayString = fields["displayString"]?.stringValue ?? identifier ?? ""
        pronunciationHint = fields["pronunciationHint"]?.stringValue
        subtitleString = fields["subtitleString"]?.stringValue
        displayImage = fields["displayImage"].flatMap(INImage.init(intentValue:))
        super.init()
        if case .object(let properties)? = fields["properties"] {
            _decodeProperties(from: properties)
        }
    }

    /// The wire form of this object.
    public var intentValue: IntentValue {
        var fields: [String: IntentValue] = ["displayString": .string(displayString)]
        if let identifier { fields["identifier"] = .string(identifier) }
        if let pronunciationHint { fields["pronunciationHint"] = .string(pronunciationHint) }
        if let subtitleString { fields["subtitleString"] = .string(subtitleString) }
        if let displayImage { fields["displayImage"] = displayImage.intentValue }
        var properties: [String: IntentValue] = [:]
        _encodeProperties(into: &properties)
        if !properties.isEmpty { fields["properties"] = .object(properties) }
        return .object(fields)
    }

    /// Writes the custom properties; generated subclasses override it.
    open func _encodeProperties(into properties: inout [String: IntentValue]) {}

    /// Reads the custom properties; generated subclasses override it.
    open func _decodeProperties(from properties: [String: IntentValue]) {}

    open override var description: String {
        "<\(type(of: self)) identifier=\(identifier ?? "nil") display=\"\(displayString)\">"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject else { return false }
        return type(of: other) == type(of: self) && other.intentValue == intentValue
    }

    open override var hash: Int { intentValue.hashValue }
}

/// A titled group of options in the "Edit Widget" picker.
public class INObjectSection<ObjectType>: NSObject {
    public let title: String?
    public let items: [ObjectType]

    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }
}

/// The options a handler provides for a parameter: a flat list, or sections.
public class INObjectCollection<ObjectType>: NSObject {
    public let sections: [INObjectSection<ObjectType>]
    /// Whether the picker offers a search field that filters these options locally.
    public var usesIndexedCollation = false

    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }

    /// Every item, section after section.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
}

extension INObject {
    /// The wire form, under the name the generated code uses for every value type.
    public var _intentValue: IntentValue { intentValue }
}
