package io.bulkbench.sweeps.run;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A program bulkbench runs and waits for (a board's setup command, a LAVA helper), held
 * to two bounds: it is stopped, with every process it started, when it runs past its
 * time or writes more than its share of output. Its output (stderr joined to stdout) is
 * streamed to a writer as it comes, never gathered whole, so a program that floods
 * cannot fill the heap and one that never ends cannot hold bulkbench for ever.
 */
public final class ChildProcess {
    /** How long the output is still read after the program ended or was stopped. */
    private static final long DRAIN_MILLIS = 2_000;

    /** How a run ended: exited on its own (with its code), ran past its time, or wrote past its share. */
    public enum End {
        EXITED,
        TIMED_OUT,
        FLOODED
    }

    /** The end of a run and, when it exited, its exit code (else -1). */
    public record Outcome(End end, int exitCode) {
        public boolean succeeded() {
            return end == End.EXITED && exitCode == 0;
        }
    }

    private ChildProcess() {}

    /**
     * Runs {@code command} with nothing on its stdin, passing its output to {@code sink}
     * as it comes, up to {@code maxChars} characters; stops it at {@code timeout}.
     */
    public static Outcome run(List<String> command, Duration timeout, long maxChars, Writer sink)
            throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getOutputStream().close();
        Copy copy = new Copy(process, sink, maxChars);
        Thread reader = new Thread(copy, "child-output");
        reader.setDaemon(true);
        reader.start();
        End end;
        try {
            boolean exited = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            end = copy.flooded() ? End.FLOODED : exited ? End.EXITED : End.TIMED_OUT;
        } finally {
            if (process.isAlive() || copy.flooded()) {
                stop(process);
            }
        }
        reader.join(DRAIN_MILLIS);
        if (reader.isAlive()) {
            // a grandchild that left the group still holds the pipe: stop reading it
            process.getInputStream().close();
            reader.join(DRAIN_MILLIS);
        }
        if (copy.flooded()) {
            end = End.FLOODED;
        }
        return new Outcome(end, end == End.EXITED ? process.exitValue() : -1);
    }

    /** Ends the process and every process it started, at once, and waits a little for them to be gone. */
    public static void stop(Process process) {
        List<ProcessHandle> started = process.descendants().toList();
        started.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(DRAIN_MILLIS, TimeUnit.MILLISECONDS);
            for (ProcessHandle p : started) {
                p.onExit().get(DRAIN_MILLIS, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // killed, but not yet reaped: nothing more this process can do about it
        }
    }

    /** Copies the output to the sink until it ends, or stops the program when it passes its share. */
    private static final class Copy implements Runnable {
        private final Process process;
        private final Reader in;
        private final Writer sink;
        private final long maxChars;
        private volatile boolean flooded;

        Copy(Process process, Writer sink, long maxChars) {
            this.process = process;
            this.in = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8);
            this.sink = sink;
            this.maxChars = maxChars;
        }

        boolean flooded() {
            return flooded;
        }

        @Override
        public void run() {
            char[] buffer = new char[8192];
            long copied = 0;
            try (in) {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    if (copied + n > maxChars) {
                        flooded = true;
                        stop(process);
                        return;
                    }
                    copied += n;
                    synchronized (sink) {
                        sink.write(buffer, 0, n);
                        sink.flush();
                    }
                }
            } catch (IOException e) {
                // the program ended or was stopped; what it wrote so far was passed on
            }
        }
    }
}
