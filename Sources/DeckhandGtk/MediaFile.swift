import CDeckhandGtk

/// A `GtkMediaFile`: one audio or video file played through GTK's media backend (GStreamer
/// on Linux), without a window of its own.
///
/// ```swift
/// let media = MediaFile(path: "/music/harbour.ogg")
/// media.onEnded { next() }
/// media.play()
/// ```
@MainActor
public final class MediaFile: Object {
    /// Opens the file at `path` for playing; nothing plays until `play()`.
    public init(path: String) {
        super.init(taking: UnsafeMutableRawPointer(gtk_media_file_new_for_filename(path)))
    }

    private var stream: UnsafeMutablePointer<GtkMediaStream> { typed() }

    /// Starts or resumes playing.
    public func play() { gtk_media_stream_play(stream) }

    /// Pauses; `play()` resumes where it stopped.
    public func pause() { gtk_media_stream_pause(stream) }

    /// Whether it is playing now.
    public var isPlaying: Bool { gtk_media_stream_get_playing(stream) != 0 }

    /// Why the file cannot be played, once the backend found out; nil while all is well.
    public var problem: String? {
        guard let error = gtk_media_stream_get_error(stream) else { return nil }
        return String(cString: error.pointee.message)
    }

    /// Runs `handler` when the file has played to its end.
    public func onEnded(_ handler: @escaping VoidHandler) {
        onNotify("ended") { [weak self] in
            if let self, gtk_media_stream_get_ended(self.stream) != 0 { handler() }
        }
    }

    /// Runs `handler` when the backend finds the file cannot be played (`problem` says why).
    public func onProblem(_ handler: @escaping VoidHandler) {
        onNotify("error") { [weak self] in
            if self?.problem != nil { handler() }
        }
    }

    /// Stops for good: the file is closed and nothing more is heard from it.
    public func stop() {
        gtk_media_stream_pause(stream)
        gtk_media_file_clear(typed(as: GtkMediaFile.self))
    }
}
