package io.github.javaatspi.swing;

import io.github.javaatspi.model.UiUnavailableException;

import java.awt.EventQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The one way a non-UI thread asks the event dispatch thread for something: with a budget.
 * On timeout the queued task is cancelled (it will not run if it has not started) and the
 * caller gets {@link UiUnavailableException} with reason BUSY, never a hang.
 */
final class Edt {
    private Edt() {
    }

    static <T> T call(Callable<T> task, long budgetMillis) {
        if (EventQueue.isDispatchThread()) {
            return runHere(task);
        }
        FutureTask<T> future = new FutureTask<>(task);
        EventQueue.invokeLater(future);
        try {
            return future.get(budgetMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(false);
            throw new UiUnavailableException(UiUnavailableException.Reason.BUSY,
                    "the application's event thread did not answer within " + budgetMillis + " ms");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(false);
            throw new UiUnavailableException(UiUnavailableException.Reason.BUSY, "interrupted");
        } catch (ExecutionException e) {
            throw translate(e.getCause());
        }
    }

    /** Queues {@code task} on the event thread; failures are handed to {@code onFailure}. */
    static void later(Runnable task, java.util.function.Consumer<Throwable> onFailure) {
        EventQueue.invokeLater(() -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                onFailure.accept(e);
            }
        });
    }

    /**
     * Runs {@code task} on the event thread: now when called there, else queued. For listeners
     * that applications may notify from any thread.
     */
    static void soon(Runnable task) {
        if (EventQueue.isDispatchThread()) {
            task.run();
        } else {
            EventQueue.invokeLater(task);
        }
    }

    private static <T> T runHere(Callable<T> task) {
        try {
            return task.call();
        } catch (Exception e) {
            throw translate(e);
        }
    }

    private static RuntimeException translate(Throwable cause) {
        if (cause instanceof UiUnavailableException u) {
            return u;
        }
        Safe.failed(cause, null);
        return new UiUnavailableException(UiUnavailableException.Reason.UNSUPPORTED,
                "the application's accessibility code failed: " + cause);
    }
}
