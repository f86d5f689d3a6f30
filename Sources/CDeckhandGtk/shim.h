#ifndef DECKHAND_CGTK_SHIM_H
#define DECKHAND_CGTK_SHIM_H

/* For g_keyfile_settings_backend_new: settings kept in a key file. */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <adwaita.h>
#include <gtk/gtk.h>
/* For malloc_trim (FreedMemory). */
#include <malloc.h>

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

/* Whether `display` is GDK's X11 display. */
extern GType gdk_x11_display_get_type(void);

static inline gboolean cgtk_is_x11_display(GdkDisplay *display) {
    return display != NULL && G_TYPE_CHECK_INSTANCE_TYPE(display, gdk_x11_display_get_type());
}

/* Loads `theme`'s index of icons on a worker thread (a GTask), as GTK itself does when the
   display opens. GtkApplication's startup then adds the application's resource path to the
   theme, which drops what that first load read, and the window's first icon would load it all
   again on the main thread (some 60 million instructions, 15-20 ms here). Lookups are locked,
   so one made while this runs waits for it rather than loading again. */
static void cgtk_icon_theme_load_thread(GTask *task, gpointer theme, gpointer data, GCancellable *cancellable) {
    gtk_icon_theme_has_icon(GTK_ICON_THEME(theme), "image-missing");
    g_task_return_boolean(task, TRUE);
}

static inline void cgtk_icon_theme_load_in_background(GtkIconTheme *theme) {
    GTask *task = g_task_new(theme, NULL, NULL, NULL);
    g_task_run_in_thread(task, cgtk_icon_theme_load_thread);
    g_object_unref(task);
}

/* Sets a string property of a GObject; g_object_set is variadic, so Swift cannot call it. */
static inline void cgtk_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/* The GObject type `name`, implementing `interface`, registered the first time it is asked
 * for. Registered by hand (not G_DEFINE_TYPE) because this header is compiled into every Swift
 * module that uses it: whichever copy runs first registers the type, the others find it by
 * name. */
static inline GType cgtk_register_object_type(
    const char *name, guint class_size, GClassInitFunc class_init, guint instance_size,
    GType interface, GInterfaceInitFunc interface_init
) {
    GType type = g_type_from_name(name);
    if (type != 0) return type;
    type = g_type_register_static_simple(
        G_TYPE_OBJECT, g_intern_string(name), class_size, class_init, instance_size, NULL, 0);
    const GInterfaceInfo info = { interface_init, NULL, NULL };
    g_type_add_interface_static(type, interface, &info);
    return type;
}

/* A list model of `count` placeholder items, made only when a list view asks for one, so a
 * list of 100,000 rows costs one integer rather than 100,000 objects. Rows are bound by
 * position; the caller knows what is at each. */
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
    return cgtk_register_object_type(
        "CgtkCountModel", sizeof(CgtkCountModelClass), NULL, sizeof(CgtkCountModel),
        G_TYPE_LIST_MODEL, cgtk_count_model_list_init);
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

/* A paintable `width` by `height` logical pixels by nature, showing one of two things:
 * - a cairo surface drawn once and painted as it is, for windows that GSK's cairo renderer
 *   draws: GTK 4.8 converts a GdkMemoryTexture pixel by pixel, through floats, every time a
 *   frame draws it (about 0.3 ms for one card, 20 ms for a table of them), where this paints
 *   its surface straight into the frame;
 * - another paintable at that size: a texture drawn at two device pixels to the logical pixel
 *   would otherwise take twice the room. */
typedef struct {
    GObject parent;
    cairo_surface_t *surface;
    GdkPaintable *inner;
    int width;
    int height;
} CgtkSizedPaintable;

typedef struct {
    GObjectClass parent_class;
} CgtkSizedPaintableClass;

