import Foundation

/// Writes one intent: its class, its handling protocol with defaults, its response, and its bridge.
struct IntentWriter {
    let intent: Intent
    let generator: SwiftGenerator

    var className: String { intent.className }
    var handlingName: String { "\(intent.name)IntentHandling" }
    var responseName: String { "\(intent.name)IntentResponse" }

    func write(into output: inout SwiftWriter) {
        writeUnsupportedReasons(into: &output)
        writeClass(into: &output)
        output.blank()
        writeHandling(into: &output)
        output.blank()
        writeHandlingDefaults(into: &output)
        output.blank()
        writeResponse(into: &output)
        output.blank()
        writeBridge(into: &output)
    }

    /// For each parameter with reasons of its own: the reasons' enum and a resolution result that takes them.
    func writeUnsupportedReasons(into output: inout SwiftWriter) {
        for parameter in intent.parameters where !parameter.unsupportedReasons.isEmpty {
            let stem = "\(intent.name)\(SwiftNames.capitalized(parameter.name))"
            output.block("public enum \(stem)UnsupportedReason: Int, Sendable") { body in
                for (index, reason) in parameter.unsupportedReasons.enumerated() {
                    body.line("case \(SwiftNames.identifier(reason.code)) = \(index + 1)")
                }
            }
            output.blank()
            output.block("public class \(stem)ResolutionResult: \(generator.resolutionResultType(parameter.type))") {
                body in
                body.block("public class func unsupported(forReason reason: \(stem)UnsupportedReason) -> Self") { method in
                    method.line("unsupported(forReason: reason.rawValue)")
                }
            }
            output.blank()
        }
    }

    func writeClass(into output: inout SwiftWriter) {
        SwiftNames.docComment("\(intent.title.text)\(intent.description?.nonEmpty.map { ": \($0)" } ?? "")").forEach { output.line($0) }
        if intent.deprecated { output.line("/// - Note: Marked deprecated in its intent definition.") }
        output.block("public class \(className): INIntent") { body in
            for parameter in intent.parameters {
                body.line(generator.propertyDeclaration(parameter.name, type: parameter.type, multiple: parameter.supportsMultipleValues))
            }
            body.blank()
            body.line("public override class var _intentName: String { \(SwiftNames.stringLiteral(intent.name)) }")
            body.line(
                "public override class var _parameterNames: [String] { [\(intent.parameters.map { SwiftNames.stringLiteral($0.name) }.joined(separator: ", "))] }"
            )
            body.blank()
            body.block("public override var _parameterValues: IntentValues") { getter in
                if intent.parameters.isEmpty {
                    getter.line("[:]")
                    return
                }
                getter.line("var values = IntentValues()")
                for parameter in intent.parameters {
                    let value = generator.encodeExpression(
                        SwiftNames.identifier(parameter.name), type: parameter.type, multiple: parameter.supportsMultipleValues)
                    getter.line("values[\(SwiftNames.stringLiteral(parameter.name))] = \(value)")
                }
                getter.line("return values")
            }
            body.blank()
            body.block("public override func _setParameterValues(_ values: IntentValues)") { method in
                for parameter in intent.parameters {
                    let value = generator.decodeExpression(
                        "values[\(SwiftNames.stringLiteral(parameter.name))]", type: parameter.type,
                        multiple: parameter.supportsMultipleValues, members: Set(intent.parameters.map(\.name)))
                    method.line("\(SwiftNames.identifier(parameter.name)) = \(value)")
                }
            }
        }
    }

    /// One method of the handling protocol in both its forms, with the defaults that bridge them.
    struct Method {
        var completionForm: String
        var asyncForm: String
        /// What the completion form does when neither form is implemented.
        var fallback: String
        /// The call of the completion form from the async default, with the continuation's resume.
        var completionCall: String
        /// The call of the async form from the completion default, passing its result on.
        var asyncCall: String
        var throwing: Bool
        /// A method with a plain return value (`default…`): one form only.
        var syncBody: String?
        /// A comment written before both forms: Xcode deprecates the iOS 13 options method (an attribute
        /// here would make the generated defaults, which call it, warn at every build).
        var deprecation: String?

