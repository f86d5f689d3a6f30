import DeckhandModels
import Foundation
import Playlist
import TestFolders
import Testing

/// The playlist editor's state and words, with no window: loading, searching, edits, the
/// files looked at, what can be done, saving and relinking.
@Suite("The playlist editor's model")
struct PlaylistEditorModelTests {
    private let file = URL(fileURLWithPath: "/music/mix.m3u")
    private let tracks = [
        Track(id: 1, location: .file(URL(fileURLWithPath: "/music/gull.ogg")), title: "Gull", artist: "Cy", duration: 61),
        Track(id: 2, location: .file(URL(fileURLWithPath: "/music/harbour.ogg")), title: "Harbour", duration: 120),
        Track(id: 3, location: .file(URL(fileURLWithPath: "/music/lantern.ogg"))),
        Track(id: 4, location: .url(URL(string: "http://radio.example/stream")!), title: "Radio"),
    ]

    private func loadedModel(skipped: [SkippedLine] = []) -> PlaylistEditorModel {
        let model = PlaylistEditorModel()
        model.startLoading(file, restoring: false)
        model.loaded(tracks, skipped: skipped, stamp: nil, from: file, restoring: false)
        return model
    }

    /// What a look finds: `missing` tracks' files not there, `tags` read from the others.
    private func look(_ model: PlaylistEditorModel, missing: [Track.ID], tags: [Track.ID: AudioTags] = [:], last: Bool = true) {
        let paths = TrackPaths(model.document.tracks, entries: model.document.entriesRevision)
        var found = PathFindings()
        for track in model.document.tracks {
            guard case .file(let url) = track.location else { continue }
            if missing.contains(track.id) {
                found.missing.insert(url.path)
                found.tracksMissing.append(track.id)
            } else {
                found.present.insert(url.path)
                found.tracksPresent.append(track.id)
                if let read = tags[track.id] { found.tags[url.path] = read }
            }
        }
        model.take(found, paths: paths, lastOfWholeLook: last)
    }

    @Test func whileLoadingNothingIsEditedAndTheHeadingSaysWhatIsRead() {
        let model = PlaylistEditorModel()
        model.startLoading(file, restoring: false)
        #expect(model.file == file)
        #expect(model.title == "mix.m3u")
        #expect(model.subtitle == "Opening…")
        #expect(model.idleStatus == "Reading /music/mix.m3u")
        #expect(!model.edit { $0.remove([1]) > 0 })
        #expect(!model.availability.deleteTracks && !model.availability.playPause)
        #expect(model.emptyPage == nil, "no empty page over a list still loading")
        model.startLoading(file, restoring: true)
        #expect(model.idleStatus == "Reading the unsaved changes to mix.m3u")
    }

    @Test func aLoadedPlaylistIsNamedCountedAndTimed() {
        let model = loadedModel()
        #expect(model.phase == .editing)
        #expect(model.title == "mix.m3u")
        #expect(model.subtitle == "4 tracks · 3:01")
        #expect(model.idleStatus == PlaylistEditorModel.hint)
        #expect(model.loadedNews(restoring: false) == nil)
        #expect(model.loadedNews(restoring: true) == "Restored unsaved changes. Save to keep them.")
        #expect(model.edit { $0.remove([4]) > 0 })
        #expect(model.title == "• mix.m3u", "unsaved changes are marked")
        #expect(model.availability.undo && !model.availability.redo)
    }

    @Test func aFileThatWouldNotOpenNamesTheWindowUntilSomethingIsAdded() {
        let model = PlaylistEditorModel()
        model.startLoading(file, restoring: false)
        #expect(model.failedToLoad("mix.m3u is not a playlist", restoring: false) == "mix.m3u is not a playlist")
        #expect(model.name == "mix.m3u")
        #expect(model.subtitle == "Could not be opened")
        #expect(model.emptyPage?.title == "Could Not Open “mix.m3u”")
        #expect(model.emptyPage?.details == "mix.m3u is not a playlist")
        #expect(!model.availability.save, "nothing of its own to save")
        #expect(model.edit { !$0.insert(entries: [tracks[0]], at: 0).isEmpty })
        #expect(model.name == "New Playlist")
        #expect(model.availability.save)
    }

    @Test func keptEditsThatWouldNotReadBackSayTheyStayKept() {
        let model = PlaylistEditorModel()
        model.startLoading(file, restoring: true)
        let said = model.failedToLoad(nil, restoring: true)
        #expect(said == "The unsaved changes to mix.m3u could not be read back (mix.m3u could not be read); they stay kept.")
        #expect(model.emptyPage?.title == "No Tracks Yet", "no file failed to open: the kept edits did")
    }

