import ExtensionProtocol
import Foundation
import IntentDefinition
import WireValues

/// What the Edit Widget form offers: each parameter's choices, a new widget's defaults, the interactive
/// form, and a configuration in words.
extension WidgetEditor {
    /// How many options the form asks for at a time: a few screens of its list.
    public static let optionsPerScreen = 50

    /// The choices offered for a parameter of a placed widget: from the extension that gives dynamic
    /// options, from the definition for an enumeration or a Boolean, from the system's contacts and places
    /// for a person or a location. `limit` asks for the first rows only, as a screen shows them; the
    /// reply says how many there are in all.
    public func options(widgetID: Int64, parameter name: String, searchTerm: String? = nil, limit: Int? = nil) throws
        -> IntentOptionsReply
    {
        let widget = try apps.placedWidget(widgetID)
        let form = try apps.form(of: widget)
        let parameter = try form.parameter(named: name)
        return try options(of: parameter, in: form, for: widget, configuration: widget.configuration, searchTerm: searchTerm, limit: limit)
    }

    /// The choices for `parameter` of `widget` while its form holds `configuration`.
    public func options(
        of parameter: IntentDefinition.Parameter, in form: ConfigurationForm, for widget: PlacedWidget, configuration: IntentValues,
        searchTerm: String?, limit: Int?
    ) throws -> IntentOptionsReply {
        let name = parameter.name
        if let searchTerm { try Self.checkLength(of: searchTerm, typedFor: "a search term for \(name)") }
        func local(_ items: [IntentOption]) -> IntentOptionsReply {
            IntentOptionsReply(
                sections: [IntentOptionSection(title: nil, items: Array(items.prefix(limit ?? Int.max)))], total: items.count)
        }
        switch parameter.type {
        case .person where !parameter.supportsDynamicOptions: return local(SystemDirectory.contactOptions(matching: searchTerm))
        case .placemark where !parameter.supportsDynamicOptions: return local(SystemDirectory.placeOptions(matching: searchTerm))
        default: break
        }
        if searchTerm != nil, !parameter.supportsSearch {
            throw HostError(
                "Parameter \(name) cannot be searched: its definition does not turn searching on; leave out --search to list all its options."
            )
        }
        guard parameter.supportsDynamicOptions else {
            guard let choices = form.staticChoices(of: parameter) else {
                throw HostError(
                    "Parameter \(name) takes a typed value (\(parameter.type)), not a choice from a list; set it with 'sample-app home edit \(widget.id) --set \(name)=VALUE'."
                )
            }
            return local(choices)
        }
        return try apps.dynamicOptions(
            of: name, in: form, app: apps.app(of: widget), configuration: configuration, searchTerm: searchTerm, limit: limit)
    }

    /// The interactive Edit Widget form of a placed widget: its options come from this system, a
    /// screenful at a time, and Done saves the configuration in one write.
    public func formSession(widgetID: Int64) throws -> FormSession {
        try formSession(widgetID: widgetID, assignments: [])
    }

    /// The form of a placed widget with `assignments` read into its values through the form's checks, as
    /// `edit` reads them, and nothing saved: the page's form, drawn again as the user changes a value.
    public func formSession(widgetID: Int64, assignments: [(parameter: String, value: String)]) throws -> FormSession {
        let widget = try apps.placedWidget(widgetID)
        let form = try apps.form(of: widget)
        let draft =
            assignments.isEmpty
            ? widget.configuration
            : try read(
                assignments, into: widget.configuration, form: form, family: widget.family, app: apps.app(of: widget),
                optionsCommand: "sample-app home options \(widget.id)"
            ).configuration
        return FormSession(
            form: form, family: widget.family, configuration: draft,
            options: { parameter, draft, search in
                try options(of: parameter, in: form, for: widget, configuration: draft, searchTerm: search, limit: Self.optionsPerScreen)
            },
            save: { configuration in
                for parameter in form.parameters {
                    let count = configuration[parameter.name].map { $0.arrayValue?.count ?? 1 } ?? 0
                    try form.checkCount(count, of: parameter, in: widget.family)
                }
                try save(configuration, of: widgetID)
            })
    }

    /// A placed widget's configuration as the user reads it (`ConfigurationForm.text(of:)`); as kept when its
    /// form cannot be had.
    public func configurationText(of widget: PlacedWidget) -> String {
        guard !widget.configuration.isEmpty, let form = try? apps.form(of: widget) else {
            return WidgetText.configuration(widget.configuration)
        }
        return form.text(of: widget.configuration)
    }
}
