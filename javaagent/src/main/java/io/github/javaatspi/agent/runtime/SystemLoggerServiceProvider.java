package io.github.javaatspi.agent.runtime;

import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * Routes the bridge's slf4j logging to the JDK's {@code System.Logger}, so the host
 * application's logging configuration decides what is shown and where, and the bridge never
 * installs or configures a logging backend of its own.
 */
public final class SystemLoggerServiceProvider implements SLF4JServiceProvider {
    private final ILoggerFactory loggers = SystemLoggerAdapter::new;
    private final IMarkerFactory markers = new BasicMarkerFactory();
    private final MDCAdapter mdc = new NOPMDCAdapter();

    @Override
    public ILoggerFactory getLoggerFactory() {
        return loggers;
    }

    @Override
    public IMarkerFactory getMarkerFactory() {
        return markers;
    }

    @Override
    public MDCAdapter getMDCAdapter() {
        return mdc;
    }

    @Override
    public String getRequestedApiVersion() {
        return "2.0.99";
    }

    @Override
    public void initialize() {
        // nothing to set up: System.Logger is always there
    }
}