        init(
            completionForm: String, asyncForm: String, fallback: String, completionCall: String, asyncCall: String,
            throwing: Bool, syncBody: String? = nil, deprecation: String? = nil
        ) {
            self.completionForm = completionForm
            self.asyncForm = asyncForm
            self.fallback = fallback
            self.completionCall = completionCall
            self.asyncCall = asyncCall
            self.throwing = throwing
            self.syncBody = syncBody
            self.deprecation = deprecation
        }
    }

    /// `<Intent><Parameter>ResolutionResult` when the parameter has reasons of its own, else its type's result.
    func resolutionResultType(for parameter: IntentDefinition.Parameter) -> String {
        parameter.unsupportedReasons.isEmpty
            ? generator.resolutionResultType(parameter.type)
            : "\(intent.name)\(SwiftNames.capitalized(parameter.name))ResolutionResult"
    }

    func methods() -> [Method] {
        var methods: [Method] = []
        let intentArgument = "for intent: \(className)"
        for parameter in intent.parameters {
            let capitalized = SwiftNames.capitalized(parameter.name)
            if parameter.supportsResolution {
                let result = resolutionResultType(for: parameter)
                let resultType = parameter.supportsMultipleValues ? "[\(result)]" : result
                let notRequired = parameter.supportsMultipleValues ? "[\(result).notRequired()]" : "\(result).notRequired()"
                methods.append(
                    Method(
                        completionForm:
                            "func resolve\(capitalized)(\(intentArgument), with completion: @escaping (\(resultType)) -> Swift.Void)",
                        asyncForm: "func resolve\(capitalized)(\(intentArgument)) async -> \(resultType)",
                        fallback: "completion(\(notRequired))",
                        completionCall: "resolve\(capitalized)(for: intent) { done($0) }",
                        asyncCall: "completion(await resolve\(capitalized)(for: intent))",
                        throwing: false))
            }
            if parameter.supportsDynamicOptions {
                let item = generator.optionType(parameter.type)
                let search = parameter.supportsSearch ? ", searchTerm: String?" : ""
                let searchArgument = parameter.supportsSearch ? ", searchTerm: searchTerm" : ""
                let name = "provide\(capitalized)OptionsCollection"
                let label = parameter.supportsSearch ? "\(name)(for:searchTerm:with:)" : "\(name)(for:with:)"
                methods.append(
                    Method(
                        completionForm:
                            "func \(name)(\(intentArgument)\(search), with completion: @escaping (INObjectCollection<\(item)>?, Swift.Error?) -> Swift.Void)",
                        asyncForm: "func \(name)(\(intentArgument)\(search)) async throws -> INObjectCollection<\(item)>",
                        fallback: "completion(nil, INIntentHandlingError.notImplemented(method: \(SwiftNames.stringLiteral(label))))",
                        completionCall: "\(name)(for: intent\(searchArgument)) { collection, error in "
                            + "done(error.map { .failure($0) } ?? .success(collection ?? INObjectCollection(items: []))) }",
                        asyncCall:
                            "do { completion(try await \(name)(for: intent\(searchArgument)), nil) } catch { completion(nil, error) }",
                        throwing: true))
                methods[methods.count - 1].fallback =
                    "provide\(capitalized)Options(for: intent) { items, error in completion(items.map { INObjectCollection(items: $0) }, error) }"
                methods.append(
                    Method(
                        completionForm:
                            "func provide\(capitalized)Options(\(intentArgument), with completion: @escaping ([\(item)]?, Swift.Error?) -> Swift.Void)",
                        asyncForm: "func provide\(capitalized)Options(\(intentArgument)) async throws -> [\(item)]",
                        fallback: "completion(nil, INIntentHandlingError.notImplemented(method: \(SwiftNames.stringLiteral(label))))",
                        completionCall: "provide\(capitalized)Options(for: intent) { items, error in "
                            + "done(error.map { .failure($0) } ?? .success(items ?? [])) }",
                        asyncCall:
                            "do { completion(try await provide\(capitalized)Options(for: intent), nil) } catch { completion(nil, error) }",
                        throwing: true,
                        deprecation: "/// Deprecated since iOS 14, as in Xcode's output: implement \(label) instead."))
                let defaultType =
                    parameter.supportsMultipleValues
                    ? "[\(generator.elementType(parameter.type))]?" : "\(generator.elementType(parameter.type))?"
                methods.append(
                    Method(
                        completionForm: "func default\(capitalized)(\(intentArgument)) -> \(defaultType)",
                        asyncForm: "", fallback: "", completionCall: "", asyncCall: "", throwing: false, syncBody: "nil"))
            }
        }
        let responseCode = intent.isWidgetOnly ? "unspecified" : "failure"
        methods.append(
            Method(
                completionForm: "func confirm(intent: \(className), completion: @escaping (\(responseName)) -> Swift.Void)",
                asyncForm: "func confirm(intent: \(className)) async -> \(responseName)",
                fallback: "completion(\(responseName)(code: .ready, userActivity: nil))",
                completionCall: "confirm(intent: intent) { done($0) }",
                asyncCall: "completion(await confirm(intent: intent))",
                throwing: false))
        methods.append(
            Method(
                completionForm: "func handle(intent: \(className), completion: @escaping (\(responseName)) -> Swift.Void)",
                asyncForm: "func handle(intent: \(className)) async -> \(responseName)",
                fallback: "completion(\(responseName)(code: .\(responseCode), userActivity: nil))",
                completionCall: "handle(intent: intent) { done($0) }",
                asyncCall: "completion(await handle(intent: intent))",
                throwing: false))
        return methods
    }

