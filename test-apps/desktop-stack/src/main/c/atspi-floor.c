/*
 * atspi-floor: the benchmarks' floor. A trivial AT-SPI application in C (libdbus) that answers
 * from static data — a tree of NODES objects computed from their numbers, a fixed text — on the
 * same two paths a real application offers: the accessibility bus and a peer-to-peer socket
 * returned by Application.GetApplicationBusAddress. Nothing can answer these calls for less, so
 * every other server is measured as a multiple of it. Bench code only.
 *
 * Usage: atspi-floor BUS_ADDRESS APP_NAME NODES FANOUT TEXT_BYTES SOCKET_DIR
 * Node 0 is the application root; node i's children are i*FANOUT+1 .. i*FANOUT+FANOUT (below
 * NODES); the root's children are frames, inner nodes panels, leaves push buttons. Every object
 * has Accessible; Text.GetText answers TEXT_BYTES of text; Cache.GetItems lists every node.
 * Prints "ready" once embedded on the desktop. Each connection is served by a thread of its own
 * that blocks in libdbus, as a simple server does.
 */
#define _GNU_SOURCE
#include <dbus/dbus.h>
#include <malloc.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ACCESSIBLE "org.a11y.atspi.Accessible"
#define PATH_PREFIX "/org/a11y/atspi/accessible/"
#define ROOT_PATH PATH_PREFIX "root"

enum { ROLE_FRAME = 23, ROLE_PANEL = 39, ROLE_PUSH_BUTTON = 43, ROLE_APPLICATION = 75 };

static long nodes, fanout;
static const char *app_name;
static char *text;
static char unique_name[256];
static char desktop_bus[256] = "", desktop_path[256] = "/org/a11y/atspi/null";
static char p2p_address[1024];

static void die(const char *what, DBusError *err)
{
    fprintf(stderr, "atspi-floor: %s: %s\n", what, err && dbus_error_is_set(err) ? err->message : "failed");
    exit(1);
}

/* A node's number from its path, or -1. */
static long node_of(const char *path)
{
    if (!strcmp(path, ROOT_PATH))
        return 0;
    if (strncmp(path, PATH_PREFIX, strlen(PATH_PREFIX)))
        return -1;
    char *end;
    long id = strtol(path + strlen(PATH_PREFIX), &end, 10);
    return *end || id <= 0 || id >= nodes ? -1 : id;
}

static void path_of(long id, char *buf, size_t n)
{
    if (id == 0)
        snprintf(buf, n, ROOT_PATH);
    else
        snprintf(buf, n, PATH_PREFIX "%ld", id);
}

static long child_count(long id)
{
    long first = id * fanout + 1;
    if (first >= nodes)
        return 0;
    return first + fanout <= nodes ? fanout : nodes - first;
}

static long parent_of(long id)
{
    return id == 0 ? -1 : (id - 1) / fanout;
}

static int role_of(long id)
{
    if (id == 0)
        return ROLE_APPLICATION;
    if (parent_of(id) == 0)
        return ROLE_FRAME;
    return child_count(id) ? ROLE_PANEL : ROLE_PUSH_BUTTON;
}

static void name_of(long id, char *buf, size_t n)
{
    if (id == 0)
        snprintf(buf, n, "%s", app_name);
    else
        snprintf(buf, n, "Node %ld", id);
}

static void append_ref(DBusMessageIter *it, const char *bus, const char *path)
{
    DBusMessageIter s;
    dbus_message_iter_open_container(it, DBUS_TYPE_STRUCT, NULL, &s);
    dbus_message_iter_append_basic(&s, DBUS_TYPE_STRING, &bus);
    dbus_message_iter_append_basic(&s, DBUS_TYPE_OBJECT_PATH, &path);
    dbus_message_iter_close_container(it, &s);
}

static void append_node_ref(DBusMessageIter *it, long id)
{
    char path[64];
    if (id < 0) {
        append_ref(it, desktop_bus, desktop_path);
        return;
    }
    path_of(id, path, sizeof path);
    append_ref(it, unique_name, path);
}