static void cgtk_sized_paintable_snapshot(GdkPaintable *paintable, GdkSnapshot *snapshot, double width, double height) {
    CgtkSizedPaintable *self = (CgtkSizedPaintable *)paintable;
    if (self->inner != NULL) {
        gdk_paintable_snapshot(self->inner, snapshot, width, height);
        return;
    }
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
    cairo_t *cr = gtk_snapshot_append_cairo(GTK_SNAPSHOT(snapshot), &bounds);
    cairo_scale(cr, width / self->width, height / self->height);
    cairo_set_source_surface(cr, self->surface, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
}

static int cgtk_sized_paintable_width(GdkPaintable *paintable) {
    return ((CgtkSizedPaintable *)paintable)->width;
}

static int cgtk_sized_paintable_height(GdkPaintable *paintable) {
    return ((CgtkSizedPaintable *)paintable)->height;
}

static GdkPaintableFlags cgtk_sized_paintable_flags(GdkPaintable *paintable) {
    CgtkSizedPaintable *self = (CgtkSizedPaintable *)paintable;
    return self->inner != NULL ? gdk_paintable_get_flags(self->inner)
                               : GDK_PAINTABLE_STATIC_SIZE | GDK_PAINTABLE_STATIC_CONTENTS;
}

static void cgtk_sized_paintable_iface_init(gpointer iface, gpointer data) {
    (void)data;
    GdkPaintableInterface *paintable = iface;
    paintable->snapshot = cgtk_sized_paintable_snapshot;
    paintable->get_intrinsic_width = cgtk_sized_paintable_width;
    paintable->get_intrinsic_height = cgtk_sized_paintable_height;
    paintable->get_flags = cgtk_sized_paintable_flags;
}

static void cgtk_sized_paintable_finalize(GObject *object) {
    CgtkSizedPaintable *self = (CgtkSizedPaintable *)object;
    if (self->surface != NULL) cairo_surface_destroy(self->surface);
    if (self->inner != NULL) g_object_unref(self->inner);
    G_OBJECT_CLASS(g_type_class_peek(G_TYPE_OBJECT))->finalize(object);
}

static void cgtk_sized_paintable_class_init(gpointer klass, gpointer data) {
    (void)data;
    G_OBJECT_CLASS(klass)->finalize = cgtk_sized_paintable_finalize;
}

static inline CgtkSizedPaintable *_Nonnull cgtk_sized_paintable_make(int width, int height) {
    GType type = cgtk_register_object_type(
        "CgtkSizedPaintable", sizeof(CgtkSizedPaintableClass), cgtk_sized_paintable_class_init,
        sizeof(CgtkSizedPaintable), GDK_TYPE_PAINTABLE, cgtk_sized_paintable_iface_init);
    CgtkSizedPaintable *self = g_object_new(type, NULL);
    self->width = MAX(width, 1);
    self->height = MAX(height, 1);
    return self;
}

/* A paintable `width` by `height` logical pixels (at least 1 each) showing `surface`, drawn at
 * `scale` device pixels per logical pixel: it sets the surface's device scale to that and keeps
 * a reference to it, so the surface is the paintable's from then on (full ownership). */
static inline GdkPaintable *_Nonnull cgtk_surface_paintable_new(cairo_surface_t *surface, int width, int height, int scale) {
    CgtkSizedPaintable *self = cgtk_sized_paintable_make(width, height);
    cairo_surface_set_device_scale(surface, scale, scale);
    self->surface = cairo_surface_reference(surface);
    return GDK_PAINTABLE(self);
}

/* `inner` (a reference taken) shown at `width` by `height` logical pixels, at least 1 each
 * (full ownership). */
static inline GdkPaintable *_Nonnull cgtk_sized_paintable_new(GdkPaintable *_Nonnull inner, int width, int height) {
    CgtkSizedPaintable *self = cgtk_sized_paintable_make(width, height);
    self->inner = g_object_ref(inner);
    return GDK_PAINTABLE(self);
}

/* Whether `widget`'s window is drawn by GSK's cairo renderer (false before it is realized). */
static inline gboolean cgtk_widget_renders_with_cairo(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    GskRenderer *renderer = native ? gtk_native_get_renderer(native) : NULL;
    return renderer != NULL && G_TYPE_CHECK_INSTANCE_TYPE(renderer, gsk_cairo_renderer_get_type());
}

#endif
