import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`, as SwiftUI and WidgetKit declare it: the macro's own arguments, passed unchanged to a
/// function that makes a preview record, and the record put in the executable's `swift_previews`
/// section, where `sample-app home preview` finds it at run time. Swift has no registry that code
/// at file scope could add itself to; a section is one, and the type checker still checks every
/// argument against the macro's signature before this runs.
public protocol PreviewRecordMacro: DeclarationMacro {
    /// The function, named with its module, that takes the macro's arguments and makes the record.
    static var recordFunction: String { get }
}

extension PreviewRecordMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        var arguments = LabeledExprListSyntax {
            LabeledExprSyntax(label: "fileID", expression: location?.file ?? ExprSyntax(literal: "unknown"))
            LabeledExprSyntax(label: "line", expression: location?.line ?? ExprSyntax(literal: 0))
        }
        for argument in node.arguments { arguments.append(argument.with(\.trailingComma, nil)) }
        arguments = LabeledExprListSyntax(
            arguments.enumerated().map { index, argument in
                argument.with(\.trailingComma, index < arguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
            })
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("\(raw: recordFunction)"),
            leftParen: .leftParenToken(),
            arguments: arguments,
            rightParen: .rightParenToken(),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures)
        let name = context.makeUniqueName("preview")
        return [
            """
            @used @section("swift_previews") private let \(name): SwiftUI.PreviewRecord.Accessor = { destination in
                destination.initializeMemory(as: SwiftUI.PreviewRecord.self, to: \(call))
            }
            """
        ]
    }
}

/// SwiftUI's `#Preview { view }`.
public struct ViewPreviewMacro: PreviewRecordMacro {
    public static let recordFunction = "SwiftUI.__viewPreviewRecord"
}

/// WidgetKit's `#Preview(as: family) { widget } timeline: { entries }` and its provider forms.
public struct WidgetPreviewMacro: PreviewRecordMacro {
    public static let recordFunction = "WidgetKit.__widgetPreviewRecord"
}

/// WidgetKit's `#Preview(as: .content, using: attributes) { widget } contentStates: { … }`: the type
/// checker checks its arguments against the macro's signature; it declares nothing, as the previews
/// the suite draws are widgets' (a running activity is drawn by `home island`).
public struct ActivityPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

@main
struct PreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ViewPreviewMacro.self, WidgetPreviewMacro.self, ActivityPreviewMacro.self]
}