    @Test func aSearchShowsTheMatchesNumberedAsInThePlaylistAndStopsReordering() {
        let model = loadedModel()
        #expect(model.setSearch("harb"))
        #expect(!model.setSearch("HARB "), "the same search")
        #expect(model.refreshShown(), "the rows are numbered anew")
        #expect(model.shownIDs == [2])
        #expect(model.number(at: 0) == 1, "Harbour is the playlist's second")
        #expect(model.subtitle == "1 of 4 tracks match")
        #expect(model.idleStatus == PlaylistEditorModel.filteredReason)
        #expect(!model.canReorder && !model.availability.moveTracks && !model.availability.order)
        #expect(model.move([0], by: 1) == nil, "no moves while tracks are hidden")
        #expect(model.setSearch("nothing like it"))
        _ = model.refreshShown()
        #expect(model.emptyPage?.iconName == "edit-find-symbolic")
        #expect(model.emptyPage?.title == "No Matching Tracks")
        #expect(model.emptyPage?.details == "No track matches “nothing like it”.")
        #expect(model.setSearch(""))
        _ = model.refreshShown()
        #expect(model.shownIDs == [1, 2, 3, 4])
        #expect(model.canReorder)
    }

    @Test func aSearchFindsWhatTheFilesTagsSay() {
        let model = loadedModel()
        look(model, missing: [], tags: [3: AudioTags(title: "Lantern", artist: "Bo")])
        #expect(model.setSearch("lantern"))
        _ = model.refreshShown()
        #expect(model.shownIDs == [3])
        #expect(model.known(model.shown[0]).displayTitle == "Lantern")
    }

    @Test func theSelectionMovesTogetherOnePlaceAndStopsAtTheEnds() throws {
        let model = loadedModel()
        #expect(model.move([0], by: -1) == nil)
        #expect(model.move([3], by: 1) == nil)
        #expect(model.move([], by: 1) == nil)
        let down = try #require(model.move([0, 1], by: 1))
        #expect(model.edit { $0.apply(down) })
        #expect(model.document.tracks.map(\.id) == [3, 1, 2, 4])
        let toEnd = try #require(model.move([2], by: 1))
        #expect(model.edit { $0.apply(toEnd) })
        #expect(model.document.tracks.map(\.id) == [3, 1, 4, 2])
        let up = try #require(model.move([1, 2], by: -1))
        #expect(model.edit { $0.apply(up) })
        #expect(model.document.tracks.map(\.id) == [1, 4, 3, 2])
        #expect(model.ids(at: [0, 9]) == [1], "positions past the end name nothing")
        #expect(model.positions(of: [2, 4]) == [1, 3])
    }

    @Test func dropsGoBeforeTheirAnchorOrAtTheEnd() {
        let model = loadedModel()
        #expect(model.insertionIndex(before: 3) == 2)
        #expect(model.insertionIndex(before: nil) == 4)
        #expect(model.insertionIndex(before: 99) == 4, "an anchor removed meanwhile")
        #expect(PlaylistEditorModel.dropNews(added: 0, problems: []) == "The drop named no audio files")
        #expect(PlaylistEditorModel.dropNews(added: 2, problems: []) == "Added 2 tracks")
        #expect(PlaylistEditorModel.dropNews(added: 1, problems: ["b.m3u could not be read"]) == "Added 1 track. b.m3u could not be read")
        #expect(PlaylistEditorModel.dropNews(added: 0, problems: ["b.m3u could not be read"]) == "b.m3u could not be read")
    }

    @Test func missingFilesAreCountedSaidAndLookedFor() {
        let model = loadedModel()
        model.startLookingAtEveryFile()
        #expect(!model.lookedAtEveryFile)
        look(model, missing: [1, 3], tags: [2: AudioTags(duration: 999)], last: false)
        #expect(model.missingCount == 2)
        #expect(model.missingTrackIDs() == [1, 3])
        #expect(model.subtitle == "4 tracks · 3:01 · 2 missing", "the playlist's own length wins over the tag's")
        #expect(model.idleStatus == "2 tracks point to files that are not there (marked ⚠)")
        #expect(model.isIdle(model.idleStatus) && model.isIdle(PlaylistEditorModel.readingTags(0.45)))
        #expect(PlaylistEditorModel.readingTags(0.45) == "Reading the tracks' tags… 45%")
        #expect(!model.isIdle("Added 2 tracks"))
        #expect(model.availability.findMissing)
        model.isFindingMissing = true
        #expect(!model.availability.findMissing && model.availability.stopFinding)
        let revision = model.filesRevision
        model.noteMissing("/music/harbour.ogg")
        #expect(model.filesRevision > revision)
        #expect(model.missingCount == 3)
        look(model, missing: [], last: true)
        #expect(model.lookedAtEveryFile)
        #expect(model.missingCount == nil)
    }