    func writeHandling(into output: inout SwiftWriter) {
        output.line("/// What a handler of \(className) implements. Implement either form of each method.")
        output.block("public protocol \(handlingName): NSObjectProtocol") { body in
            for method in methods() {
                if let deprecation = method.deprecation { body.line(deprecation) }
                body.line(method.completionForm)
                if !method.asyncForm.isEmpty {
                    if let deprecation = method.deprecation { body.line(deprecation) }
                    body.line(method.asyncForm)
                }
            }
        }
    }

    /// Xcode marks most of these `optional`, and lets either form satisfy a required one.
    /// Swift protocols cannot say "one of two", so every method has a default: each form calls
    /// the other, and when neither is implemented the completion form answers with its fallback.
    func writeHandlingDefaults(into output: inout SwiftWriter) {
        output.block("extension \(handlingName)") { body in
            for (index, method) in methods().enumerated() {
                if index > 0 { body.blank() }
                if let syncBody = method.syncBody {
                    body.block("public \(method.completionForm)") { $0.line(syncBody) }
                    continue
                }
                body.block("public \(method.completionForm)") { lines in
                    lines.line("if INIntentHandlerBridge.isBridging {")
                    lines.line("    \(method.fallback)")
                    lines.line("} else {")
                    // The system's request waits on its own thread; the handler runs on the thread kept for them.
                    lines.line("    INIntentHandlerBridge._start { [self] in \(method.asyncCall) }")
                    lines.line("}")
                }
                body.blank()
                body.block("public \(method.asyncForm)") { lines in
                    let tryKeyword = method.throwing ? "try " : ""
                    let awaiting = method.throwing ? "_awaitResult" : "_await"
                    lines.line("\(tryKeyword)await INIntentHandlerBridge.$isBridging.withValue(true) {")
                    lines.line("    \(tryKeyword)await INIntentHandlerBridge.\(awaiting) { done in")
                    lines.line("        \(method.completionCall)")
                    lines.line("    }")
                    lines.line("}")
                }
            }
        }
    }

