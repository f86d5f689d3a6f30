import Foundation
import PackagePlugin

/// Compiles `data/app.deckhand.Deckhand.gresource.xml` (and the settings schema it carries) into
/// the target as `ResourceBundle.data`, so that the binary needs no data folder at run time.
@main
struct ResourceBundle: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let data = context.package.directoryURL.appending(path: "data")
        let resourceList = data.appending(path: "app.deckhand.Deckhand.gresource.xml")
        let schema = data.appending(path: "app.deckhand.Deckhand.gschema.xml")
        // Every file the bundle is built from; screenshots and desktop files are not in it.
        let inputs = try FileManager.default.subpathsOfDirectory(atPath: data.path)
            .filter { $0.hasSuffix(".css") || $0.hasSuffix(".svg") || $0.hasSuffix(".xml") }
            .filter { !$0.hasPrefix("screenshots") }
            .sorted()
            .map { data.appending(path: $0) }
        let work = context.pluginWorkDirectoryURL.appending(path: "bundle")
        let output = context.pluginWorkDirectoryURL.appending(path: "ResourceBundle.swift")
        return [.buildCommand(
            displayName: "Compiling Deckhand's resources and settings schema",
            executable: try context.tool(named: "ResourceBundleTool").url,
            arguments: [output.path, work.path, data.path, resourceList.path, schema.path],
            inputFiles: inputs, outputFiles: [output]
        )]
    }
}
