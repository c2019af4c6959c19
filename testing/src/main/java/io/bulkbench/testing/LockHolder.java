package io.bulkbench.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Another process holding a lock file the way JMH's Runner does (a POSIX lock through
 * FileChannel), for tests of the waiting side. It is a small Java program run from
 * source, so it needs nothing but the JDK.
 */
public final class LockHolder implements AutoCloseable {
    private static final String SOURCE = """
            import java.nio.channels.FileChannel;
            import java.nio.file.Path;
            import java.nio.file.StandardOpenOption;
            public class Hold {
                public static void main(String[] args) throws Exception {
                    try (FileChannel c = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                         var lock = c.lock()) {
                        System.out.println("held");
                        System.out.flush();
                        Thread.sleep(Long.parseLong(args[1]));
                    }
                }
            }
            """;

    private final Process process;

    private LockHolder(Process process) {
        this.process = process;
    }

    /** Starts a process that takes {@code file}'s lock and holds it for {@code millis}; returns once it holds it. */
    public static LockHolder hold(Path file, long millis, Path scratch) throws IOException, InterruptedException {
        Path source = Files.writeString(scratch.resolve("Hold.java"), SOURCE);
        Process process = new ProcessBuilder(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        source.toString(),
                        file.toString(),
                        Long.toString(millis)))
                .redirectErrorStream(true)
                .start();
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        if (!"held".equals(line)) {
            process.destroyForcibly();
            throw new IllegalStateException("the lock holder did not start: " + line);
        }
        return new LockHolder(process);
    }

    /** Waits for the holder to release the lock and end. */
    public void awaitEnd() throws InterruptedException {
        process.waitFor(60, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