static void append_states(DBusMessageIter *it, long id)
{
    DBusMessageIter a;
    /* enabled, sensitive, showing, visible (+ focusable for buttons) */
    dbus_uint32_t low = (1u << 8) | (1u << 24) | (1u << 25) | (1u << 30);
    if (role_of(id) == ROLE_PUSH_BUTTON)
        low |= 1u << 11;
    dbus_uint32_t high = 0;
    dbus_message_iter_open_container(it, DBUS_TYPE_ARRAY, "u", &a);
    dbus_message_iter_append_basic(&a, DBUS_TYPE_UINT32, &low);
    dbus_message_iter_append_basic(&a, DBUS_TYPE_UINT32, &high);
    dbus_message_iter_close_container(it, &a);
}

static const char *role_name(long id)
{
    switch (role_of(id)) {
    case ROLE_APPLICATION: return "application";
    case ROLE_FRAME: return "frame";
    case ROLE_PANEL: return "panel";
    default: return "push button";
    }
}

static DBusMessage *error(DBusMessage *call, const char *name, const char *text)
{
    return dbus_message_new_error(call, name, text);
}

static void variant_string(DBusMessageIter *it, const char *value)
{
    DBusMessageIter v;
    dbus_message_iter_open_container(it, DBUS_TYPE_VARIANT, "s", &v);
    dbus_message_iter_append_basic(&v, DBUS_TYPE_STRING, &value);
    dbus_message_iter_close_container(it, &v);
}

static void variant_int(DBusMessageIter *it, int type, const char *sig, dbus_int32_t value)
{
    DBusMessageIter v;
    dbus_message_iter_open_container(it, DBUS_TYPE_VARIANT, sig, &v);
    dbus_message_iter_append_basic(&v, type, &value);
    dbus_message_iter_close_container(it, &v);
}

static DBusMessage *property(DBusMessage *call, long id)
{
    const char *iface, *name;
    if (!dbus_message_get_args(call, NULL, DBUS_TYPE_STRING, &iface, DBUS_TYPE_STRING, &name, DBUS_TYPE_INVALID))
        return error(call, DBUS_ERROR_INVALID_ARGS, "expected (ss)");
    DBusMessage *r = dbus_message_new_method_return(call);
    DBusMessageIter it;
    dbus_message_iter_init_append(r, &it);
    char buf[128];
    if (!strcmp(name, "Name")) {
        name_of(id, buf, sizeof buf);
        variant_string(&it, buf);
    } else if (!strcmp(name, "Description") || !strcmp(name, "AccessibleId") || !strcmp(name, "HelpText")) {
        variant_string(&it, "");
    } else if (!strcmp(name, "Locale")) {
        variant_string(&it, "C");
    } else if (!strcmp(name, "ChildCount")) {
        variant_int(&it, DBUS_TYPE_INT32, "i", (dbus_int32_t)child_count(id));
    } else if (!strcmp(name, "Parent")) {
        DBusMessageIter v;
        dbus_message_iter_open_container(&it, DBUS_TYPE_VARIANT, "(so)", &v);
        append_node_ref(&v, parent_of(id));
        dbus_message_iter_close_container(&it, &v);
    } else if (!strcmp(name, "ToolkitName")) {
        variant_string(&it, "atspi-floor");
    } else if (!strcmp(name, "Version") || !strcmp(name, "ToolkitVersion")) {
        variant_string(&it, "1.0");
    } else if (!strcmp(name, "AtspiVersion")) {
        variant_string(&it, "2.1");
    } else if (!strcmp(name, "Id")) {
        variant_int(&it, DBUS_TYPE_INT32, "i", 0);
    } else if (!strcmp(name, "version") || !strcmp(name, "InterfaceVersion")) {
        variant_int(&it, DBUS_TYPE_UINT32, "u", 1);
    } else {
        dbus_message_unref(r);
        return error(call, DBUS_ERROR_UNKNOWN_PROPERTY, name);
    }
    return r;
}

