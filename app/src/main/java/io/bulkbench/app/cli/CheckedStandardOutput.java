package io.bulkbench.app.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Optional;

/**
 * The process's standard output, remembering why a write to it failed: a {@link
 * java.io.PrintStream} swallows the error, so a command whose output went to a full disk
 * would end as if it had written it. A reader that stopped reading ({@code | head}, a closed
 * pipe) is not a failure: what it wanted, it got.
 */
final class CheckedStandardOutput extends OutputStream {
    private final OutputStream out;
    private IOException failure;

    private CheckedStandardOutput(OutputStream out) {
        this.out = out;
    }

    /** File descriptor 1, checked. */
    static CheckedStandardOutput ofProcess() {
        return new CheckedStandardOutput(new FileOutputStream(FileDescriptor.out));
    }

    @Override
    public void write(int b) {
        if (failure == null) {
            try {
                out.write(b);
            } catch (IOException e) {
                failure = e;
            }
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        if (failure == null) {
            try {
                out.write(bytes, offset, length);
            } catch (IOException e) {
                failure = e;
            }
        }
    }

    @Override
    public void flush() {
        if (failure == null) {
            try {
                out.flush();
            } catch (IOException e) {
                failure = e;
            }
        }
    }

    /** Why output was lost, in one line; empty when all of it was written or its reader closed the pipe. */
    Optional<String> problem() {
        if (failure == null || String.valueOf(failure.getMessage()).contains("Broken pipe")) {
            return Optional.empty();
        }
        return Optional.of("standard output could not be written (" + failure.getMessage()
                + "): what the command wrote there is incomplete; send it where there is room");
    }
}