    @Test func aRelinkOfferNamesWhatItFoundAndWhatStaysMissing() throws {
        let model = loadedModel()
        look(model, missing: [1, 2, 3])
        let folder = URL(fileURLWithPath: "/backup")
        let found = [1: URL(fileURLWithPath: "/backup/gull.ogg"), 4: URL(fileURLWithPath: "/backup/radio.ogg")]
        let offer = try #require(RelinkOffer(found, from: folder, in: model))
        #expect(offer.locations == [1: .file(URL(fileURLWithPath: "/backup/gull.ogg"))], "only tracks still missing")
        #expect(offer.title == "Relink 1 track?")
        #expect(offer.text == "Gull  →  /backup/gull.ogg\n\n2 tracks stay missing.")
        #expect(offer.status == "Found the files of 1 track in /backup")
        #expect(offer.button == "_Relink 1 track")
        #expect(RelinkOffer([4: URL(fileURLWithPath: "/backup/radio.ogg")], from: folder, in: model) == nil)
        #expect(model.edit { $0.relink(offer.locations) == 1 })
        #expect(RelinkOffer.relinked(1) == "Relinked 1 track")
    }

    @Test func saveAsksWhereForANewPlaylistAndAboutWhatSavingOverLoses() {
        let new = PlaylistEditorModel()
        #expect(new.saveStep == .chooseWhere)
        #expect(new.suggestedSaveName == "New Playlist.m3u8")
        let clean = loadedModel()
        #expect(clean.saveStep == .write)
        #expect(clean.suggestedSaveName == "mix.m3u")
        let damaged = loadedModel(skipped: [SkippedLine(line: 7, reason: "no file"), SkippedLine(line: 3, reason: "bad length")])
        #expect(damaged.saveStep == .askAboutSkippedLines)
        #expect(damaged.skipped.map(\.line) == [3, 7], "in file order")
        #expect(damaged.skippedText == "Line 3: bad length\nLine 7: no file")
        #expect(damaged.suggestedSaveName == "mix (edited).m3u", "a copy beside the file keeps it as it is")
        #expect(damaged.loadedNews(restoring: false) == "mix.m3u loaded; 2 damaged lines were left out or read in part. Saving writes a clean file.")
        #expect(damaged.skippedLinesQuestion.title == "Save over “mix.m3u”?")
        #expect(damaged.skippedLinesQuestion.detail.hasPrefix("Deckhand could not read 2 lines of it. Saved over, the file loses them for good"))
        let entryLost = loadedModel(skipped: [SkippedLine(line: 2, reason: "no location", leavesOutAnEntry: true)])
        #expect(entryLost.skippedLinesQuestion.detail.contains("and the entries they held"))
        damaged.phase = .saving(thenClosing: false)
        #expect(damaged.saveStep == .refused, "one save at a time")
        #expect(PlaylistEditorModel.editedName(of: URL(fileURLWithPath: "/m/mix")) == "mix (edited)")
    }

    @Test func saveAsAddsM3U8AndRefusesWhatItCannotSafelyWrite() {
        let model = loadedModel(skipped: [SkippedLine(line: 1, reason: "bad")])
        let nothingThere: (URL) -> Bool = { _ in false }
        #expect(model.saveAsStep(for: "/m/new", exists: nothingThere, openElsewhere: nothingThere) == .write(URL(fileURLWithPath: "/m/new.m3u8")))
        #expect(model.saveAsStep(for: "/m/new", exists: { _ in true }, openElsewhere: nothingThere)
            == .refused("new.m3u8 already exists. Save As again and choose it to replace it."))
        #expect(model.saveAsStep(for: "/music/mix.m3u", exists: { _ in true }, openElsewhere: nothingThere) == .askAboutSkippedLines(file))
        #expect(model.saveAsStep(for: "/m/other.xspf", exists: nothingThere, openElsewhere: { _ in true })
            == .refused("other.xspf is open in another window. Close it there first, or choose another name."))
    }

    @Test func closingAsksAndAFailedSaveSaysWhy() {
        let model = loadedModel()
        #expect(model.closingQuestion(after: nil).title == "Save changes to “mix.m3u” before closing?")
        #expect(model.closingQuestion(after: nil).detail == "If you close without saving, your changes are lost.")
        let failure = model.saveFailed("The disk is full")
        #expect(failure == "The disk is full" && model.saveFailure == "The disk is full")
        let again = model.closingQuestion(after: failure)
        #expect(again.title == "“mix.m3u” could not be saved")
        #expect(again.detail.hasPrefix("The disk is full\n\n"))
        #expect(model.saveFailed(nil) == "The playlist could not be saved")
    }

    @Test func aSaveLeavesTheSkippedLinesBehind() throws {
        let folder = try TemporaryFolder("model-save")
        let model = loadedModel(skipped: [SkippedLine(line: 1, reason: "bad")])
        #expect(model.edit { $0.remove([4]) > 0 })
        let copy = try model.document.saveCopy(to: folder.url.appendingPathComponent("mix.m3u"))
        let stamp = try copy.write()
        model.saved(copy, stamp: stamp)
        #expect(model.skipped.isEmpty)
        #expect(!model.document.hasUnsavedChanges)
        #expect(model.saveStep == .write)
        #expect(model.title == "mix.m3u")
    }

    @Test func playPauseNeedsATrackOrOnePlaying() {
        let model = PlaylistEditorModel()
        #expect(!model.availability.playPause)
        model.playing = (7, true)
        #expect(model.availability.playPause)
        #expect(loadedModel().availability.playPause)
    }
}