static DBusMessage *cache_items(DBusMessage *call)
{
    DBusMessage *r = dbus_message_new_method_return(call);
    DBusMessageIter it, a, s, strings;
    dbus_message_iter_init_append(r, &it);
    dbus_message_iter_open_container(&it, DBUS_TYPE_ARRAY, "((so)(so)(so)iiassusau)", &a);
    char name[64];
    const char *ifaces[] = {ACCESSIBLE, "org.a11y.atspi.Component"};
    const char *empty = "";
    for (long id = 0; id < nodes; id++) {
        dbus_message_iter_open_container(&a, DBUS_TYPE_STRUCT, NULL, &s);
        append_node_ref(&s, id);
        append_node_ref(&s, 0);
        append_node_ref(&s, parent_of(id));
        dbus_int32_t index = id == 0 ? -1 : (dbus_int32_t)((id - 1) % fanout);
        dbus_int32_t count = (dbus_int32_t)child_count(id);
        dbus_message_iter_append_basic(&s, DBUS_TYPE_INT32, &index);
        dbus_message_iter_append_basic(&s, DBUS_TYPE_INT32, &count);
        dbus_message_iter_open_container(&s, DBUS_TYPE_ARRAY, "s", &strings);
        for (int i = 0; i < 2; i++)
            dbus_message_iter_append_basic(&strings, DBUS_TYPE_STRING, &ifaces[i]);
        dbus_message_iter_close_container(&s, &strings);
        name_of(id, name, sizeof name);
        const char *n = name;
        dbus_message_iter_append_basic(&s, DBUS_TYPE_STRING, &n);
        dbus_uint32_t role = role_of(id);
        dbus_message_iter_append_basic(&s, DBUS_TYPE_UINT32, &role);
        dbus_message_iter_append_basic(&s, DBUS_TYPE_STRING, &empty);
        append_states(&s, id);
        dbus_message_iter_close_container(&a, &s);
    }
    dbus_message_iter_close_container(&it, &a);
    return r;
}

static DBusMessage *accessible(DBusMessage *call, const char *member, long id)
{
    DBusMessage *r = dbus_message_new_method_return(call);
    DBusMessageIter it, a, e;
    dbus_message_iter_init_append(r, &it);
    if (!strcmp(member, "GetRole")) {
        dbus_uint32_t role = role_of(id);
        dbus_message_iter_append_basic(&it, DBUS_TYPE_UINT32, &role);
    } else if (!strcmp(member, "GetRoleName") || !strcmp(member, "GetLocalizedRoleName")) {
        const char *n = role_name(id);
        dbus_message_iter_append_basic(&it, DBUS_TYPE_STRING, &n);
    } else if (!strcmp(member, "GetState")) {
        append_states(&it, id);
    } else if (!strcmp(member, "GetChildAtIndex")) {
        dbus_int32_t index;
        if (!dbus_message_get_args(call, NULL, DBUS_TYPE_INT32, &index, DBUS_TYPE_INVALID) || index < 0
            || index >= child_count(id)) {
            dbus_message_unref(r);
            return error(call, DBUS_ERROR_INVALID_ARGS, "no such child");
        }
        append_node_ref(&it, id * fanout + 1 + index);
    } else if (!strcmp(member, "GetChildren")) {
        dbus_message_iter_open_container(&it, DBUS_TYPE_ARRAY, "(so)", &a);
        for (long i = 0; i < child_count(id); i++)
            append_node_ref(&a, id * fanout + 1 + i);
        dbus_message_iter_close_container(&it, &a);
    } else if (!strcmp(member, "GetIndexInParent")) {
        dbus_int32_t index = id == 0 ? -1 : (dbus_int32_t)((id - 1) % fanout);
        dbus_message_iter_append_basic(&it, DBUS_TYPE_INT32, &index);
    } else if (!strcmp(member, "GetAttributes")) {
        const char *k1 = "toolkit", *v1 = "atspi-floor", *k2 = "id";
        char v2[32];
        snprintf(v2, sizeof v2, "%ld", id);
        const char *v2p = v2;
        dbus_message_iter_open_container(&it, DBUS_TYPE_ARRAY, "{ss}", &a);
        dbus_message_iter_open_container(&a, DBUS_TYPE_DICT_ENTRY, NULL, &e);
        dbus_message_iter_append_basic(&e, DBUS_TYPE_STRING, &k1);
        dbus_message_iter_append_basic(&e, DBUS_TYPE_STRING, &v1);
        dbus_message_iter_close_container(&a, &e);
        dbus_message_iter_open_container(&a, DBUS_TYPE_DICT_ENTRY, NULL, &e);
        dbus_message_iter_append_basic(&e, DBUS_TYPE_STRING, &k2);
        dbus_message_iter_append_basic(&e, DBUS_TYPE_STRING, &v2p);
        dbus_message_iter_close_container(&a, &e);
        dbus_message_iter_close_container(&it, &a);
    } else if (!strcmp(member, "GetApplication")) {
        append_node_ref(&it, 0);
    } else if (!strcmp(member, "GetInterfaces")) {
        const char *ifaces[] = {ACCESSIBLE, "org.a11y.atspi.Text"};
        dbus_message_iter_open_container(&it, DBUS_TYPE_ARRAY, "s", &a);
        for (int i = 0; i < 2; i++)
            dbus_message_iter_append_basic(&a, DBUS_TYPE_STRING, &ifaces[i]);
        dbus_message_iter_close_container(&it, &a);
    } else if (!strcmp(member, "GetRelationSet")) {
        dbus_message_iter_open_container(&it, DBUS_TYPE_ARRAY, "(ua(so))", &a);
        dbus_message_iter_close_container(&it, &a);
    } else {
        dbus_message_unref(r);
        return error(call, DBUS_ERROR_UNKNOWN_METHOD, member);
    }
    return r;
}

