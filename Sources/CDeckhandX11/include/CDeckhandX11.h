#ifndef DECKHAND_CX11_H
#define DECKHAND_CX11_H

/* Reading X11 events that GDK hands out untranslated. Declared with plain C types so that
   Xlib's type names (Window, Display, Screen) stay out of Swift. */

/* Whether `xevent` (an XEvent*, as GdkX11Display's "xevent" signal passes it) is a press of the
   key with `keysym`: a core KeyPress, or XInput 2's XI_KeyPress, which is how a passive key
   grab made with XIGrabKeycode (GDK's, during a drag) reports it. */
int cdeckhand_x11_event_is_key_press(const void *xevent, unsigned long keysym);

#endif
