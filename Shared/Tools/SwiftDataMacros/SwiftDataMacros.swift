import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

// SwiftData's macros, as SwiftData declares them. `@Model` makes a class a persistent model: each stored
// `var` becomes a computed property over the model's backing data (`@_PersistedProperty`), observed
// through an `ObservationRegistrar` as `@Observable` does, and the class lists what it stores in
// `schemaMetadata`. `@Attribute`, `@Relationship`, `@Transient`, `#Unique` and `#Index` add nothing
// themselves: `@Model` reads them where they are written.

/// A property of a model class as the macros see it in the source.
struct StoredProperty {
    let name: String
    let type: TypeSyntax?
    let initializer: ExprSyntax?
    let attribute: AttributeSyntax?
    let relationship: AttributeSyntax?

    /// The stored `var`s of `declaration` that a model keeps, and diagnostics for those it cannot.
    static func persisted(in members: MemberBlockItemListSyntax, context: some MacroExpansionContext, diagnosing: Bool = true)
        -> [StoredProperty]
    {
        members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), isPersisted(variable) else { return nil }
            guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
                guard diagnosing else { return nil }
                context.diagnose(
                    Diagnostic(
                        node: variable,
                        message: ModelDiagnostic("@Model stores only `var` properties; make it a `var` or mark it @Transient")))
                return nil
            }
            guard variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
            else {
                guard diagnosing else { return nil }
                context.diagnose(
                    Diagnostic(
                        node: variable, message: ModelDiagnostic("@Model needs one property per `var`; declare each on a line of its own")))
                return nil
            }
            return StoredProperty(
                name: name, type: binding.typeAnnotation?.type.trimmed, initializer: binding.initializer?.value.trimmed,
                attribute: variable.attribute(named: "Attribute"), relationship: variable.attribute(named: "Relationship"))
        }
    }

    /// A stored instance `var` that is neither transient nor lazy, nor has accessors of its own.
    static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        if variable.attribute(named: "Transient") != nil || variable.attribute(named: "ObservationIgnored") != nil { return false }
        let excluded: Set<String> = ["static", "class", "lazy"]
        if variable.modifiers.contains(where: { excluded.contains($0.name.text) }) { return false }
        return variable.bindings.allSatisfy { $0.accessorBlock == nil }
    }
}

extension VariableDeclSyntax {
    func attribute(named name: String) -> AttributeSyntax? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let written = attribute.attributeName.trimmedDescription
            if written == name || written == "SwiftData.\(name)" { return attribute }
        }
        return nil
    }
}

struct ModelDiagnostic: DiagnosticMessage {
    let message: String
    let diagnosticID = MessageID(domain: "SwiftData", id: "Model")
    let severity = DiagnosticSeverity.error
    init(_ message: String) { self.message = message }
}

