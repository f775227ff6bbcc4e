import AppIntents
import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewArchive
import Intents
import ExtensionRuntime
import WidgetKit

/// The requests only App Intents bring (iOS 17): the Edit Widget form's options and defaults, which
/// the widget extension answers through its queries, and the intents its buttons and toggles run.
extension WidgetExtensionRouter {
    /// `currentControls` gives the controls of a widget's current entry, the only ones `widget/perform` runs.
    static func registerAppIntents(
        on router: inout RequestRouter, currentControls: @escaping (WidgetPerformRequest) throws -> [ControlValue],
        appIntent: @escaping (String) throws -> AppIntentDefinition
    ) {
        router.register(WidgetOptionsRequest.self) { request in
            let parameter = try appIntent(request.kind).parameter(named: request.parameter)
            let sections = try awaitIntent("the options of \(request.parameter)") {
                try await AppIntentReflection.options(of: parameter, matching: request.searchTerm)
            }
            guard let sections else {
                throw JSONRPCError(
                    code: .unknownParameter,
                    message:
                        "Parameter \(request.parameter) of widget \(request.kind) has no query or options provider; its choices are in its descriptor."
                )
            }
            return IntentOptionsReply(sections: sections, limit: request.limit)
        }
        router.register(WidgetDefaultRequest.self) { request in
            let parameter = try appIntent(request.kind).parameter(named: request.parameter)
            let value = try awaitIntent("the default of \(request.parameter)") { await parameter.parameterType.defaultResult?() }
            return IntentDefaultReply(value: value ?? parameter.defaultIntentValue)
        }
        router.register(WidgetPerformRequest.self) { request in
            let control = request.control
            // Only what the widget shows runs, with the values it shows: not any intent the extension holds.
            let shown = try currentControls(request)
            guard let pressed = shown.first(where: { $0.intentType == control.intentType && $0.parameters == control.parameters }) else {
                throw JSONRPCError(
                    code: .invalidConfiguration,
                    message:
                        "Widget \(request.kind)'s current entry has no control running \(control.intent) with these values; press a control the widget shows."
                )
            }
            try refuseAppIntentOfTheApp(pressed)
            let dialog = try run(control)
            return WidgetPerformReply(dialog: dialog, reloads: ReloadMailbox.take())
        }
    }

    /// A `LiveActivityIntent` runs in the app's process, never here, whatever the request says of it:
    /// `shown` is the action as this extension archived it.
    static func refuseAppIntentOfTheApp(_ shown: ControlValue) throws {
        guard shown.runsInApp == true else { return }
        throw JSONRPCError(
            code: .invalidConfiguration,
            message: "\(shown.intent) is a LiveActivityIntent, which runs in the app's process; the system never sends it to the widget extension.")
    }

    /// Runs the intent a button, a toggle or a control archived, made anew from its parameters, as iOS
    /// makes it from what the system kept: `widget/perform` and `widget/controlPerform` both.
    static func run(_ action: ControlValue) throws -> String? {
        do {
            return try AppIntentReflection.run(
                typeNamed: action.intentType, with: action.parameters, timeout: EntryArchiver.completionTimeout)
        } catch let failure as AppIntentReflection.RunFailure {
            let code: JSONRPCErrorCode =
                switch failure {
                case .unknownType: .unknownIntent
                case .timedOut: .handlerFailed
                case .unread: .invalidConfiguration
                }
            throw JSONRPCError(code: code, message: failure.sentence(intent: action.intent, typeName: action.intentType, in: .widgetExtension))
        }
    }

    /// Runs an intent's async code (a query, a provider) through the one wait; `what` names it when it
    /// does not finish in time.
    static func awaitIntent<Value>(_ what: String, _ work: @escaping () async throws -> Value) throws -> Value {
        do {
            return try AppIntentReflection.wait(timeout: EntryArchiver.completionTimeout, work)
        } catch AppIntentReflection.RunFailure.timedOut(let seconds) {
            throw JSONRPCError(code: .handlerFailed, message: "\(what) did not finish within \(seconds) s.")
        }
    }
}

extension AppIntentDefinition {
    /// The `@Parameter` named `name`, on a new intent; an error that lists those there are otherwise.
    func parameter(named name: String) throws -> any AnyIntentParameter {
        let parameters = AppIntentReflection.parameters(of: type.init())
        guard let parameter = parameters.first(where: { $0.name == name }) else {
            let names = parameters.map(\.name)
            throw JSONRPCError.unknownParameter(name, intent: String(reflecting: type), known: names)
        }
        return parameter.parameter
    }
}
