/*
 * atspi-load: the benchmarks' load generator. A plain libdbus client, so that the client is
 * never what limits a measurement: it builds each call with libdbus, keeps up to DEPTH calls
 * in flight on one connection, and reads replies without dispatching or filtering.
 *
 * Usage:
 *   atspi-load BUS_ADDRESS APP PATH_MODE COMMAND ARGS...
 * APP is the application's unique bus name, or "@NAME": the application on the desktop whose
 * Name is NAME (exit status 3 while there is none, so a caller can wait for it to appear).
 * PATH_MODE is "bus" (calls go through the bus daemon to APP_BUS_NAME) or "p2p" (the app is
 * asked for Application.GetApplicationBusAddress over the bus and the calls go to that socket).
 * Commands (each prints one JSON object):
 *   calls METHOD OBJECT_PATH COUNT DEPTH   COUNT calls of METHOD, DEPTH in flight
 *   flood METHOD OBJECT_PATH SECONDS DEPTH calls for SECONDS, DEPTH in flight
 *   walk REPEAT                            whole-tree walks from the root: per node GetRole,
 *                                          Name, GetState, ChildCount and every GetChildAtIndex
 *   big METHOD OBJECT_PATH COUNT [MAX_S]   COUNT sequential calls of a method with a large reply
 *                                          (fewer if MAX_S seconds pass first: "calls" says how many),
 *                                          each reply read whole from the socket (see raw_open)
 *   find NAME                              the path of the first node (depth first, not the
 *                                          root) named NAME
 * METHODs: GetRole Name GetState GetChildAtIndex Parent GetAttributes ChildCount GetText GetItems
 */
#define _GNU_SOURCE
#include <dbus/dbus.h>
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define ACCESSIBLE "org.a11y.atspi.Accessible"
#define PROPERTIES "org.freedesktop.DBus.Properties"
#define ROOT_PATH "/org/a11y/atspi/accessible/root"

static DBusConnection *conn;
static const char *dest; /* NULL on a peer-to-peer connection */

static void die(const char *what, DBusError *err)
{
    fprintf(stderr, "atspi-load: %s: %s\n", what, err && dbus_error_is_set(err) ? err->message : "failed");
    exit(1);
}

