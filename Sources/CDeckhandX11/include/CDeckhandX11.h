#ifndef DECKHAND_CX11_H
#define DECKHAND_CX11_H

/* Reading X11 events that GDK hands out untranslated. Declared with plain C types so that
   Xlib's type names (Window, Display, Screen) stay out of Swift. */

/* Whether `xevent` (an XEvent*, as GdkX11Display's "xevent" signal passes it) is a press of the
   key with `keysym` reported on the root window: what a passive key grab on the root window
   reports (GDK's, during a drag, made with XIGrabKeycode, so an XInput 2 XI_KeyPress; a core
   KeyPress for a core grab). Presses reported on the application's own windows are not. */
int cdeckhand_x11_event_is_root_key_press(const void *xevent, unsigned long keysym);

#endif