static DBusMessage *answer(DBusMessage *call)
{
    const char *iface = dbus_message_get_interface(call);
    const char *member = dbus_message_get_member(call);
    iface = iface ? iface : "";
    if (!strcmp(iface, "org.freedesktop.DBus.Peer"))
        return dbus_message_new_method_return(call);
    if (!strcmp(iface, "org.a11y.atspi.Cache") && !strcmp(member, "GetItems"))
        return cache_items(call);
    long id = node_of(dbus_message_get_path(call));
    if (id < 0)
        return error(call, DBUS_ERROR_UNKNOWN_OBJECT, dbus_message_get_path(call));
    if (!strcmp(iface, "org.freedesktop.DBus.Properties")) {
        if (!strcmp(member, "Get"))
            return property(call, id);
        if (!strcmp(member, "Set"))
            return dbus_message_new_method_return(call);
        return error(call, DBUS_ERROR_UNKNOWN_METHOD, member);
    }
    if (!strcmp(iface, ACCESSIBLE))
        return accessible(call, member, id);
    if (!strcmp(iface, "org.a11y.atspi.Application")) {
        DBusMessage *r = dbus_message_new_method_return(call);
        const char *value = !strcmp(member, "GetApplicationBusAddress") ? p2p_address : "C";
        dbus_message_append_args(r, DBUS_TYPE_STRING, &value, DBUS_TYPE_INVALID);
        return r;
    }
    if (!strcmp(iface, "org.a11y.atspi.Text") && !strcmp(member, "GetText")) {
        DBusMessage *r = dbus_message_new_method_return(call);
        dbus_message_append_args(r, DBUS_TYPE_STRING, &text, DBUS_TYPE_INVALID);
        return r;
    }
    return error(call, DBUS_ERROR_UNKNOWN_METHOD, member);
}

static DBusHandlerResult handle(DBusConnection *c, DBusMessage *m, void *data)
{
    (void)data;
    if (dbus_message_get_type(m) != DBUS_MESSAGE_TYPE_METHOD_CALL)
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED;
    DBusMessage *r = answer(m);
    if (!dbus_message_get_no_reply(m))
        dbus_connection_send(c, r, NULL);
    dbus_message_unref(r);
    return DBUS_HANDLER_RESULT_HANDLED;
}

static void *serve(void *arg)
{
    DBusConnection *c = arg;
    while (dbus_connection_read_write_dispatch(c, -1)) {
    }
    dbus_connection_unref(c);
    return NULL;
}

