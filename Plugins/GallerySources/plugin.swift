import Foundation
import PackagePlugin

/// Makes the gallery's "Swift that builds this page" text from the page's own source: every
/// region of the target's Gallery sources between `// gallery-source: PAGE…` and
/// `// gallery-source: end` becomes part of `GallerySources.byPage[PAGE]`, at build time.
@main
struct GallerySources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // The files right in the target's Gallery folder, wherever the package is checked out.
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).filter {
            $0.pathComponents.dropLast().suffix(2) == ["\(target.name)", "Gallery"]
        }.sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "GallerySources.swift")
        return [.buildCommand(
            displayName: "Collecting the gallery's page sources",
            executable: try context.tool(named: "GallerySourcesTool").url,
            arguments: [output.path] + inputs.map(\.path),
            inputFiles: inputs, outputFiles: [output]
        )]
    }
}