/// `@Model`: the backing data, the schema's metadata, `init(backingData:)`, the observation registrar,
/// `#Unique` and `#Index` as static lists, and the conformances to `PersistentModel` and `Observable`.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModelDiagnostic("@Model applies to classes only; make this a class")))
            return []
        }
        let type = model.name.trimmedDescription
        let access = accessModifier(of: model)
        let properties = StoredProperty.persisted(in: model.memberBlock.members, context: context)
        let metadata = properties.map { property -> String in
            var defaultValue = "nil"
            if let initializer = property.initializer {
                defaultValue = property.type.map { "(\(initializer)) as \($0)" } ?? "\(initializer)"
            }
            var schemaProperty = "nil"
            if let attribute = property.attribute {
                schemaProperty = "SwiftData.Schema.Attribute(\(attribute.arguments?.trimmedDescription ?? ""))"
            } else if let relationship = property.relationship {
                schemaProperty = "SwiftData.Schema.Relationship(\(relationship.arguments?.trimmedDescription ?? ""))"
            }
            return "SwiftData.Schema.PropertyMetadata(name: \"\(property.name)\", keypath: \\\(type).\(property.name), "
                + "defaultValue: \(defaultValue), metadata: \(schemaProperty))"
        }
        let clears = properties.map { "    _\($0.name) = SwiftData._SwiftDataNoType()" }.joined(separator: "\n")
        var members: [DeclSyntax] = [
            "@Transient private var _$backingData: any SwiftData.BackingData<\(raw: type)> = \(raw: type).createBackingData()",
            """
            \(raw: access)var persistentBackingData: any SwiftData.BackingData<\(raw: type)> {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            """
            \(raw: access)static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                [\(raw: metadata.map { "\n        " + $0 }.joined(separator: ","))
                ]
            }
            """,
            """
            \(raw: access)required init(backingData: any SwiftData.BackingData<\(raw: type)>) {
            \(raw: clears)
                self.persistentBackingData = backingData
            }
            """,
            "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
        ]
        for (macro, member) in [("Unique", "_$uniquenessConstraints"), ("Index", "_$indices")] {
            let lists = model.memberBlock.members.compactMap { item -> String? in
                guard let expansion = item.decl.as(MacroExpansionDeclSyntax.self), expansion.macroName.text == macro else { return nil }
                let kind = macro == "Unique" ? "Unique" : "Index"
                let property = macro == "Unique" ? "constraints" : "_keyPathLists"
                return "SwiftData.Schema.\(kind)<\(type)>(\(expansion.arguments.trimmedDescription)).\(property)"
            }
            guard !lists.isEmpty else { continue }
            members.append(
                """
                \(raw: access)static var \(raw: member): [[AnyKeyPath]] {
                    \(raw: lists.map { "(\($0) as [[AnyKeyPath]])" }.joined(separator: " + "))
                }
                """)
        }
        return members
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
            StoredProperty.isPersisted(variable), variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            variable.attribute(named: "_PersistedProperty") == nil, let name = PersistedPropertyMacro.propertyName(of: variable)
        else { return [] }
        // The property's place in `schemaMetadata`: its getter reads the backing data's values by position
        // rather than looking its key path up on every read.
        let properties = StoredProperty.persisted(in: model.memberBlock.members, context: context, diagnosing: false)
        guard let index = properties.firstIndex(where: { $0.name == name }) else { return ["@_PersistedProperty"] }
        return ["@_PersistedProperty(index: \(raw: index))"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        let wanted = protocols.map(\.trimmedDescription)
        var conformances: [String] = []
        if wanted.contains(where: { $0.hasSuffix("PersistentModel") }) { conformances.append("SwiftData.PersistentModel") }
        if wanted.contains(where: { $0.hasSuffix("Observable") }) { conformances.append("Observation.Observable") }
        guard !conformances.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}")]
    }

    /// `public` for a public or open class, so that its members meet the protocol's requirements; the default otherwise.
    static func accessModifier(of declaration: ClassDeclSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.text {
            case "public", "open": return "public "
            case "package": return "package "
            default: continue
            }
        }
        return ""
    }
}

/// What `@Model` puts on each stored property: accessors that read and write the backing data,
/// observed as `@Observable` observes, and an init accessor so that the class's own initializers
/// assign it as before.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = propertyName(of: declaration) else { return [] }
        var read = "self.getValue(forKey: \\.\(name))"
        if case .argumentList(let arguments) = node.arguments, let argument = arguments.first(where: { $0.label?.text == "index" }),
            let index = Int(argument.expression.trimmedDescription)
        {
            read = "_$backingData._getValue(at: \(index), forKey: \\.\(name))"
        }
        return [
            """
            @storageRestrictions(accesses: _$backingData, initializes: _\(raw: name))
            init(initialValue) {
                _$backingData.setValue(forKey: \\.\(raw: name), to: initialValue)
                _\(raw: name) = SwiftData._SwiftDataNoType()
            }
            """,
            """
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
                return \(raw: read)
            }
            """,
            """
            set {
                _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
                    self.setValue(forKey: \\.\(raw: name), to: newValue)
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let name = propertyName(of: declaration) else { return [] }
        return ["@Transient private var _\(raw: name): SwiftData._SwiftDataNoType"]
    }

    static func propertyName(of declaration: some DeclSyntaxProtocol) -> String? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: markers that `@Model` reads; they add nothing.
public struct SchemaMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `#Unique` and `#Index`: the type checker checks their key paths against the macro's signature,
/// and `@Model` lists them in the class; they declare nothing where they are written.
public struct SchemaConstraintMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@ModelActor`: the actor's container and its executor, whose context the actor's methods use,
/// and `init(modelContainer:)`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModelDiagnostic("@ModelActor applies to actors only; make this an actor")))
            return []
        }
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
                let modelContext = SwiftData.ModelContext(modelContainer)
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}

@main
struct SwiftDataMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ModelMacro.self, PersistedPropertyMacro.self, SchemaMarkerMacro.self, SchemaConstraintMacro.self, ModelActorMacro.self,
    ]
}
