import Foundation
import Intents

/// What the system asks of any `@Parameter`, whatever the type of its value: how to describe it, and
/// how to read and set its value as the system keeps it.
package protocol AnyIntentParameter: AnyObject {
    var titleText: String { get }
    var descriptionText: String? { get }
    var parameterType: _ParameterValueType { get }
    /// The inclusive range of a number.
    var range: (lowerBound: Double, upperBound: Double)? { get }
    /// How many values an array takes, per widget family.
    var collectionSizes: ParameterCollectionSizes { get }
    /// The default, as kept; nil when it has none.
    var defaultIntentValue: IntentValue? { get }
    /// The value now, as kept; nil when it has none.
    var intentValue: IntentValue? { get }
    /// Sets the value from what the system kept; false when it cannot be read (an entity now gone).
    func setIntentValue(_ value: IntentValue) async throws -> Bool
}

extension IntentParameter: AnyIntentParameter {
    package var titleText: String { title.text }
    package var descriptionText: String? { description?.text }
    package var parameterType: _ParameterValueType { valueType }
    package var defaultIntentValue: IntentValue? { defaultValue?._intentValue }
    package var intentValue: IntentValue? { value?._intentValue }

    package func setIntentValue(_ kept: IntentValue) async throws -> Bool {
        guard let decoded = try await Value._decoded(kept) else { return false }
        value = decoded
        return true
    }
}

/// An intent's parameters found at run time, as the system learns them from the widget extension
/// (Apple's tools read them from the code when the app is built; here the extension's process knows
/// its own types, and `widget/describe` carries what it finds: docs/protocol.md).
package enum AppIntentReflection {
    /// Each `@Parameter` of `intent`, by its property's name, in the order of declaration.
    package static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (String(label.dropFirst()), parameter)
        }
    }

    /// A new intent of `type` with the values the system kept (the defaults for the others). Names it
    /// does not have and values it cannot read are listed, not set.
    package static func make<Intent: AppIntent>(_ type: Intent.Type, with values: IntentValues) async throws
        -> (intent: Intent, unread: [String])
    {
        let intent = Intent()
        let parameters = parameters(of: intent)
        var unread = values.keys.filter { name in !parameters.contains { $0.name == name } }
        for (name, parameter) in parameters {
            guard let value = values[name], value != .null else { continue }
            if try await !parameter.setIntentValue(value) { unread.append(name) }
        }
        return (intent, unread.sorted())
    }

    /// The values of an intent's parameters, as the system keeps them.
    package static func values(of intent: some AppIntent) -> IntentValues {
        var values: IntentValues = [:]
        for (name, parameter) in parameters(of: intent) {
            if let value = parameter.intentValue { values[name] = value }
        }
        return values
    }
}

extension AppIntentReflection {
    /// What `perform()` may not be given: a value it cannot read, or a name it does not have.
    package struct Unread: Error {
        package let names: [String]

        package init(names: [String]) {
            self.names = names
        }
    }

    /// Makes an intent of `type` with `values` and runs it; what its result's dialog says.
    package static func perform(_ type: any AppIntent.Type, with values: IntentValues) async throws -> String? {
        func run<Intent: AppIntent>(_ type: Intent.Type) async throws -> String? {
            let (intent, unread) = try await make(type, with: values)
            guard unread.isEmpty else { throw Unread(names: unread) }
            return try await perform(intent)
        }
        return try await run(type)
    }

    /// Why an intent the system names could not run; `sentence(intent:typeName:in:)` says it.
    package enum RunFailure: Error, Equatable {
        /// This process has no App Intent by that runtime name.
        case unknownType
        /// The intent cannot take the values given for these parameters.
        case unread([String])
        /// `perform()` did not finish within this many seconds.
        case timedOut(Int)
    }

    /// The process an intent the system names runs in, which its failure's sentence names.
    package enum IntentProcess: Sendable {
        case widgetExtension, app
    }

    /// The one wait for an intent's code (a query, an options provider, `perform()`): `work` runs on
    /// `ProviderThread` while this thread waits at most `timeout` seconds. A wait that ends first throws
    /// `RunFailure.timedOut`, a value the intent cannot read `RunFailure.unread`.
    package static func wait<Value>(timeout: Double, _ work: @escaping () async throws -> Value) throws -> Value {
        let outcome = waitForTask(timeout: timeout) { () async -> Result<Value, any Error> in
            do { return .success(try await work()) } catch { return .failure(error) }
        }
        guard let outcome else { throw RunFailure.timedOut(Int(timeout)) }
        do {
            return try outcome.get()
        } catch let unread as Unread {
            throw RunFailure.unread(unread.names)
        }
    }

    /// Finds the App Intent type the runtime names `typeName` (`_mangledTypeName`, as a widget archives
    /// its controls), makes one with `values` and runs it, waiting at most `timeout` seconds; what its
    /// dialog says. Both places that run an intent the system names use it: the widget extension, and the
    /// app's process for a `LiveActivityIntent`.
    package static func run(typeNamed typeName: String, with values: IntentValues, timeout: Double) throws -> String? {
        guard let type = _typeByName(typeName) as? any AppIntent.Type else { throw RunFailure.unknownType }
        return try wait(timeout: timeout) { try await perform(type, with: values) }
    }

    /// Runs `intent` as it is; what its result's dialog says.
    package static func perform(_ intent: some AppIntent) async throws -> String? {
        (try await intent.perform() as? any SpokenResult)?.spokenDialog
    }

    /// The options of a parameter of `type`: its entity's suggestions, or the entities matching `term`
    /// when its query searches (the suggestions whose text holds it when it does not); nil when the
    /// extension does not give the parameter's options.
    package static func options(of parameter: any AnyIntentParameter, matching term: String?) async throws -> [_OptionSection]? {
        let type = parameter.parameterType
        guard let suggestions = type.suggestions else { return nil }
        guard let term, !term.isEmpty else { return try await suggestions() }
        if let search = type.search { return try await search(term) }
        return try await suggestions().map { section in
            _OptionSection(title: section.title, items: section.items.filter { $0.displayText.localizedCaseInsensitiveContains(term) })
        }
    }
}

extension AppIntentReflection.RunFailure {
    /// The one sentence for an intent the system named that could not run in `process`: `intent` by the
    /// name people read, `typeName` by the runtime's.
    package func sentence(intent: String, typeName: String, in process: AppIntentReflection.IntentProcess) -> String {
        switch (self, process) {
        case (.unknownType, .widgetExtension):
            "This widget extension has no App Intent \(intent) (\(typeName)); send the action as the entry or template gave it."
        case (.unknownType, .app):
            // The runtime finds the type by the name the widget extension archived; only types the app links resolve.
            "The app has no App Intent \(intent) (\(typeName)) to run; link the intent into the app as well as the widget extension."
        case (.timedOut(let seconds), .widgetExtension): "\(intent).perform() did not finish within \(seconds) s."
        case (.timedOut(let seconds), .app): "\(intent).perform() did not finish within \(seconds) s in the app's process."
        case (.unread(let names), _):
            "\(intent) cannot take the values given for \(names.joined(separator: ", ")); check the control's intent."
        }
    }
}
