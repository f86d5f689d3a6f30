#ifndef DECKHAND_CGTK_SHIM_H
#define DECKHAND_CGTK_SHIM_H

/* For g_keyfile_settings_backend_new: settings kept in a key file. */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <adwaita.h>
#include <gtk/gtk.h>

/* Swift cannot import GLib's function-like macros; these inline shims stand in for them. */

static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_object_type(gpointer instance) { return G_OBJECT_TYPE(instance); }
static inline gboolean cgtk_is_widget(gpointer instance) { return GTK_IS_WIDGET(instance); }
static inline gboolean cgtk_is_native(gpointer instance) { return GTK_IS_NATIVE(instance); }

/* The X11 backend is part of libgtk-4; declared here without Xlib.h so that X11's type names
   (Window, Display, Screen) do not leak into Swift. */
extern GType gdk_x11_surface_get_type(void);
extern unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);

/* The X11 window id of a surface, or 0 on other backends. */
static inline unsigned long cgtk_surface_xid(GdkSurface *surface) {
    if (surface == NULL || !G_TYPE_CHECK_INSTANCE_TYPE(surface, gdk_x11_surface_get_type())) {
        return 0;
    }
    return gdk_x11_surface_get_xid(surface);
}

/* Whether the key with `keysym` is held down right now, read from the X server's key map; FALSE
   on other backends. During a drag GDK's X11 backend grabs Escape on the root window and never
   delivers it (GTK 4.8), so the keyboard's state is the only way to see it. */
extern GType gdk_x11_display_get_type(void);
extern void *gdk_x11_display_get_xdisplay(GdkDisplay *display);
extern int XQueryKeymap(void *display, char keys_return[32]);
extern unsigned char XKeysymToKeycode(void *display, unsigned long keysym);

static inline gboolean cgtk_x11_key_is_down(GdkDisplay *display, unsigned long keysym) {
    if (display == NULL || !G_TYPE_CHECK_INSTANCE_TYPE(display, gdk_x11_display_get_type())) {
        return FALSE;
    }
    void *xdisplay = gdk_x11_display_get_xdisplay(display);
    unsigned char code = XKeysymToKeycode(xdisplay, keysym);
    char keys[32] = {0};
    XQueryKeymap(xdisplay, keys);
    return code != 0 && (keys[code / 8] & (1 << (code % 8))) != 0;
}

/* Sets a string property of a GObject; g_object_set is variadic, so Swift cannot call it. */
static inline void cgtk_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/* A list model of `count` placeholder items, made only when a list view asks for one, so a
 * list of 100,000 rows costs one integer rather than 100,000 objects. Rows are bound by
 * position; the caller knows what is at each. Registered by hand (not G_DEFINE_TYPE) because
 * this header is compiled into every Swift module that uses it: whichever copy runs first
 * registers the type, the others find it by name. */
typedef struct {
    GObject parent;
    guint count;
} CgtkCountModel;

typedef struct {
    GObjectClass parent_class;
} CgtkCountModelClass;

static GType cgtk_count_model_item_type(GListModel *model) {
    (void)model;
    return GTK_TYPE_STRING_OBJECT;
}

static guint cgtk_count_model_n_items(GListModel *model) {
    return ((CgtkCountModel *)model)->count;
}

static gpointer cgtk_count_model_get_item(GListModel *model, guint position) {
    return position < ((CgtkCountModel *)model)->count ? gtk_string_object_new("") : NULL;
}

static void cgtk_count_model_list_init(gpointer iface, gpointer data) {
    (void)data;
    GListModelInterface *list = iface;
    list->get_item_type = cgtk_count_model_item_type;
    list->get_n_items = cgtk_count_model_n_items;
    list->get_item = cgtk_count_model_get_item;
}

static inline GType cgtk_count_model_get_type(void) {
    GType type = g_type_from_name("CgtkCountModel");
    if (type != 0) return type;
    type = g_type_register_static_simple(
        G_TYPE_OBJECT, "CgtkCountModel", sizeof(CgtkCountModelClass), NULL,
        sizeof(CgtkCountModel), NULL, 0);
    const GInterfaceInfo info = { cgtk_count_model_list_init, NULL, NULL };
    g_type_add_interface_static(type, G_TYPE_LIST_MODEL, &info);
    return type;
}

/* A new, empty count model (full ownership). */
static inline GListModel *_Nonnull cgtk_count_model_new(void) {
    return G_LIST_MODEL(g_object_new(cgtk_count_model_get_type(), NULL));
}

/* Replaces `removed` items at `position` with `added` new ones, telling the list views. */
static inline void cgtk_count_model_splice(GListModel *model, guint position, guint removed, guint added) {
    CgtkCountModel *self = (CgtkCountModel *)model;
    self->count = self->count - removed + added;
    g_list_model_items_changed(model, position, removed, added);
}

#endif
