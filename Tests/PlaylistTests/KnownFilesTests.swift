import Foundation
import Playlist
import Testing
import SeededRandom

/// The header's figures kept up batch by batch must be what counting the whole playlist again
/// gives, whatever the batches, duplicate entries, streams and edits in the middle of a look.
@Suite("What is known of a playlist's files")
struct KnownFilesTests {
    /// The files on a pretend disk: which are there, and their lengths.
    private struct Disk {
        var lengths: [String: Double?] = [:]

        /// What a look at `tracks` finds, by track.
        func findings(for tracks: [Track]) -> FileFindings {
            var found = FileFindings()
            for track in tracks {
                guard case .file(let url) = track.location else { continue }
                if let length = lengths[url.path] {
                    found.present.insert(track.id)
                    found.tags[track.id] = AudioTags(title: url.lastPathComponent, duration: length)
                } else {
                    found.missing.insert(track.id)
                }
            }
            return found
        }
    }

    /// The figures counted the plain way, from every batch taken so far.
    private func counted(_ document: PlaylistDocument, missing: Set<String>, tags: [String: AudioTags]) -> KnownFiles.Figures {
        var figures = KnownFiles.Figures()
        for track in document.tracks {
            guard case .file(let url) = track.location else {
                figures.seconds += track.duration ?? 0
                continue
            }
            if missing.contains(url.path) { figures.missing.insert(track.id) }
            figures.seconds += track.duration ?? tags[url.path]?.duration ?? 0
        }
        return figures
    }

    private func randomTracks(_ count: Int, paths: [String], using generator: inout SeededGenerator) -> [Track] {
        (0..<count).map { _ in
            let location: TrackLocation = Int.random(in: 0..<10, using: &generator) == 0
                ? .url(URL(string: "https://radio.example/stream")!)
                : .file(URL(fileURLWithPath: paths.randomElement(using: &generator)!))
            let length: Double? = Bool.random(using: &generator) ? Double(Int.random(in: 1...600, using: &generator)) : nil
            return Track(id: 0, location: location, duration: length)
        }
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func figuresKeptUpEqualACountOfTheWholePlaylist(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let paths = (0..<12).map { "/music/\($0).ogg" }
        var disk = Disk()
        for path in paths where Int.random(in: 0..<3, using: &generator) > 0 {
            disk.lengths[path] = Bool.random(using: &generator) ? Double(Int.random(in: 1...400, using: &generator)) : .some(nil)
        }
        var document = PlaylistDocument()
        document.insert(entries: randomTracks(40, paths: paths, using: &generator), at: 0)
        var files = KnownFiles(countedFor: document)
        var missing = Set<String>()
        var tags: [String: AudioTags] = [:]

        // A look at the whole playlist, then two at dropped tracks, with edits between batches.
        for round in 0..<3 {
            let looked = round == 0 ? document.tracks
                : document.insert(entries: randomTracks(10, paths: paths, using: &generator), at: Int.random(in: 0...document.tracks.count, using: &generator))
            if round > 0 {
                // A file comes back or goes between looks.
                let path = paths.randomElement(using: &generator)!
                disk.lengths[path] = disk.lengths[path] == nil ? .some(Double(Int.random(in: 1...400, using: &generator))) : nil
            }
            let trackPaths = TrackPaths(document.tracks, entries: document.entriesRevision)
            let batches = looked.shuffled(using: &generator).chunked(by: Int.random(in: 1...7, using: &generator))
            for (index, batch) in batches.enumerated() {
                if index == 1, Bool.random(using: &generator), let gone = document.tracks.randomElement(using: &generator) {
                    // The user removes a track while the look goes on: its paths are out of date.
                    document.remove([gone.id])
                }
                let found = trackPaths.byPath(disk.findings(for: batch))
                files.take(found, paths: trackPaths, of: document)
                missing.subtract(found.present)
                missing.formUnion(found.missing)
                tags.merge(found.tags) { _, new in new }
                #expect(files.figures(of: document) == counted(document, missing: missing, tags: tags), "seed \(seed), round \(round), batch \(index)")
            }
        }
    }

    @Test func aTrackIsMissingByItsFileSoItsDuplicateIsToo() {
        var document = PlaylistDocument()
        let added = document.insert([.file(URL(fileURLWithPath: "/m/a.ogg")), .file(URL(fileURLWithPath: "/m/a.ogg")), .file(URL(fileURLWithPath: "/m/b.ogg"))], at: 0)
        var files = KnownFiles(countedFor: document)
        let paths = TrackPaths(document.tracks, entries: document.entriesRevision)
        // Only the first of the two entries was looked at in this batch.
        var findings = FileFindings()
        findings.missing = [added[0].id]
        findings.present = [added[2].id]
        findings.tags = [added[2].id: AudioTags(duration: 61)]
        files.take(paths.byPath(findings), paths: paths, of: document)
        #expect(files.figures(of: document).missing == [added[0].id, added[1].id])
        #expect(files.figures(of: document).seconds == 61)
        #expect(files.isMissing(added[1]))
        #expect(files.tags(of: added[2])?.duration == 61)
        files.noteMissing("/m/b.ogg")
        #expect(files.figures(of: document).missing.count == 3)
    }
}

extension Array {
    /// The elements in runs of `size` (the last may be shorter).
    fileprivate func chunked(by size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
