package io.bulkbench.testing;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Drives a headless Chromium the way a person's browser would open report.html or the site: a
 * fresh profile per run, no network services, the page's console written to stderr.
 * It takes a screenshot or dumps the DOM the browser built, and picks the console
 * messages out of the log. Chromium logs every console message, whatever its level,
 * as {@code :CONSOLE:LINE] "text"} (older versions {@code :CONSOLE(LINE)]}); an
 * uncaught exception appears there as {@code "Uncaught ...}.
 */
public final class HeadlessChromium {
    /** An environment variable naming the browser binary, for one that is not on the PATH. */
    public static final String OVERRIDE = "BULKBENCH_CHROMIUM";

    public static final List<String> NAMES =
            List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable");
    private static final Pattern CONSOLE = Pattern.compile(":CONSOLE[:(]|\"Uncaught ");
    /** Only against a browser that hangs; a page of ours opens in seconds. */
    private static final long HANG_GUARD_SECONDS = 180;

    /** A headless browser that reaches for nothing on the network: the pages under test are local files. */
    static final List<String> OFFLINE_FLAGS = List.of(
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic");

    /** A one-shot run also logs the page's console to stderr, where {@link Run#consoleMessages} reads it. */
    private static final List<String> FLAGS = Stream.concat(
                    OFFLINE_FLAGS.stream(), Stream.of("--hide-scrollbars", "--enable-logging=stderr", "--v=0"))
            .toList();

    /** What one run of the browser left: its exit code, its standard output and its log. */
    public record Run(int exitCode, String stdout, String log) {
        /** The page's console messages: any at all means a script ran or something failed to load. */
        public List<String> consoleMessages() {
            return log.lines().filter(line -> CONSOLE.matcher(line).find()).toList();
        }
    }

    private final Path binary;

    private HeadlessChromium(Path binary) {
        this.binary = binary;
    }

    /** The browser named by {@value #OVERRIDE} when set, else the first Chromium on the PATH, if any. */
    public static Optional<HeadlessChromium> find() {
        String chosen = System.getenv(OVERRIDE);
        if (chosen != null && !chosen.isBlank()) {
            Path binary = Path.of(chosen);
            return Files.isRegularFile(binary) && Files.isExecutable(binary)
                    ? Optional.of(new HeadlessChromium(binary))
                    : Optional.empty();
        }
        String path = System.getenv().getOrDefault("PATH", "");
        for (String name : NAMES) {
            for (String dir : path.split(File.pathSeparator)) {
                Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return Optional.of(new HeadlessChromium(candidate));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The browser for {@code what} (a test's subject): required in CI, else the test is
     * skipped with the reason and how to install it.
     */
    public static HeadlessChromium required(String what) {
        Optional<HeadlessChromium> found = find();
        RequiredEnvironment.require(
                what,
                found.isPresent()
                        ? Optional.empty()
                        : Optional.of("no Chromium found (looked for " + String.join(", ", NAMES)
                                + " on the PATH, or the binary " + OVERRIDE + " names)"),
                "install the Debian package chromium");
        return found.get();
    }

    /** The browser's binary. */
    public Path binary() {
        return binary;
    }

    /** Opens {@code page} in a window of the given size and saves what it shows as {@code png}. */
    public Run screenshot(Path page, Path png, int width, int height, Path scratch)
            throws IOException, InterruptedException {
        return run(
                scratch,
                "--screenshot=" + png.toAbsolutePath(),
                "--window-size=" + width + "," + height,
                page.toAbsolutePath().toUri().toString());
    }

    /** Opens {@code page} in a window of the given size and returns the DOM as the browser built it. */
    public Run dumpDom(Path page, int width, int height, Path scratch) throws IOException, InterruptedException {
        return run(
                scratch,
                "--dump-dom",
                "--window-size=" + width + "," + height,
                page.toAbsolutePath().toUri().toString());
    }

    /** Opens {@code page} and returns the DOM as the browser built it (on stdout). */
    public Run dumpDom(Path page, Path scratch) throws IOException, InterruptedException {
        return run(scratch, "--dump-dom", page.toAbsolutePath().toUri().toString());
    }

    private Run run(Path scratch, String... arguments) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(scratch, "profile");
        Path out = Files.createTempFile(scratch, "chromium", ".out");
        Path log = Files.createTempFile(scratch, "chromium", ".log");
        List<String> command = new ArrayList<>();
        command.add(binary.toString());
        command.addAll(FLAGS);
        command.add("--user-data-dir=" + profile);
        command.addAll(List.of(arguments));
        Process browser = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(log.toFile())
                .start();
        if (!browser.waitFor(HANG_GUARD_SECONDS, TimeUnit.SECONDS)) {
            try (Stream<ProcessHandle> children = browser.descendants()) {
                children.forEach(ProcessHandle::destroyForcibly);
            }
            browser.destroyForcibly();
            throw new IllegalStateException(binary + " did not finish within " + HANG_GUARD_SECONDS + " s");
        }
        return new Run(
                browser.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(log, StandardCharsets.UTF_8));
    }
}
