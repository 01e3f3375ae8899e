package io.github.javaatspi.agent.runtime;

import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

/** One slf4j logger backed by a {@code System.Logger} of the same name. */
final class SystemLoggerAdapter extends LegacyAbstractLogger {
    private static final long serialVersionUID = 1L;
    private final transient System.Logger target;

    SystemLoggerAdapter(String name) {
        this.name = name;
        this.target = System.getLogger(name);
    }

    @Override
    protected String getFullyQualifiedCallerName() {
        return null;
    }

    @Override
    protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] arguments,
            Throwable throwable) {
        String message = MessageFormatter.basicArrayFormat(pattern, arguments);
        if (throwable == null) {
            target.log(map(level), message);
        } else {
            target.log(map(level), message, throwable);
        }
    }

    @Override
    public boolean isTraceEnabled() {
        return target.isLoggable(System.Logger.Level.TRACE);
    }

    @Override
    public boolean isDebugEnabled() {
        return target.isLoggable(System.Logger.Level.DEBUG);
    }

    @Override
    public boolean isInfoEnabled() {
        return target.isLoggable(System.Logger.Level.INFO);
    }

    @Override
    public boolean isWarnEnabled() {
        return target.isLoggable(System.Logger.Level.WARNING);
    }

    @Override
    public boolean isErrorEnabled() {
        return target.isLoggable(System.Logger.Level.ERROR);
    }

    private static System.Logger.Level map(Level level) {
        return switch (level) {
            case TRACE -> System.Logger.Level.TRACE;
            case DEBUG -> System.Logger.Level.DEBUG;
            case INFO -> System.Logger.Level.INFO;
            case WARN -> System.Logger.Level.WARNING;
            case ERROR -> System.Logger.Level.ERROR;
        };
    }
}
