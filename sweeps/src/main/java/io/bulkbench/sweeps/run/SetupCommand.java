package io.bulkbench.sweeps.run;

import io.bulkbench.core.PointKey;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A command run before each point, for parameters that live on the board (reloading
 * a gadget with another buffer count over ssh or adb). It is an argument array run
 * without a shell: {@code {buffers}}, {@code {request_bytes}} and {@code {copy_mode}}
 * are replaced inside each argument, so a substituted value is never interpreted by a
 * shell. A non-zero exit or a timeout fails the point with the command's output.
 */
public record SetupCommand(List<String> template, Duration timeout) {

    public SetupCommand {
        template = List.copyOf(template);
        if (template.isEmpty()) {
            throw new IllegalArgumentException("a setup command needs at least the program name");
        }
    }

    /** The argument array for one point. */
    public List<String> argumentsFor(PointKey point) {
        List<String> args = new ArrayList<>(template.size());
        for (String arg : template) {
            args.add(arg.replace("{buffers}", Integer.toString(point.buffers()))
                    .replace("{request_bytes}", Integer.toString(point.requestBytes()))
                    .replace("{copy_mode}", point.copyMode().label()));
        }
        return args;
    }

    /** Runs the command for a point; throws with the command's output when it fails. */
    public void runFor(PointKey point) throws IOException, InterruptedException {
        List<String> args = argumentsFor(point);
        Process process = new ProcessBuilder(args).redirectErrorStream(true).start();
        process.getOutputStream().close();
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        Thread drain = new Thread(() -> copy(process.getInputStream(), output), "setup-output");
        drain.setDaemon(true);
        drain.start();
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IOException("setup command " + args + " did not finish within " + timeout.toSeconds() + " s");
        }
        drain.join(1000);
        if (process.exitValue() != 0) {
            String text;
            synchronized (output) {
                text = output.toString(java.nio.charset.StandardCharsets.UTF_8);
            }
            throw new IOException("setup command " + args + " exited " + process.exitValue()
                    + (text.isBlank() ? "" : ": " + FailureReason.oneLine(text)));
        }
    }

    private static void copy(InputStream in, ByteArrayOutputStream out) {
        byte[] buf = new byte[4096];
        try (in) {
            for (int n; (n = in.read(buf)) > 0; ) {
                synchronized (out) {
                    out.write(buf, 0, n);
                }
            }
        } catch (IOException e) {
            // The process ended or was killed; what was read is kept.
        }
    }

    /** A measurer that runs this command before every point it measures. */
    public PointMeasurer before(PointMeasurer measurer) {
        return point -> {
            runFor(point);
            return measurer.measure(point);
        };
    }
}
