#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include "CDeckhandX11.h"

/* XInput's major opcode on `display`, asked of the server once; -1 without XInput. GDK reads
   X events on the main thread only, and so does this. */
static int xinput_opcode(Display *display) {
    static Display *asked = NULL;
    static int opcode = -1;
    if (display != asked) {
        int first_event, first_error;
        asked = display;
        if (!XQueryExtension(display, "XInputExtension", &opcode, &first_event, &first_error)) {
            opcode = -1;
        }
    }
    return opcode;
}

int cdeckhand_x11_event_is_root_key_press(const void *event, unsigned long keysym) {
    const XEvent *xevent = event;
    if (xevent == NULL) {
        return 0;
    }
    if (xevent->type == KeyPress) {
        return xevent->xkey.window == DefaultRootWindow(xevent->xkey.display)
            && XLookupKeysym((XKeyEvent *)&xevent->xkey, 0) == keysym;
    }
    const XGenericEventCookie *cookie = &xevent->xcookie;
    if (xevent->type != GenericEvent || cookie->evtype != XI_KeyPress || cookie->data == NULL
        || cookie->extension != xinput_opcode(cookie->display)) {
        return 0;
    }
    const XIDeviceEvent *key = cookie->data;
    KeyCode code = XKeysymToKeycode(cookie->display, keysym);
    return key->event == DefaultRootWindow(cookie->display) && code != 0 && key->detail == code;
}
