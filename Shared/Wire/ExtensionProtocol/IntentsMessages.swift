import Foundation
import WireValues

/// `intents/describe`: the intents this extension handles (its "Supported Intents").
public struct IntentsDescribeRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.intentsDescribe
    public typealias Response = IntentsDescribeReply

    public init() {}
}

public struct IntentsDescribeReply: Codable, Sendable, Equatable {
    public var intents: [IntentDescriptor]

    public init(intents: [IntentDescriptor]) {
        self.intents = intents
    }
}

public struct IntentDescriptor: Codable, Sendable, Equatable {
    /// The intent's name in its definition (`SelectCharacter`).
    public var name: String
    /// The parameters whose options the handler provides.
    public var dynamicParameters: [String]
    public var definitionFileName: String

    public init(name: String, dynamicParameters: [String], definitionFileName: String) {
        self.name = name
        self.dynamicParameters = dynamicParameters
        self.definitionFileName = definitionFileName
    }
}

/// `intents/options`: the values a parameter may take, as the "Edit Widget" picker lists them.
public struct IntentOptionsRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.intentsOptions
    public typealias Response = IntentOptionsReply

    public var intent: String
    public var parameter: String
    /// The values chosen so far: a handler may narrow one parameter's options by another's value.
    public var configuration: IntentValues
    public var searchTerm: String?
    /// How many rows the system's screen shows: the reply carries the first `limit` options and the
    /// number of all; nil asks for every option.
    public var limit: Int?

    public init(intent: String, parameter: String, configuration: IntentValues = [:], searchTerm: String? = nil, limit: Int? = nil) {
        self.intent = intent
        self.parameter = parameter
        self.configuration = configuration
        self.searchTerm = searchTerm
        self.limit = limit
    }

    public func validate() throws(JSONRPCError) {
        try TypedText.check(searchTerm: searchTerm, limit: limit, of: Self.method)
    }
}

public struct IntentOptionsReply: Codable, Sendable, Equatable {
    /// The options, section by section: the first `limit` of them when the request set one.
    public var sections: [IntentOptionSection]
    /// How many options the handler offered in all sections; more than `sections` holds when the request's limit cut them.
    public var total: Int?

    public init(sections: [IntentOptionSection], total: Int? = nil) {
        self.sections = sections
        self.total = total
    }

    /// The first `limit` of `sections` (all when nil), and the number of all: only the rows the system's
    /// screen shows are sent, so a search that matches thousands sends a screenful and the count.
    public init(sections: [_OptionSection], limit: Int?) {
        var remaining = limit ?? Int.max
        total = sections.reduce(0) { $0 + $1.items.count }
        self.sections = sections.compactMap { section -> IntentOptionSection? in
            guard remaining > 0 else { return nil }
            let items = section.items.prefix(remaining).map(IntentOption.init(value:))
            remaining -= items.count
            return IntentOptionSection(title: section.title, items: items)
        }
    }

    /// Every option, section after section.
    public var allOptions: [IntentOption] { sections.flatMap(\.items) }
}

public struct IntentOptionSection: Codable, Sendable, Equatable {
    public var title: String?
    public var items: [IntentOption]

    public init(title: String?, items: [IntentOption]) {
        self.title = title
        self.items = items
    }
}

/// One choice: what identifies it, what the user reads, and the value the configuration stores.
public struct IntentOption: Codable, Sendable, Equatable {
    public var identifier: String
    public var displayString: String
    public var value: IntentValue

    public init(identifier: String, displayString: String, value: IntentValue) {
        self.identifier = identifier
        self.displayString = displayString
        self.value = value
    }

    /// The option a wire value stands for: objects by their identifier and display string, others by their text.
    public init(value: IntentValue) {
        self.value = value
        if case .object(let fields) = value {
            identifier = fields["identifier"]?.stringValue ?? fields["displayString"]?.stringValue ?? ""
            displayString = fields["displayString"]?.stringValue ?? identifier
        } else {
            identifier = value.displayText
            displayString = value.displayText
        }
    }
}

/// `intents/default`: the value a new widget starts with.
public struct IntentDefaultRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.intentsDefault
    public typealias Response = IntentDefaultReply

    public var intent: String
    public var parameter: String
    public var configuration: IntentValues

    public init(intent: String, parameter: String, configuration: IntentValues = [:]) {
        self.intent = intent
        self.parameter = parameter
        self.configuration = configuration
    }
}

public struct IntentDefaultReply: Codable, Sendable, Equatable {
    /// nil when the handler has no default.
    public var value: IntentValue?

    public init(value: IntentValue?) {
        self.value = value
    }
}
