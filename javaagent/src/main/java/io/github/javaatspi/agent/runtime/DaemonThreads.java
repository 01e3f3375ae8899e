package io.github.javaatspi.agent.runtime;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Executors whose named daemon threads die when idle, so an idle bridge holds no threads. A
 * task that throws costs one log line, never a stack trace on the application's stderr.
 */
final class DaemonThreads {
    private static final Logger LOG = LoggerFactory.getLogger(DaemonThreads.class);

    private DaemonThreads() {
    }

    /** One thread at a time, tasks in order; the thread exists only while there is work. */
    static ThreadPoolExecutor serial(String name) {
        return new ThreadPoolExecutor(0, 1, 2, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), factory(name));
    }

    /** Up to {@code threads} threads and a bounded queue; a full queue rejects. */
    static ThreadPoolExecutor bounded(String name, int threads, int queue) {
        ThreadPoolExecutor e = new ThreadPoolExecutor(threads, threads, 5, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(queue), factory(name));
        e.allowCoreThreadTimeOut(true);
        return e;
    }

    private static void uncaught(Thread thread, Throwable e) {
        LOG.warn("Java AT-SPI bridge: a task on {} failed: {}", thread.getName(), e.toString());
        LOG.debug("details", e);
    }

    private static ThreadFactory factory(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            t.setUncaughtExceptionHandler(DaemonThreads::uncaught);
            return t;
        };
    }
}
