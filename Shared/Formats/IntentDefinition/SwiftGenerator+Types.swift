import Foundation

/// Writes an `INEnums` entry: `public enum E: Int` with `unknown = 0`, and `EResolutionResult`.
struct EnumWriter {
    let enumType: EnumType

    func write(into output: inout SwiftWriter) {
        let name = enumType.name
        if let title = enumType.displayName?.nonEmpty {
            SwiftNames.docComment(title).forEach { output.line($0) }
        }
        output.block("public enum \(name): Int, INIntentEnum, CustomStringConvertible, Sendable") { body in
            var cases = enumType.cases
            if !cases.contains(where: { $0.index == 0 }) {
                cases.insert(EnumCase(name: "unknown", index: 0, displayName: nil), at: 0)
            }
            for enumCase in cases {
                body.line("case \(SwiftNames.identifier(enumCase.name)) = \(enumCase.index)")
            }
            body.blank()
            body.block("public var _caseName: String") { getter in
                getter.block("switch self") { switchBody in
                    for enumCase in cases {
                        switchBody.line("case .\(SwiftNames.identifier(enumCase.name)): \(SwiftNames.stringLiteral(enumCase.name))")
                    }
                }
            }
            body.blank()
            body.block("public var description: String") { getter in
                getter.block("switch self") { switchBody in
                    for enumCase in cases {
                        let display = enumCase.displayName?.nonEmpty ?? enumCase.name
                        switchBody.line("case .\(SwiftNames.identifier(enumCase.name)): \(SwiftNames.stringLiteral(display))")
                    }
                }
            }
        }
        output.blank()
        output.block("public class \(name)ResolutionResult: INEnumResolutionResult") { body in
            body.line("public class func success(with resolvedValue: \(name)) -> Self { _make(\"success\", [resolvedValue._intentValue]) }")
            body.line(
                "public class func confirmationRequired(with valueToConfirm: \(name)) -> Self { _make(\"confirmationRequired\", [valueToConfirm._intentValue]) }"
            )
        }
    }
}

/// Writes an `INTypes` entry: an `INObject` subclass with its properties, and its resolution result.
struct CustomTypeWriter {
    let type: CustomType
    let generator: SwiftGenerator

    func write(into output: inout SwiftWriter) {
        let name = type.className ?? type.name
        if let title = type.displayName?.nonEmpty {
            SwiftNames.docComment(title).forEach { output.line($0) }
        }
        output.block("public class \(name): INObject") { body in
            for property in type.properties {
                body.line(generator.propertyDeclaration(property.name, type: property.type, multiple: property.supportsMultipleValues))
            }
            if !type.properties.isEmpty {
                body.blank()
            }
            body.block("public override func _encodeProperties(into properties: inout [String: IntentValue])") { method in
                for property in type.properties {
                    let value = generator.encodeExpression(
                        SwiftNames.identifier(property.name), type: property.type, multiple: property.supportsMultipleValues)
                    method.line("properties[\(SwiftNames.stringLiteral(property.name))] = \(value)")
                }
            }
            body.blank()
            body.block("public override func _decodeProperties(from properties: [String: IntentValue])") { method in
                for property in type.properties {
                    let value = generator.decodeExpression(
                        "properties[\(SwiftNames.stringLiteral(property.name))]", type: property.type,
                        multiple: property.supportsMultipleValues, members: Set(type.properties.map(\.name)))
                    method.line("\(SwiftNames.identifier(property.name)) = \(value)")
                }
            }
        }
        output.blank()
        output.block("public class \(name)ResolutionResult: INObjectResolutionResult") { body in
            body.line(
                "public class func success(with resolved\(name): \(name)) -> Self { _make(\"success\", [resolved\(name).intentValue]) }")
            body.line(
                "public class func disambiguation(with \(lowerFirst(name))sToDisambiguate: [\(name)]) -> Self { _make(\"disambiguation\", \(lowerFirst(name))sToDisambiguate.map(\\.intentValue)) }"
            )
            body.line(
                "public class func confirmationRequired(with \(lowerFirst(name))ToConfirm: \(name)?) -> Self { _make(\"confirmationRequired\", \(lowerFirst(name))ToConfirm.map { [$0.intentValue] } ?? []) }"
            )
        }
    }

    func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
