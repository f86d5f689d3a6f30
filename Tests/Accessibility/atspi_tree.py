#!/usr/bin/python3
"""Starts an application and prints its accessibility tree, as a screen reader sees it over
AT-SPI, as JSON: {"role", "name", "description", "states", "children"} for every node.

    dbus-run-session -- /usr/bin/python3 atspi_tree.py [--keys K,K,...] [--stdout FILE] PROGRAM [ARGUMENT...]

With --keys it then types each key (xdotool names: Tab, Right, space), and prints instead what a
screen reader hears after each: {"steps": [{"key", "focused": {"role", "name"}, "siblings" (a menu item's), "said": [...]}]},
"said" being the descriptions set on the focused object during the step (which Orca speaks).
A key "TabTo:NAME" presses Tab until an object whose name starts with NAME has focus (at most
60 times), as one step whose "passed" lists every name focus went through. "click:NAME" and
"ctrl+click:NAME" click the middle of the first object whose name starts with NAME (where
AT-SPI says it is), as one step whose "selected" lists the names of the objects then selected.
"drag:FROM>TO" drags the first object whose name starts with FROM to the middle of the first
whose name starts with TO with the real pointer (press, hold a second, ten motion steps 30 ms
apart, release);
"drag:FROM>TO+DX:DY" drops DX pixels right of and DY pixels below that middle.

With --stdout FILE the program's standard output goes to FILE, a line at a time. Each
--app-env KEY=VALUE sets a variable for the program alone, not for the session's accessibility
services (G_DEBUG=fatal-warnings there would stop the registry itself at its first warning).

With --then-tree (after --keys) it prints {"steps": [...], "tree": {...}}: the whole tree as it
stands after the last key (menus and dialogs the keys opened included).

Run it inside a private D-Bus session (dbus-run-session): the application starts the AT-SPI
bus on it. Needs at-spi2-core and python3-pyatspi. The program's name must appear in the
application's AT-SPI name (deckhand); it is given up to 15 seconds to show up, and one more
second to lay out, then stopped.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import Atspi, GLib

# libatspi gives up on a call the application has not answered in 800 ms and says the
# application "no longer exists": an application busy for a moment on a loaded machine (a press
# in a list of 100,000 rows, in a debug build) is not gone. Wait as long as a person would.
Atspi.set_timeout(15000, 30000)

STATES = {
    pyatspi.STATE_FOCUSABLE: "focusable",
    pyatspi.STATE_FOCUSED: "focused",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_SELECTABLE: "selectable",
    pyatspi.STATE_SHOWING: "showing",
}


def find_application(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        child = desktop.getChildAtIndex(index)
        if child is not None and child.name and name in child.name.lower():
            return child
    return None


def node(accessible, depth=0):
    states = accessible.getState().getStates()
    children = []
    if depth < 60:
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is not None:
                children.append(node(child, depth + 1))
    return {
        "role": accessible.getRoleName(),
        "name": accessible.name or "",
        "description": accessible.description or "",
        "states": [STATES[state] for state in states if state in STATES],
        "children": children,
    }


def pump(seconds):
    """Lets AT-SPI deliver the events that arrive within `seconds`."""
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while time.time() < deadline:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def pump_after(state, quiet=0.3, longest=3.0):
    """Lets AT-SPI deliver what an action set off: until its first event comes (at most
    `longest` seconds: some keys set off none), then until none has come for `quiet` seconds."""
    before = state["events"]
    deadline = time.time() + longest
    while state["events"] == before and time.time() < deadline:
        pump(0.02)
    if state["events"] != before:
        settle(state, quiet)


def settle(state, quiet, longest=5.0):
    """Pumps until no event has come for `quiet` seconds (at most `longest` in all)."""
    seen = state["events"]
    calm_since = time.time()
    deadline = calm_since + longest
    while time.time() - calm_since < quiet and time.time() < deadline:
        pump(0.02)
        if state["events"] != seen:
            seen = state["events"]
            calm_since = time.time()


def tab_once(state, longest=1.5):
    """Presses Tab and waits for the focus to land (at most `longest` seconds)."""
    before = state["focus_events"]
    subprocess.run(["xdotool", "key", "Tab"], check=True)
    deadline = time.time() + longest
    while state["focus_events"] == before and time.time() < deadline:
        pump(0.02)
    pump(0.03)


def alive(read, default=None):
    """What `read` reads of an object, or `default` when the object went away meanwhile (a
    list's row recycled as it scrolls or rebinds: libatspi then says the application "no
    longer exists")."""
    try:
        return read()
    except Exception:
        return default


def find(accessible, prefix):
    """The first object under `accessible` whose name starts with `prefix`, skipping objects
    that go away while it looks."""
    if (alive(lambda: accessible.name, "") or "").startswith(prefix):
        return accessible
    for index in range(alive(lambda: accessible.childCount, 0)):
        child = alive(lambda: accessible.getChildAtIndex(index))
        found = find(child, prefix) if child is not None else None
        if found is not None:
            return found
    return None


def focused_in(accessible):
    """The object under `accessible` that has the keyboard focus, if any."""
    if alive(lambda: accessible.getState().contains(pyatspi.STATE_FOCUSED), False):
        return accessible
    for index in range(alive(lambda: accessible.childCount, 0)):
        child = alive(lambda: accessible.getChildAtIndex(index))
        found = focused_in(child) if child is not None else None
        if found is not None:
            return found
    return None


def shows_a_window(accessible):
    """Whether the application has a window with something in it on the accessibility bus."""
    try:
        return any(
            window is not None and window.childCount > 0
            for window in (accessible.getChildAtIndex(index) for index in range(accessible.childCount))
        )
    except GLib.GError:
        return False


def selected(accessible):
    """The names of the selected objects under `accessible`."""
    names = [accessible.name] if accessible.getState().contains(pyatspi.STATE_SELECTED) else []
    for index in range(accessible.childCount):
        child = accessible.getChildAtIndex(index)
        if child is not None:
            names += selected(child)
    return names


def centre(app, prefix):
    """The middle of the first object under `app` whose name starts with `prefix`, on screen
    (looked for again if it goes away before it is measured)."""
    for _ in range(10):
        target = find(app, prefix)
        if target is None:
            raise SystemExit(json.dumps({"error": f"nothing named {prefix!r}"}))
        # GTK 4 knows positions in its window only (asked for the screen's, it warns and answers
        # with those); with no window manager here, the window lies at the screen's origin.
        extents = alive(lambda: target.queryComponent().getExtents(pyatspi.WINDOW_COORDS))
        if extents is not None:
            return extents.x + extents.width // 2, extents.y + extents.height // 2
        time.sleep(0.2)
    raise SystemExit(json.dumps({"error": f"{prefix!r} kept going away"}))


def drag(app, token):
    """Drags with the real pointer as a "drag:FROM>TO" (or "drag:FROM>TO+DX:DY") token says."""
    source, _, destination = token[len("drag:"):].partition(">")
    destination, _, offset = destination.partition("+")
    dx, _, dy = offset.partition(":")
    (x0, y0), (x1, y1) = centre(app, source), centre(app, destination)
    x1, y1 = x1 + int(dx or 0), y1 + int(dy or 0)
    # Held still a second before moving: a debug build on a loaded machine may take a few
    # hundred milliseconds over a press in 100,000 items, and motions that queue up behind it
    # can start GTK's drag before the application has had the press.
    command = ["xdotool", "mousemove", str(x0), str(y0), "sleep", "0.1", "mousedown", "1", "sleep", "1"]
    for step in range(1, 11):
        command += ["mousemove", str(x0 + (x1 - x0) * step // 10), str(y0 + (y1 - y0) * step // 10), "sleep", "0.03"]
    command += ["sleep", "0.6", "mouseup", "1"]
    subprocess.run(command, check=True)


def click(app, token):
    """Clicks the object a "click:NAME" or "ctrl+click:NAME" token names."""
    modifier, _, prefix = token.partition("click:")
    target = find(app, prefix)
    if target is None:
        raise SystemExit(json.dumps({"error": f"nothing named {prefix!r} to click"}))
    extents = target.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x, y = extents.x + extents.width // 2, extents.y + extents.height // 2
    command = ["xdotool", "mousemove", str(x), str(y)]
    command += ["keydown", "ctrl", "click", "1", "keyup", "ctrl"] if modifier == "ctrl+" else ["click", "1"]
    subprocess.run(command, check=True)


def menu_items(focused):
    """For a focused menu item, the names of every item in its menu, the dimmed ones too."""
    try:
        if focused is None or focused.getRoleName() != "menu item" or focused.parent is None:
            return []
        parent = focused.parent
        items = (parent.getChildAtIndex(index) for index in range(parent.childCount))
        return [item.name or "" for item in items if item is not None]
    except GLib.GError:
        # The menu closed while it was read.
        return []


def listen(app, keys):
    """Types `keys` one by one and records, for each, the focused object and what was said."""
    state = {"focused": None, "said": [], "events": 0, "focus_events": 0}

    def on_focus(event):
        state["events"] += 1
        if event.detail1 == 1:
            state["focus_events"] += 1
            state["focused"] = event.source
            state["said"] = []

    def on_description(event):
        state["events"] += 1
        if state["focused"] is not None and event.source == state["focused"]:
            said = (event.source.description or "").replace("\u200b", "")
            if said:
                state["said"].append(said)

    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    pyatspi.Registry.registerEventListener(on_description, "object:property-change:accessible-description")
    pump(0.5)
    steps = []
    for key in keys:
        state["said"] = []
        passed = []
        chosen = None
        if key.startswith("drag:"):
            drag(app, key)
            pump_after(state)
        elif "click:" in key:
            click(app, key)
            pump_after(state)
            chosen = [name for name in selected(app) if name]
        elif key.startswith("TabTo:"):
            # "TabTo:~" names nothing: Tab goes once round the window, back to where it began.
            target = key[len("TabTo:"):]
            first = None
            for _ in range(60):
                tab_once(state)
                focused = state["focused"]
                if first is not None and focused == first:
                    break
                first = first or focused
                name = alive(lambda: focused.name, "") if focused is not None else ""
                passed.append(name or "")
                if name and name.startswith(target):
                    break
        else:
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True)
            pump_after(state)
        focused = state["focused"]
        if focused is not None:
            # Read the name afresh: it may have changed since focus came (an item's position).
            alive(focused.clear_cache)
            # The object that took focus may have gone since (a row rebound after a drop):
            # what has focus now is what a screen reader would read.
            if alive(lambda: focused.getRoleName()) is None:
                focused = focused_in(app)
                state["focused"] = focused
        steps.append({
            "key": key,
            "focused": {"role": focused.getRoleName(), "name": focused.name or ""} if focused is not None else None,
            "siblings": menu_items(focused),
            "said": state["said"],
            "passed": passed,
            "selected": chosen,
        })
    return steps


def main():
    if len(sys.argv) < 2 or sys.argv[1:2] == ["--keys"] and len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    keys = None
    output = subprocess.DEVNULL
    then_tree = False
    environment = dict(os.environ)
    while sys.argv[1] in ("--keys", "--stdout", "--then-tree", "--app-env"):
        if sys.argv[1] == "--then-tree":
            then_tree = True
            del sys.argv[1]
            continue
        if sys.argv[1] == "--keys":
            keys = sys.argv[2].split(",")
        elif sys.argv[1] == "--app-env":
            key, _, value = sys.argv[2].partition("=")
            environment[key] = value
        else:
            output = open(sys.argv[2], "w")
        del sys.argv[1:3]
    program = sys.argv[1:]
    name = os.path.basename(program[0]).lower()
    if output is not subprocess.DEVNULL:
        program = ["stdbuf", "-oL"] + program
    # What the program says on its standard error, for the error a failed run prints.
    errors = tempfile.TemporaryFile()
    app = subprocess.Popen(program, stdout=output, stderr=errors, env=environment)
    try:
        # Generous deadlines, each ended by what it waits for: a busy machine starts slowly.
        deadline = time.time() + 60
        accessible = None
        while accessible is None and time.time() < deadline and app.poll() is None:
            time.sleep(0.3)
            accessible = find_application(name)
        if accessible is None:
            print(json.dumps({"error": f"{name} did not appear on the accessibility bus"}))
            return 1
        deadline = time.time() + 60
        while not shows_a_window(accessible) and time.time() < deadline:
            time.sleep(0.3)
        time.sleep(1)
        if keys and then_tree:
            steps = listen(accessible, keys)
            pump(0.5)
            print(json.dumps({"steps": steps, "tree": node(accessible)}))
        else:
            print(json.dumps({"steps": listen(accessible, keys)} if keys else node(accessible)))
        return 0
    except (Exception, SystemExit) as error:
        errors.seek(0)
        said = errors.read().decode(errors="replace").strip().splitlines()[-5:]
        print(json.dumps({"error": f"{name} stopped answering ({error})", "stderr": said}))
        return 1
    finally:
        app.terminate()
        app.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
