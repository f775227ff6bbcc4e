import Foundation
import PackagePlugin

/// Generates Swift from every `.intentdefinition` file of a target, at build time.
///
/// Each definition is an input of its command, so editing it regenerates the Swift on the next
/// build, and the generated code can never lag behind the file.
@main
struct IntentDefinitionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "intentgen")
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "GeneratedIntents")
        return sourceTarget.sourceFiles(withSuffix: "intentdefinition").map { file in
            // `Foo.intentdefinition.swift`, never `Foo.swift`: a project may have a file of its own by that name.
            let name = file.url.lastPathComponent
            return .buildCommand(
                displayName: "Generating Swift from \(file.url.lastPathComponent)",
                executable: tool.url,
                arguments: ["generate", file.url.path, "--output", outputDirectory.path],
                inputFiles: [file.url],
                outputFiles: [outputDirectory.appending(path: "\(name).swift")]
            )
        }
    }
}