static int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static int64_t cpu_ns(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return ((int64_t)u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000000000
           + ((int64_t)u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1000;
}

static DBusMessage *property_get(const char *path, const char *iface, const char *name)
{
    DBusMessage *m = dbus_message_new_method_call(dest, path, PROPERTIES, "Get");
    dbus_message_append_args(m, DBUS_TYPE_STRING, &iface, DBUS_TYPE_STRING, &name, DBUS_TYPE_INVALID);
    return m;
}

/* The call a METHOD name stands for, on PATH. */
static DBusMessage *make_call(const char *method, const char *path)
{
    if (!strcmp(method, "Name") || !strcmp(method, "Parent") || !strcmp(method, "ChildCount"))
        return property_get(path, ACCESSIBLE, method);
    if (!strcmp(method, "GetChildAtIndex")) {
        DBusMessage *m = dbus_message_new_method_call(dest, path, ACCESSIBLE, method);
        dbus_int32_t zero = 0;
        dbus_message_append_args(m, DBUS_TYPE_INT32, &zero, DBUS_TYPE_INVALID);
        return m;
    }
    if (!strcmp(method, "GetText")) {
        DBusMessage *m = dbus_message_new_method_call(dest, path, "org.a11y.atspi.Text", method);
        dbus_int32_t from = 0, to = -1;
        dbus_message_append_args(m, DBUS_TYPE_INT32, &from, DBUS_TYPE_INT32, &to, DBUS_TYPE_INVALID);
        return m;
    }
    if (!strcmp(method, "GetItems"))
        return dbus_message_new_method_call(dest, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", method);
    if (!strcmp(method, "GetRole") || !strcmp(method, "GetState") || !strcmp(method, "GetAttributes"))
        return dbus_message_new_method_call(dest, path, ACCESSIBLE, method);
    fprintf(stderr, "atspi-load: unknown method %s\n", method);
    exit(2);
}

/* Blocks until the next message arrives; only replies come to this private connection. */
static DBusMessage *next_reply(void)
{
    DBusMessage *r;
    while ((r = dbus_connection_pop_message(conn)) == NULL) {
        if (!dbus_connection_read_write(conn, -1))
            die("connection closed", NULL);
    }
    return r;
}

static void check_reply(DBusMessage *r, const char *what)
{
    if (dbus_message_get_type(r) == DBUS_MESSAGE_TYPE_ERROR) {
        const char *text = "";
        dbus_message_get_args(r, NULL, DBUS_TYPE_STRING, &text, DBUS_TYPE_INVALID);
        fprintf(stderr, "atspi-load: %s answered %s: %s\n", what, dbus_message_get_error_name(r), text);
        exit(1);
    }
}

/* One call, waited for. */
static DBusMessage *call(DBusMessage *m, const char *what)
{
    dbus_uint32_t serial;
    dbus_connection_send(conn, m, &serial);
    dbus_connection_flush(conn);
    dbus_message_unref(m);
    for (;;) {
        DBusMessage *r = next_reply();
        if (dbus_message_get_reply_serial(r) == serial) {
            check_reply(r, what);
            return r;
        }
        dbus_message_unref(r);
    }
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

/* Sends calls keeping DEPTH in flight, until COUNT are answered or the deadline passes. */
static void calls(const char *method, const char *path, long count, double seconds, int depth)
{
    long cap = count > 0 ? count : 4000000;
    int64_t *lat = malloc(sizeof(int64_t) * cap);
    int64_t *sent_at = calloc(65536, sizeof(int64_t)); /* by serial, modulo */
    long sent = 0, done = 0, errors = 0;
    int64_t t0 = now_ns(), c0 = cpu_ns();
    int64_t deadline = seconds > 0 ? t0 + (int64_t)(seconds * 1e9) : INT64_MAX;
    for (;;) {
        int stop = (count > 0 && sent >= count) || now_ns() >= deadline || sent >= cap;
        while (!stop && sent - done < depth) {
            DBusMessage *m = make_call(method, path);
            dbus_uint32_t serial;
            /* Timed from before the send: libdbus may write, and the server answer, inside the
             * send call itself, which a clock read after it would miss. */
            int64_t t = now_ns();
            dbus_connection_send(conn, m, &serial);
            sent_at[serial & 65535] = t;
            dbus_message_unref(m);
            sent++;
            stop = (count > 0 && sent >= count) || sent >= cap;
        }
        if (done == sent)
            break;
        dbus_connection_flush(conn);
        DBusMessage *r = next_reply();
        if (dbus_message_get_type(r) == DBUS_MESSAGE_TYPE_ERROR)
            errors++;
        lat[done++] = now_ns() - sent_at[dbus_message_get_reply_serial(r) & 65535];
        dbus_message_unref(r);
    }
    int64_t wall = now_ns() - t0, cpu = cpu_ns() - c0;
    qsort(lat, done, sizeof(int64_t), cmp_i64);
    printf("{\"calls\": %ld, \"errors\": %ld, \"depth\": %d, \"seconds\": %.6f, \"perSecond\": %.1f, "
           "\"medianUs\": %.1f, \"p90Us\": %.1f, \"p99Us\": %.1f, \"clientCpuUsPerCall\": %.2f}\n",
           done, errors, depth, wall / 1e9, done / (wall / 1e9), lat[done / 2] / 1e3,
           lat[(long)(done * 0.9)] / 1e3, lat[(long)(done * 0.99)] / 1e3, cpu / 1e3 / done);
    free(lat);
    free(sent_at);
}

static dbus_int32_t int_property(const char *path, const char *name)
{
    DBusMessage *r = call(property_get(path, ACCESSIBLE, name), name);
    DBusMessageIter it, v;
    dbus_int32_t value = 0;
    dbus_message_iter_init(r, &it);
    dbus_message_iter_recurse(&it, &v);
    dbus_message_iter_get_basic(&v, &value);
    dbus_message_unref(r);
    return value;
}

/* A reference's path, copied: the reply is freed. */
static char *ref_path(DBusMessage *r)
{
    DBusMessageIter it, s;
    const char *bus, *path;
    dbus_message_iter_init(r, &it);
    dbus_message_iter_recurse(&it, &s);
    dbus_message_iter_get_basic(&s, &bus);
    dbus_message_iter_next(&s);
    dbus_message_iter_get_basic(&s, &path);
    return strdup(path);
}

/* A walk as a screen reader's cold client does it: role, name, states, children, one call each. */
static long walk(void)
{
    long cap = 1024, top = 0, nodes = 0;
    char **stack = malloc(sizeof(char *) * cap);
    stack[top++] = strdup(ROOT_PATH);
    while (top > 0) {
        char *path = stack[--top];
        dbus_message_unref(call(make_call("GetRole", path), "GetRole"));
        dbus_message_unref(call(make_call("Name", path), "Name"));
        dbus_message_unref(call(make_call("GetState", path), "GetState"));
        dbus_int32_t n = int_property(path, "ChildCount");
        char **children = malloc(sizeof(char *) * (n > 0 ? n : 1));
        for (dbus_int32_t i = 0; i < n; i++) {
            DBusMessage *m = dbus_message_new_method_call(dest, path, ACCESSIBLE, "GetChildAtIndex");
            dbus_message_append_args(m, DBUS_TYPE_INT32, &i, DBUS_TYPE_INVALID);
            DBusMessage *r = call(m, "GetChildAtIndex");
            children[i] = ref_path(r);
            dbus_message_unref(r);
        }
        for (dbus_int32_t i = n - 1; i >= 0; i--) {
            if (top == cap) {
                cap *= 2;
                stack = realloc(stack, sizeof(char *) * cap);
            }
            stack[top++] = children[i];
        }
        free(children);
        free(path);
        nodes++;
    }
    free(stack);
    return nodes;
}

/* Depth first, as walk() goes, until a node's Name is NAME; prints its path. The root is never
 * the answer: an application may be named after its window (java-atk-wrapper does that). */
static void find(const char *name)
{
    long cap = 1024, top = 0;
    char **stack = malloc(sizeof(char *) * cap);
    stack[top++] = strdup(ROOT_PATH);
    while (top > 0) {
        char *path = stack[--top];
        DBusMessage *r = call(make_call("Name", path), "Name");
        DBusMessageIter it, v;
        const char *n = "";
        dbus_message_iter_init(r, &it);
        dbus_message_iter_recurse(&it, &v);
        dbus_message_iter_get_basic(&v, &n);
        if (!strcmp(n, name) && strcmp(path, ROOT_PATH)) {
            printf("{\"path\": \"%s\"}\n", path);
            dbus_message_unref(r);
            return;
        }
        dbus_message_unref(r);
        dbus_int32_t count = int_property(path, "ChildCount");
        for (dbus_int32_t i = count - 1; i >= 0; i--) {
            DBusMessage *m = dbus_message_new_method_call(dest, path, ACCESSIBLE, "GetChildAtIndex");
            dbus_message_append_args(m, DBUS_TYPE_INT32, &i, DBUS_TYPE_INVALID);
            DBusMessage *c = call(m, "GetChildAtIndex");
            if (top == cap) {
                cap *= 2;
                stack = realloc(stack, sizeof(char *) * cap);
            }
            stack[top++] = ref_path(c);
            dbus_message_unref(c);
        }
        free(path);
    }
    fprintf(stderr, "atspi-load: no node is named %s\n", name);
    exit(1);
}

static void walks(int repeat)
{
    for (int i = 0; i < repeat; i++) {
        int64_t t0 = now_ns(), c0 = cpu_ns();
        long nodes = walk();
        int64_t wall = now_ns() - t0, cpu = cpu_ns() - c0;
        printf("{\"walk\": %d, \"nodes\": %ld, \"seconds\": %.6f, \"usPerNode\": %.1f, \"clientCpuUsPerNode\": %.2f}\n",
               i, nodes, wall / 1e9, wall / 1e3 / nodes, cpu / 1e3 / nodes);
        fflush(stdout);
    }
}

/*
 * The big command's transport. libdbus's own reads 2048 bytes per main-loop iteration, which
 * made the client the limit of a 1 MB reply (512 polls and reads, and the loader's copies, per
 * reply: the C floor's replies took 6.8 ms each). So the big command writes each call and reads
 * each reply whole on the connection's socket, and libdbus still marshals the call and
 * demarshals, and validates, the reply. It starts once the connection is quiet: authenticated,
 * every earlier call answered, nothing sent unasked on a peer-to-peer socket, and on the bus
 * only NameAcquired, which comes before any reply (and would be skipped).
 */
static int raw_fd = -1;
static char *raw_buf;
static size_t raw_cap;

static void raw_open(void)
{
    /* Each demarshalled reply is a fresh megabyte or two: without this, glibc maps and unmaps
     * it every time and the client spends most of a call faulting those pages in. */
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    /* libdbus authenticates a new connection on its first exchange: one round trip, answered
     * or refused, leaves the socket authenticated and quiet. */
    DBusMessage *ping = dbus_message_new_method_call(dest, ROOT_PATH, "org.freedesktop.DBus.Peer", "Ping");
    DBusMessage *pong = dbus_connection_send_with_reply_and_block(conn, ping, 5000, NULL);
    dbus_message_unref(ping);
    if (!pong)
        die("the first exchange on the connection", NULL);
    dbus_message_unref(pong);
    if (!dbus_connection_get_socket(conn, &raw_fd))
        die("the connection has no socket", NULL);
    int flags = fcntl(raw_fd, F_GETFL);
    if (flags < 0 || fcntl(raw_fd, F_SETFL, flags & ~O_NONBLOCK) < 0)
        die("making the socket blocking", NULL);
}

static void raw_reserve(size_t n)
{
    if (n > raw_cap) {
        raw_buf = realloc(raw_buf, n);
        if (!raw_buf)
            die("no memory for a reply", NULL);
        raw_cap = n;
    }
}

static void raw_write(const char *p, size_t n)
{
    while (n > 0) {
        ssize_t k = write(raw_fd, p, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            die("writing a call", NULL);
        p += k;
        n -= (size_t)k;
    }
}

static void raw_read(char *p, size_t n)
{
    while (n > 0) {
        ssize_t k = recv(raw_fd, p, n, MSG_WAITALL);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            die("reading a reply", NULL);
        p += k;
        n -= (size_t)k;
    }
}

/* One call on the raw socket, waited for; *wire_len gets the reply's size on the wire. */
static DBusMessage *raw_call(DBusMessage *m, dbus_uint32_t serial, const char *what, int *wire_len)
{
    char *wire;
    int len;
    dbus_message_set_serial(m, serial);
    if (!dbus_message_marshal(m, &wire, &len))
        die("marshalling a call", NULL);
    dbus_message_unref(m);
    raw_write(wire, (size_t)len);
    dbus_free(wire);
    for (;;) {
        raw_reserve(DBUS_MINIMUM_HEADER_SIZE);
        raw_read(raw_buf, DBUS_MINIMUM_HEADER_SIZE);
        int need = dbus_message_demarshal_bytes_needed(raw_buf, DBUS_MINIMUM_HEADER_SIZE);
        if (need < DBUS_MINIMUM_HEADER_SIZE)
            die("a reply with a malformed header", NULL);
        raw_reserve((size_t)need);
        raw_read(raw_buf + DBUS_MINIMUM_HEADER_SIZE, (size_t)need - DBUS_MINIMUM_HEADER_SIZE);
        DBusError err;
        dbus_error_init(&err);
        DBusMessage *r = dbus_message_demarshal(raw_buf, need, &err);
        if (!r)
            die("demarshalling a reply", &err);
        if (dbus_message_get_reply_serial(r) == serial) {
            check_reply(r, what);
            *wire_len = need;
            return r;
        }
        dbus_message_unref(r);
    }
}

/* Sequential calls whose replies are large (a long text, the whole cache). */
static void big(const char *method, const char *path, long count, double max_seconds)
{
    raw_open();
    int64_t t0 = now_ns();
    int64_t deadline = max_seconds > 0 ? t0 + (int64_t)(max_seconds * 1e9) : INT64_MAX;
    /* Far above the serials libdbus gave this connection's earlier calls. */
    dbus_uint32_t serial = 1u << 30;
    int bytes = 0;
    long i;
    for (i = 0; i < count && now_ns() < deadline; i++) {
        DBusMessage *r = raw_call(make_call(method, path), serial++, method, &bytes);
        dbus_message_unref(r);
    }
    double s = (now_ns() - t0) / 1e9;
    printf("{\"calls\": %ld, \"bytesPerReply\": %d, \"seconds\": %.4f, \"mbPerSecond\": %.1f}\n", i, bytes, s,
           (double)bytes * i / s / 1e6);
}

/* A Name property read through the bus, or NULL when the object does not answer. */
static char *name_on_bus(DBusConnection *bus, const char *owner, const char *path)
{
    DBusMessage *m = dbus_message_new_method_call(owner, path, PROPERTIES, "Get");
    const char *iface = ACCESSIBLE, *prop = "Name";
    dbus_message_append_args(m, DBUS_TYPE_STRING, &iface, DBUS_TYPE_STRING, &prop, DBUS_TYPE_INVALID);
    DBusMessage *r = dbus_connection_send_with_reply_and_block(bus, m, 5000, NULL);
    dbus_message_unref(m);
    if (!r)
        return NULL;
    char *out = NULL;
    DBusMessageIter it, v;
    if (dbus_message_get_type(r) == DBUS_MESSAGE_TYPE_METHOD_RETURN && dbus_message_iter_init(r, &it)
        && dbus_message_iter_get_arg_type(&it) == DBUS_TYPE_VARIANT) {
        dbus_message_iter_recurse(&it, &v);
        if (dbus_message_iter_get_arg_type(&v) == DBUS_TYPE_STRING) {
            const char *n;
            dbus_message_iter_get_basic(&v, &n);
            out = strdup(n);
        }
    }
    dbus_message_unref(r);
    return out;
}

/* The bus name of the desktop's application called NAME (the registry lists them). */
static const char *resolve_app(DBusConnection *bus, const char *name)
{
    DBusMessage *m = dbus_message_new_method_call("org.a11y.atspi.Registry", ROOT_PATH, ACCESSIBLE, "GetChildren");
    DBusError err;
    dbus_error_init(&err);
    DBusMessage *r = dbus_connection_send_with_reply_and_block(bus, m, 5000, &err);
    dbus_message_unref(m);
    if (!r)
        die("the registry's GetChildren", &err);
    DBusMessageIter it, a, s;
    dbus_message_iter_init(r, &it);
    dbus_message_iter_recurse(&it, &a);
    const char *found = NULL;
    while (!found && dbus_message_iter_get_arg_type(&a) == DBUS_TYPE_STRUCT) {
        const char *owner, *path;
        dbus_message_iter_recurse(&a, &s);
        dbus_message_iter_get_basic(&s, &owner);
        dbus_message_iter_next(&s);
        dbus_message_iter_get_basic(&s, &path);
        char *n = name_on_bus(bus, owner, path);
        if (n && !strcmp(n, name))
            found = strdup(owner);
        free(n);
        dbus_message_iter_next(&a);
    }
    dbus_message_unref(r);
    if (!found) {
        fprintf(stderr, "atspi-load: no application named %s on the desktop\n", name);
        exit(3);
    }
    return found;
}

static char *bus_address_of_app(DBusConnection *bus, const char *name)
{
    DBusMessage *m = dbus_message_new_method_call(name, ROOT_PATH, "org.a11y.atspi.Application",
                                                  "GetApplicationBusAddress");
    DBusError err;
    dbus_error_init(&err);
    DBusMessage *r = dbus_connection_send_with_reply_and_block(bus, m, 5000, &err);
    dbus_message_unref(m);
    if (!r)
        die("GetApplicationBusAddress", &err);
    const char *addr = "";
    dbus_message_get_args(r, &err, DBUS_TYPE_STRING, &addr, DBUS_TYPE_INVALID);
    char *copy = strdup(addr);
    dbus_message_unref(r);
    return copy;
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: atspi-load BUS_ADDRESS APP_BUS_NAME bus|p2p COMMAND ARGS...\n");
        return 2;
    }
    DBusError err;
    dbus_error_init(&err);
    DBusConnection *bus = dbus_connection_open_private(argv[1], &err);
    if (!bus || !dbus_bus_register(bus, &err))
        die("connecting to the bus", &err);
    const char *app = argv[2][0] == '@' ? resolve_app(bus, argv[2] + 1) : argv[2];
    if (!strcmp(argv[3], "p2p")) {
        char *addr = bus_address_of_app(bus, app);
        if (!*addr) {
            fprintf(stderr, "atspi-load: %s offers no peer-to-peer address\n", argv[2]);
            return 1;
        }
        conn = dbus_connection_open_private(addr, &err);
        if (!conn)
            die(addr, &err);
        dest = NULL;
    } else {
        conn = bus;
        dest = app;
    }
    const char *cmd = argv[4];
    if (!strcmp(cmd, "calls") && argc == 9)
        calls(argv[5], argv[6], atol(argv[7]), 0, atoi(argv[8]));
    else if (!strcmp(cmd, "flood") && argc == 9)
        calls(argv[5], argv[6], 0, atof(argv[7]), atoi(argv[8]));
    else if (!strcmp(cmd, "walk") && argc == 6)
        walks(atoi(argv[5]));
    else if (!strcmp(cmd, "big") && (argc == 8 || argc == 9))
        big(argv[5], argv[6], atol(argv[7]), argc == 9 ? atof(argv[8]) : 0);
    else if (!strcmp(cmd, "find") && argc == 6)
        find(argv[5]);
    else {
        fprintf(stderr, "atspi-load: bad command line\n");
        return 2;
    }
    return 0;
}
