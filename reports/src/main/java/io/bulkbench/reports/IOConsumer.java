package io.bulkbench.reports;

import java.io.IOException;

/** Something that writes to a sink and may fail with an {@link IOException}. */
@FunctionalInterface
public interface IOConsumer<T> {
    void accept(T sink) throws IOException;
}