    static let standardCodes = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]

    func writeResponse(into output: inout SwiftWriter) {
        let customCodes = (intent.response?.codes ?? []).map(\.name).filter { !Self.standardCodes.contains($0) }
        output.block("public enum \(responseName)Code: Int, Sendable") { body in
            for (index, code) in (Self.standardCodes + customCodes).enumerated() {
                body.line("case \(SwiftNames.identifier(code)) = \(index)")
            }
        }
        output.blank()
        output.block("public class \(responseName): INIntentResponse") { body in
            body.line("public private(set) var code: \(responseName)Code = .unspecified")
            for parameter in intent.response?.parameters ?? [] {
                body.line(generator.propertyDeclaration(parameter.name, type: parameter.type, multiple: parameter.supportsMultipleValues))
            }
            body.blank()
            body.block("public convenience init(code: \(responseName)Code, userActivity: NSUserActivity?)") { initializer in
                initializer.line("self.init()")
                initializer.line("self.code = code")
                initializer.line("self.userActivity = userActivity")
            }
            // Codes whose dialog names response parameters get a factory taking them, as Xcode writes.
            let parameters = intent.response?.parameters ?? []
            for code in intent.response?.codes ?? [] {
                let used = code.referencedParameters.compactMap { name in parameters.first { $0.name == name } }
                guard !used.isEmpty else { continue }
                let arguments = used.map { parameter -> String in
                    let element = generator.elementType(parameter.type)
                    return "\(SwiftNames.identifier(parameter.name)): \(parameter.supportsMultipleValues ? "[\(element)]" : element)"
                }
                body.blank()
                body.block(
                    "public static func \(SwiftNames.identifier(code.name))(\(arguments.joined(separator: ", "))) -> \(responseName)"
                ) { factory in
                    factory.line("let response = \(responseName)(code: .\(SwiftNames.identifier(code.name)), userActivity: nil)")
                    for parameter in used {
                        factory.line("response.\(SwiftNames.identifier(parameter.name)) = \(SwiftNames.identifier(parameter.name))")
                    }
                    factory.line("return response")
                }
            }
        }
    }

    func writeBridge(into output: inout SwiftWriter) {
        let dynamic = intent.parameters.filter(\.supportsDynamicOptions)
        output.line("// Not in Xcode's output: lets the intents extension reach the handler by parameter name.")
        output.block("extension \(className): INIntentHandlerBridging") { body in
            body.line(
                "public static var _dynamicParameterNames: [String] { [\(dynamic.map { SwiftNames.stringLiteral($0.name) }.joined(separator: ", "))] }"
            )
            body.line("public static var _intentDefinitionSource: String { \(generator.sourceVariableName) }")
            body.line("public static var _intentDefinitionFileName: String { \(SwiftNames.stringLiteral(generator.sourceFileName)) }")
            body.blank()
            body.block("static func _handling(_ handler: Any) throws -> any \(handlingName)") { method in
                method.line("guard let handling = handler as? any \(handlingName) else {")
                method.line(
                    "    throw INIntentHandlingError.handlerDoesNotConform(intent: _intentName, handlerProtocol: \(SwiftNames.stringLiteral(handlingName)), handler: String(describing: Swift.type(of: handler)))"
                )
                method.line("}")
                method.line("return handling")
            }
            body.blank()
            body.block("static func _typed(_ intent: INIntent) -> \(className)") { method in
                method.line("intent as? \(className) ?? \(className)._make(with: intent._parameterValues)")
            }
            body.blank()
            body.block(
                "public static func _provideOptions(parameter: String, searchTerm: String?, intent: INIntent, handler: Any) throws -> [_OptionSection]"
            ) { method in
                if dynamic.isEmpty {
                    method.line("throw INIntentHandlingError.noDynamicOptions(intent: _intentName, parameter: parameter)")
                    return
                }
                method.line("let handling = try _handling(handler)")
                method.line("let intent = _typed(intent)")
                method.block("switch parameter") { cases in
                    for parameter in dynamic {
                        let search = parameter.supportsSearch ? ", searchTerm: searchTerm" : ""
                        cases.line("case \(SwiftNames.stringLiteral(parameter.name)):")
                        cases.line(
                            "    return _OptionSection.sections(of: try INIntentHandlerBridge.wait { handling.provide\(SwiftNames.capitalized(parameter.name))OptionsCollection(for: intent\(search), with: $0) })"
                        )
                    }
                    cases.line("default:")
                    cases.line("    throw INIntentHandlingError.noDynamicOptions(intent: _intentName, parameter: parameter)")
                }
            }
            body.blank()
            body.block("public static func _defaultValue(parameter: String, intent: INIntent, handler: Any) throws -> IntentValue?") {
                method in
                if dynamic.isEmpty {
                    method.line("nil")
                    return
                }
                method.line("let handling = try _handling(handler)")
                method.line("let intent = _typed(intent)")
                method.block("switch parameter") { cases in
                    for parameter in dynamic {
                        let value = generator.encodeExpression(
                            "handling.default\(SwiftNames.capitalized(parameter.name))(for: intent)", type: parameter.type,
                            multiple: parameter.supportsMultipleValues)
                        cases.line("case \(SwiftNames.stringLiteral(parameter.name)):")
                        cases.line("    return \(value)")
                    }
                    cases.line("default:")
                    cases.line("    return nil")
                }
            }
        }
    }
}
