import Foundation

/// A help viewer of the test's own, the desktop's default for `help:` and `ghelp:` URIs in a
/// private XDG home: it writes each URI it is asked to open to a file, so a test sees exactly
/// what the app asked GIO to open. Without one (`working: false`), the system's data folders
/// are given without their `applications` (the rest linked), so that not even Yelp is found:
/// a desktop where no help viewer is installed.
struct HelpViewerStub {
    /// The private home: pass `environment` to the app.
    let home: URL
    /// Where the URIs opened are written, one per line.
    var openedFile: URL { home.appendingPathComponent("opened.txt") }

    /// `XDG_DATA_HOME` and `XDG_CONFIG_HOME` inside the private home (and `XDG_DATA_DIRS`
    /// without a viewer).
    var environment: [String: String] {
        var environment = [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ]
        if !working { environment["XDG_DATA_DIRS"] = home.appendingPathComponent("share").path }
        return environment
    }

    private let working: Bool

    /// Installs the stub in `home`, or with `working: false` a desktop with no viewer at all.
    init(in home: URL, working: Bool = true) throws {
        self.home = home
        self.working = working
        guard working else {
            try linkSystemDataWithoutApplications()
            return
        }
        let applications = home.appendingPathComponent("data/applications")
        let config = home.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let script = home.appendingPathComponent("viewer.sh")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(openedFile.path)'\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let entry = """
            [Desktop Entry]
            Type=Application
            Name=Help viewer stub
            Exec=\(script.path) %u
            MimeType=x-scheme-handler/help;x-scheme-handler/ghelp;
            NoDisplay=true

            """
        try Data(entry.utf8).write(to: applications.appendingPathComponent("deckhand-help-stub.desktop"))
        let defaults = """
            [Default Applications]
            x-scheme-handler/help=deckhand-help-stub.desktop
            x-scheme-handler/ghelp=deckhand-help-stub.desktop

            """
        try Data(defaults.utf8).write(to: config.appendingPathComponent("mimeapps.list"))
    }

    /// `share/` in the home: everything in /usr/share linked but `applications`.
    private func linkSystemDataWithoutApplications() throws {
        let share = home.appendingPathComponent("share")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: "/usr/share") where item != "applications" {
            try FileManager.default.createSymbolicLink(
                at: share.appendingPathComponent(item), withDestinationURL: URL(fileURLWithPath: "/usr/share/\(item)")
            )
        }
    }

    /// The URIs opened so far.
    var opened: [String] {
        ((try? String(contentsOf: openedFile, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
