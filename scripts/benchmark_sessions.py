"""The display sessions the benchmarks run their subjects in, one private Xvfb display each:
bare X11 with a compositor, or Wayland through weston inside it; and what they read of a
subject's automation file. Imported by scripts/benchmark-card-drag,
scripts/benchmark-card-start, scripts/benchmark-drag-frames,
scripts/benchmark-card-hover-instructions and scripts/benchmark-playlist-window."""
import json, math, os, shutil, subprocess, tempfile, time

# The size weston's output takes, every Wayland subject filling it: the card table's first size.
OUTPUT_SIZE = (1024, 760)


def start_xvfb(display, black_root=False):
    """Starts the private Xvfb display `display` and makes it the script's own."""
    xvfb = subprocess.Popen(["Xvfb", display, *(["-br"] if black_root else []), "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"], stderr=subprocess.DEVNULL)
    os.environ["DISPLAY"] = display
    time.sleep(1)
    return xvfb


class X11Session:
    """The Xvfb display with a compositor (xcompmgr) and no window manager: every subject an X11
    client, its window where its application puts it."""
    name = "X11: Xvfb with xcompmgr"
    wayland = False

    def __init__(self, display, black_root=False):
        self.display, self.black_root = display, black_root

    def start(self):
        self.xvfb = start_xvfb(self.display, self.black_root)
        self.compositor = subprocess.Popen(["xcompmgr"], stderr=subprocess.DEVNULL)

    def environment(self, env):
        """`env` for a subject started in this session."""
        return env

    def stop(self):
        """Ends whatever `start` got to start."""
        for process in (getattr(self, "compositor", None), getattr(self, "xvfb", None)):
            if process:
                process.terminate()
                process.wait(timeout=10)


class WaylandSession:
    """Weston with its kiosk shell on the Xvfb display, a Wayland session as GNOME's default
    session is: every subject a Wayland client (GDK_BACKEND=wayland) made fullscreen in
    weston's output, seen and reached through weston's own X11 window, `output` (xdotool's
    pointer gets there only under weston's pixman renderer, not its GL one). Needs weston,
    xdotool and xwininfo."""
    name = "Wayland: weston's kiosk shell in Xvfb"
    wayland = True

    def __init__(self, display, black_root=False):
        if not shutil.which("weston"):
            raise SystemExit("--wayland needs weston: apt-get install weston")
        self.display, self.black_root = display, black_root

    def start(self):
        self.xvfb = start_xvfb(self.display, self.black_root)
        # The pointer waits outside weston's window until a benchmark moves it.
        subprocess.run(["xdotool", "mousemove", "1270", "790"], check=True)
        self.runtime = tempfile.mkdtemp(prefix="deckhand-bench-runtime-")
        width, height = OUTPUT_SIZE
        self.weston = subprocess.Popen(
            ["weston", "--backend=x11-backend.so", "--shell=kiosk-shell.so", f"--width={width}", f"--height={height}",
             "--socket=deckhand-bench", "--use-pixman"],
            env=dict(os.environ, XDG_RUNTIME_DIR=self.runtime), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        self.output = None
        while self.output is None and time.monotonic() < deadline:
            time.sleep(0.2)
            tree = subprocess.run(["xwininfo", "-root", "-children"], capture_output=True, text=True).stdout
            self.output = next((int(line.split()[0], 16) for line in tree.splitlines() if f" {width}x{height}+" in line), None)
        if self.output is None:
            raise SystemExit("weston showed no window within 20 s")

    def environment(self, env):
        """`env` for a subject started in this session: a client of weston."""
        return dict(env, XDG_RUNTIME_DIR=self.runtime, WAYLAND_DISPLAY="deckhand-bench", GDK_BACKEND="wayland")

    def stop(self):
        """Ends whatever `start` got to start."""
        for process in (getattr(self, "weston", None), getattr(self, "xvfb", None)):
            if process:
                process.terminate()
                process.wait(timeout=10)
        if getattr(self, "runtime", None):
            shutil.rmtree(self.runtime, ignore_errors=True)


def session(arguments, display, black_root=False):
    """The session the command line asks for (`--wayland` among `arguments`, or X11), and the
    arguments without it."""
    kind = WaylandSession if "--wayland" in arguments else X11Session
    return kind(display, black_root), [word for word in arguments if word != "--wayland"]


def automation_window(path):
    """The first window in the automation file at `path`, or None while there is none (the
    file not written yet, or caught mid-rename)."""
    try:
        with open(path) as file:
            return json.load(file)["windows"][0]
    except (OSError, ValueError, KeyError, IndexError):
        return None


def percentile(values, share):
    """The value that `share` of `values` lie at or below (the nearest rank); NaN for none."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)] if ordered else float("nan")
