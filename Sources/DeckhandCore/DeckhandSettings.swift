import Foundation
import DeckhandModels
import DeckhandGtk
import Localization

/// Opens Deckhand's settings (schema `app.deckhand.Deckhand`, `data/*.gschema.xml`).
///
/// The schema is compiled into the binary (`ResourceBundle`), so the settings work wherever the
/// binary runs, installed or not: the compiled copy is written beside the values, and the
/// values are kept in a key file there, `settings.ini`, as a sandboxed GNOME app keeps them.
@MainActor
enum DeckhandSettings {
    /// The schema's id.
    static let schemaID = "app.deckhand.Deckhand"
    /// The compiled schemas inside the resource bundle.
    static let compiledSchemaPath = "/app/deckhand/Deckhand/gschemas.compiled"

    /// The settings kept in `folder`; if they cannot be kept there, settings that last as long
    /// as the process (and a line on standard error saying why).
    static func open(in folder: URL = UserDataFolder.settingsURL()) -> StoredSettings? {
        do {
            let schemas = try writeSchema(in: folder.appendingPathComponent("schema"))
            return try StoredSettings(
                schema: schemaID, compiledIn: schemas.path,
                keyFile: folder.appendingPathComponent("settings.ini").path
            )
        } catch {
            // TRANSLATORS: printed on standard error; %s says why ("the binary carries no compiled schema").
            report("deckhand: " + tr("settings cannot be kept: %s; they last until Deckhand quits", describe(error)))
        }
        let scratch = scratchSchemaFolder
        // GLib reads the schema as the settings are made (it keeps the file mapped), so the copy
        // is removed at once rather than left in the temporary folder.
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            return try StoredSettings(schema: schemaID, compiledIn: writeSchema(in: scratch).path, keyFile: nil)
        } catch {
            // TRANSLATORS: printed on standard error; %s says why ("the binary carries no compiled schema").
            report("deckhand: " + tr("settings are unavailable (%s)", describe(error)))
            return nil
        }
    }

    /// Where settings that last as long as the process copy the schema for a moment.
    static var scratchSchemaFolder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-schema-\(getpid())")
    }

    /// Writes the bundle's compiled schema to `folder` unless an identical copy is there.
    private static func writeSchema(in folder: URL) throws -> URL {
        guard let compiled = Resources.data(at: compiledSchemaPath) else {
            throw SettingsError(message: tr("the binary carries no compiled schema"))
        }
        let file = folder.appendingPathComponent("gschemas.compiled")
        if FileManager.default.contents(atPath: file.path) != compiled {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try compiled.write(to: file, options: .atomic)
            } catch {
                // TRANSLATORS: %s is a file's path.
                throw SettingsError(message: tr("%s cannot be written", file.path))
            }
        }
        return folder
    }

    private static func describe(_ error: any Error) -> String {
        (error as? SettingsError)?.message ?? error.localizedDescription
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