static void start_serving(DBusConnection *c)
{
    pthread_t t;
    dbus_connection_add_filter(c, handle, NULL, NULL);
    pthread_create(&t, NULL, serve, c);
    pthread_detach(t);
}

static void new_peer(DBusServer *server, DBusConnection *c, void *data)
{
    (void)server;
    (void)data;
    dbus_connection_ref(c);
    start_serving(c);
}

/* The server's listening socket, watched by the main thread. */
static DBusWatch *server_watch;

static dbus_bool_t add_watch(DBusWatch *w, void *data)
{
    (void)data;
    server_watch = w;
    return TRUE;
}

static void remove_watch(DBusWatch *w, void *data)
{
    (void)w;
    (void)data;
}

static void embed(DBusConnection *bus)
{
    DBusMessage *m = dbus_message_new_method_call("org.a11y.atspi.Registry", ROOT_PATH, "org.a11y.atspi.Socket",
                                                  "Embed");
    DBusMessageIter it;
    dbus_message_iter_init_append(m, &it);
    append_ref(&it, unique_name, ROOT_PATH);
    DBusError err;
    dbus_error_init(&err);
    DBusMessage *r = dbus_connection_send_with_reply_and_block(bus, m, 10000, &err);
    dbus_message_unref(m);
    if (!r)
        die("Socket.Embed", &err);
    DBusMessageIter ri, s;
    const char *b, *p;
    dbus_message_iter_init(r, &ri);
    dbus_message_iter_recurse(&ri, &s);
    dbus_message_iter_get_basic(&s, &b);
    dbus_message_iter_next(&s);
    dbus_message_iter_get_basic(&s, &p);
    snprintf(desktop_bus, sizeof desktop_bus, "%s", b);
    snprintf(desktop_path, sizeof desktop_path, "%s", p);
    dbus_message_unref(r);
}

int main(int argc, char **argv)
{
    if (argc != 7) {
        fprintf(stderr, "usage: atspi-floor BUS_ADDRESS APP_NAME NODES FANOUT TEXT_BYTES SOCKET_DIR\n");
        return 2;
    }
    app_name = argv[2];
    nodes = atol(argv[3]);
    fanout = atol(argv[4]);
    long text_bytes = atol(argv[5]);
    /* A megabyte reply is a fresh buffer each time: kept in the heap, not mapped and unmapped
     * per reply, so the floor does not pay page faults a long-running server would not. */
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    text = malloc(text_bytes + 1);
    for (long i = 0; i < text_bytes; i++)
        text[i] = i % 7 == 6 ? ' ' : 'a' + i % 26;
    text[text_bytes] = 0;
    dbus_threads_init_default();

    DBusError err;
    dbus_error_init(&err);
    char listen[512];
    snprintf(listen, sizeof listen, "unix:path=%s/atspi-floor-%d", argv[6], (int)getpid());
    DBusServer *server = dbus_server_listen(listen, &err);
    if (!server)
        die("listening", &err);
    const char *mechanisms[] = {"EXTERNAL", NULL};
    dbus_server_set_auth_mechanisms(server, mechanisms);
    char *addr = dbus_server_get_address(server);
    snprintf(p2p_address, sizeof p2p_address, "%s", addr);
    dbus_free(addr);
    dbus_server_set_new_connection_function(server, new_peer, NULL, NULL);
    dbus_server_set_watch_functions(server, add_watch, remove_watch, NULL, NULL, NULL);

    DBusConnection *bus = dbus_connection_open_private(argv[1], &err);
    if (!bus || !dbus_bus_register(bus, &err))
        die("connecting to the accessibility bus", &err);
    snprintf(unique_name, sizeof unique_name, "%s", dbus_bus_get_unique_name(bus));
    embed(bus);
    start_serving(bus);
    printf("ready %s %s\n", unique_name, p2p_address);
    fflush(stdout);

    for (;;) {
        struct pollfd p = {dbus_watch_get_unix_fd(server_watch), POLLIN, 0};
        if (poll(&p, 1, -1) > 0)
            dbus_watch_handle(server_watch, DBUS_WATCH_READABLE);
    }
}
