import Foundation
import Localization
import Playlist

/// What Save, Save As and closing with unsaved changes ask and decide, before and after the
/// window writes the file (`PlaylistSaver` asks the questions and writes off the main thread).
extension PlaylistEditorModel {
    /// What Save does now.
    public enum SaveStep: Equatable, Sendable {
        /// Nothing: a save is under way, or the window asks about closing.
        case refused
        /// Asks where to save: the playlist has no file yet.
        case chooseWhere
        /// Asks before saving over changes another program made to the file.
        case askAboutChangesOnDisk
        /// Asks before saving over a file whose read skipped lines: they are not written back.
        case askAboutSkippedLines
        /// Writes the playlist's file.
        case write
    }

    /// What Save As does with the path chosen.
    public enum SaveAsStep: Equatable, Sendable {
        /// Writes there.
        case write(URL)
        /// Asks first: it is the playlist's own file, and its read skipped lines.
        case askAboutSkippedLines(URL)
        /// Saves nothing, and says why.
        case refused(String)
    }

    /// A question asked before saving or closing.
    public struct Question: Equatable, Sendable {
        /// The question itself, the dialog's heading.
        public var title: String
        /// What follows from each answer, under it.
        public var detail: String
    }

    /// What Save does first.
    public var saveStep: SaveStep {
        guard phase.canSave else { return .refused }
        guard document.url != nil else { return .chooseWhere }
        // Another program's changes to the file would be lost: ask first.
        if document.fileChangedOnDisk { return .askAboutChangesOnDisk }
        return stepAfterChangesOnDisk
    }

    /// What Save does once saving over another program's changes is agreed.
    public var stepAfterChangesOnDisk: SaveStep {
        // Saving over a file whose read skipped lines writes it anew without them: ask first.
        skipped.isEmpty ? .write : .askAboutSkippedLines
    }

    /// What Save As does with `path`, the chooser's answer: `exists` tells whether a file is
    /// there, `openElsewhere` whether another window has it open.
    public func saveAsStep(for path: String, exists: (URL) -> Bool, openElsewhere: (URL) -> Bool) -> SaveAsStep {
        var url = URL(fileURLWithPath: path)
        if url.pathExtension.isEmpty {
            url.appendPathExtension("m3u8")
            // The chooser asked about replacing the name typed, not this one.
            if exists(url) {
                return .refused(tr("%s already exists. Save As again and choose it to replace it.", url.lastPathComponent))
            }
        }
        // The chooser asked about replacing the file; the lines that replacing loses, not.
        if !skipped.isEmpty, url.standardizedFileURL == document.url?.standardizedFileURL { return .askAboutSkippedLines(url) }
        if openElsewhere(url) {
            return .refused(tr("%s is open in another window. Close it there first, or choose another name.", url.lastPathComponent))
        }
        return .write(url)
    }

    /// The name Save As suggests: the file's own, or beside it for an edited copy when its
    /// read skipped lines (the file is kept as it is unless the user chooses it).
    public var suggestedSaveName: String {
        guard let url = document.url else { return tr("New Playlist") + ".m3u8" }
        return skipped.isEmpty ? url.lastPathComponent : Self.editedName(of: url)
    }

    /// "mix (edited).xspf" for "mix.xspf": a name beside the file for an edited copy.
    public static func editedName(of url: URL) -> String {
        // TRANSLATORS: a file name suggested for an edited copy of the playlist file %s ("mix").
        let edited = tr("%s (edited)", url.deletingPathExtension().lastPathComponent)
        return url.pathExtension.isEmpty ? edited : "\(edited).\(url.pathExtension)"
    }

    /// Asked before saving over changes another program made to the file.
    public var changesOnDiskQuestion: Question {
        Question(
            // TRANSLATORS: a question's title; %s is the playlist file's name.
            title: tr("“%s” was changed by another program", name),
            detail: tr("Saving replaces its changes with this playlist; Save As keeps the file as it is.")
        )
    }

    /// Asked before saving over a file whose read skipped lines.
    public var skippedLinesQuestion: Question {
        let count = skipped.count
        let detail = skipped.contains(where: \.leavesOutAnEntry)
            ? trn(
                "Deckhand could not read %d line of it. Saved over, the file loses them, and the entries they held, for good; Save As keeps the file as it is.",
                "Deckhand could not read %d lines of it. Saved over, the file loses them, and the entries they held, for good; Save As keeps the file as it is.",
                count
            )
            : trn(
                "Deckhand could not read %d line of it. Saved over, the file loses them for good; Save As keeps the file as it is.",
                "Deckhand could not read %d lines of it. Saved over, the file loses them for good; Save As keeps the file as it is.",
                count
            )
        return Question(title: tr("Save over “%s”?", name), detail: detail)
    }

    /// Asked on closing with unsaved changes; after `failure`, the save chosen then failed.
    public func closingQuestion(after failure: String?) -> Question {
        guard let failure else {
            return Question(
                title: tr("Save changes to “%s” before closing?", name), detail: tr("If you close without saving, your changes are lost.")
            )
        }
        return Question(
            // TRANSLATORS: a question's title, asked when the save chosen on closing failed; %s is the file's name.
            title: tr("“%s” could not be saved", name),
            detail: failure + "\n\n" + tr("Save it somewhere else, or close without saving: your changes are lost.")
        )
    }

    /// Takes a save that wrote `copy` with `stamp`: the document is saved (unless edited
    /// meanwhile) and the lines the read skipped are behind it.
    public func saved(_ copy: PlaylistDocument.SaveCopy, stamp: FileStamp?) {
        document.didSave(copy, stamp: stamp)
        skipped = []
    }

    /// Takes a save that failed with `problem`; returns what the status line says.
    public func saveFailed(_ problem: String?) -> String {
        let failure = problem ?? tr("The playlist could not be saved")
        saveFailure = failure
        return failure
    }
}
