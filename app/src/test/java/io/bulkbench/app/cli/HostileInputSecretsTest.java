package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.sweep;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ShownUrl;
import io.bulkbench.testing.TestJvm;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database password never leaves the process: seeded random passwords of every
 * character class, in every form a URL can hold one, given by {@code --db} and by
 * BULKBENCH_DB, appear in no output stream and in no file of the run folder, a bisect's
 * folder or the site that publishes them, neither as written nor as decoded.
 */
class HostileInputSecretsTest {
    private static final long SEED = 35_2026_12_04L;
    /** Letters, digits, punctuation (the URL's own delimiters among them), a space, and beyond ASCII. */
    private static final String ALPHABET =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ éß€";

    /** A password of 10 to 20 characters holding at least one of each class: lower, upper, digit, punctuation, other. */
    static String password(Random random) {
        String[] classes = {
            "abcdefghijklmnopqrstuvwxyz",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "0123456789",
            "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
            " éß€"
        };
        StringBuilder p = new StringBuilder();
        for (String c : classes) {
            p.append(c.charAt(random.nextInt(c.length())));
        }
        int length = 10 + random.nextInt(11);
        while (p.length() < length) {
            p.insert(random.nextInt(p.length() + 1), ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return p.toString();
    }

    static String encoded(String secret) {
        return URLEncoder.encode(secret, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** PostgreSQL URLs out of reach (port 1), with the password in each place a URL holds one. */
    static List<String> unreachable(String secret) {
        List<String> urls = new ArrayList<>(List.of(
                "jdbc:postgresql://127.0.0.1:1/lab?user=u&password=" + encoded(secret),
                "jdbc:postgresql://127.0.0.1:1/lab?sslpassword=" + encoded(secret) + "&user=u",
                "jdbc:postgresql://u:" + encoded(secret) + "@127.0.0.1:1/lab",
                "jdbc:postgresql://u:" + secret + "@127.0.0.1:1/lab"));
        if (!secret.matches("(?s).*&[A-Za-z_][A-Za-z0-9_.-]*=.*")) {
            urls.add("jdbc:postgresql://127.0.0.1:1/lab?user=u&password=" + secret + "&ssl=false");
        }
        return urls;
    }

    /**
     * The shapes of URL a list of patterns would not know, each holding {@code secret}
     * percent-encoded, out of reach: several hosts, a fragment, an empty host, '#' in the
     * user, '$' in the host, parameter names outside any list, and a seeded user name and
     * host list of any printable ASCII character.
     */
    static List<String> unlisted(String secret, Random random) {
        String pw = encoded(secret);
        StringBuilder user = new StringBuilder();
        for (int i = random.nextInt(8); i > 0; i--) {
            user.append((char) (' ' + random.nextInt('~' - ' ' + 1)));
        }
        List<String> hosts = new ArrayList<>();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            hosts.add("127.0.0." + (1 + random.nextInt(200)) + ":1");
        }
        return List.of(
                "jdbc:postgresql://u:" + pw + "@127.0.0.1:1,127.0.0.2:1/lab",
                "jdbc:postgresql://u:" + pw + "@127.0.0.1:1#x",
                "jdbc:postgresql://u:" + pw + "@/lab",
                "jdbc:postgresql://u#x:" + pw + "@127.0.0.1:1/lab",
                "jdbc:postgresql://u:" + pw + "@ho$t:1/lab",
                "jdbc:postgresql://127.0.0.1:1/lab?1password=" + pw,
                "jdbc:postgresql://127.0.0.1:1/lab?my+token=" + pw,
                "jdbc:postgresql://" + user + ":" + pw + "@" + String.join(",", hosts) + "/lab");
    }

    /** Every form of {@code secret} that would give it away: as typed, percent-encoded. */
    static List<String> forms(String secret) {
        return List.of(secret, encoded(secret));
    }

    static void assertNoSecretIn(String what, String text, String secret) {
        for (String form : forms(secret)) {
            assertThat(text)
                    .as("%s (seed %d) holds the password %s", what, SEED, form)
                    .doesNotContain(form);
        }
    }

    static void assertNoSecretUnder(Path dir, String secret) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            files.filter(Files::isRegularFile).forEach(f -> {
                try {
                    String text = new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
                    assertNoSecretIn(f.toString(), text, secret);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    @Test
    void aSweepWhoseDatabaseIsOutOfReachWritesAndPrintsNoPassword(@TempDir Path dir) throws IOException {
        Random random = new Random(SEED);
        int n = 0;
        for (int i = 0; i < 3; i++) {
            String secret = password(random);
            for (String url : unreachable(secret)) {
                Path run = dir.resolve("run" + n++);
                CliRun sweep = CliRun.of(sweep("--out", run.toString(), "--db", url, "--label", "v" + n));
                assertThat(sweep.out()).as(sweep.err()).contains("1 of 1 points done");
                assertThat(sweep.err()).contains("recording it failed").doesNotContain("Exception");
                assertThat(sweep.err()).containsAnyOf("***", ShownUrl.UNREADABLE);
                assertNoSecretIn("sweep's output", sweep.out() + sweep.err(), secret);
                HostileInputFailuresTest.plain(sweep);
                assertThat(run.resolve("sweep.yaml"))
                        .content()
                        .contains("--db")
                        .containsAnyOf("***", ShownUrl.UNREADABLE);
                assertNoSecretUnder(run, secret);

                CliRun analyze = CliRun.of("analyze", run.toString(), "--db=" + url);
                assertNoSecretIn("analyze's output", analyze.out() + analyze.err(), secret);
                CliRun history = CliRun.of("history", "--board", "fx", "--db", url);
                assertThat(history.exitCode()).isNotZero();
                assertThat(history.errLines()).hasSize(1);
                HostileInputFailuresTest.plain(history);
                assertNoSecretIn("history's output", history.out() + history.err(), secret);
                assertNoSecretUnder(run, secret);
            }
        }
    }

    @Test
    void aRecordedRunAndItsPublishedSiteHoldNoPassword(@TempDir Path dir) throws IOException {
        Random random = new Random(SEED + 1);
        for (int i = 0; i < 3; i++) {
            String secret = password(random);
            Path lab = Files.createDirectories(dir.resolve("lab" + i));
            // SQLite takes a password parameter (an encrypted build's key) and an ordinary build ignores it.
            String url = "jdbc:sqlite:" + lab.resolve("lab.db") + "?password=" + encoded(secret);
            Path run = lab.resolve("fx").resolve("night1");
            CliRun sweep = CliRun.of(sweep("--board", "fx", "--out", run.toString(), "--db", url));
            assertThat(sweep.exitCode()).as(sweep.err()).isZero();
            assertThat(sweep.out()).contains("recorded in jdbc:sqlite:", "password=***");
            Path site = dir.resolve("site" + i);
            CliRun built = CliRun.of("site", "--out", site.toString(), "--db", url, "--results", lab.toString());
            assertThat(built.exitCode()).as(built.err()).isZero();
            assertThat(site.resolve("boards")).exists();
            try (Stream<Path> reports = Files.walk(site)) {
                assertThat(reports.filter(p -> p.getFileName().toString().equals("report.html")))
                        .as("the night's report is published")
                        .isNotEmpty();
            }
            assertNoSecretIn("the streams", sweep.out() + sweep.err() + built.out() + built.err(), secret);
            assertNoSecretUnder(run, secret);
            assertNoSecretUnder(site, secret);
        }
    }

    @Test
    void aPasswordFromTheEnvironmentIsNeitherPrintedNorRecorded(@TempDir Path dir) throws Exception {
        Random random = new Random(SEED + 2);
        String secret = password(random);
        for (String url : List.of(unreachable(secret).get(0), "jdbc:postgresql://u:" + secret + "@127.0.0.1:1/lab")) {
            Path run = dir.resolve("env" + Math.abs(url.hashCode()));
            Captured sweep = program(Map.of(DatabaseLocation.ENVIRONMENT, url), sweep("--out", run.toString()));
            assertThat(sweep.out).as(sweep.err).contains("1 of 1 points done");
            assertThat(sweep.err).contains("recording it failed", "***");
            assertNoSecretIn("the streams", sweep.out + sweep.err, secret);
            assertNoSecretUnder(run, secret);
        }
    }

    @Test
    void aBisectsRecordedCommandHoldsNoPassword() {
        Random random = new Random(SEED + 3);
        for (int i = 0; i < 50; i++) {
            String secret = password(random);
            for (String url : unreachable(secret)) {
                String line = RecordedCommand.of(
                        List.of("bisect", "--repo", "fw", "--good", "v1", "--bad", "v2", "--db", url, "--db=" + url));
                assertThat(line)
                        .startsWith("bulkbench bisect --repo fw")
                        .contains(" --db ", " '--db=")
                        .containsAnyOf("***", ShownUrl.UNREADABLE);
                assertNoSecretIn("the recorded command", line, secret);
            }
            // A parameter name outside the list is left out, with its value: nothing to mask.
            for (String url : unlisted(secret, random)) {
                String line = RecordedCommand.of(List.of("bisect", "--repo", "fw", "--db", url, "--db=" + url));
                assertThat(line).startsWith("bulkbench bisect --repo fw --db ").contains("--db=");
                assertNoSecretIn("the recorded command of " + url, line, secret);
            }
        }
    }

    /**
     * Every command that takes a database, given a URL of a shape nobody listed: one plain
     * line on stderr, a non-zero exit, and the password in neither stream, nor in a file
     * the command left.
     */
    @Test
    void everyCommandThatTakesADatabaseShowsNoPasswordOfAShapeNobodyListed(@TempDir Path dir) throws Exception {
        Random random = new Random(SEED + 4);
        Path run = dir.resolve("run");
        assertThat(CliRun.of(sweep("--out", run.toString())).exitCode()).isZero();
        int n = 0;
        for (int i = 0; i < 2; i++) {
            String secret = password(random);
            for (String url : unlisted(secret, random)) {
                Path out = dir.resolve("out" + n++);
                for (String[] args : List.of(
                        new String[] {"history", "--board", "fx", "--db", url},
                        new String[] {"site", "--out", out.resolve("site").toString(), "--db", url},
                        new String[] {"import", run.toString(), "--db", url},
                        new String[] {"ack", "fx", "--since", "r1", "--reason", "known", "--db", url},
                        new String[] {"explain", run.toString(), run.toString(), "--db", url},
                        new String[] {"synthetic-lab", "--boards", "1", "--nights", "1", "--db", url})) {
                    CliRun command = CliRun.of(args);
                    String what = args[0] + " --db " + url + " (seed " + SEED + ")";
                    assertThat(command.exitCode())
                            .as(what + ": " + command.err())
                            .isNotZero();
                    assertThat(command.errLines()).as(what).hasSize(1);
                    HostileInputFailuresTest.plain(command);
                    assertNoSecretIn(what, command.out() + command.err(), secret);
                }
                assertNoSecretUnder(dir, secret);
            }
        }
        String secret = password(random);
        for (String url : unlisted(secret, random)) {
            Path night = dir.resolve("night" + n++);
            CliRun sweep = CliRun.of(sweep("--out", night.toString(), "--db", url));
            HostileInputFailuresTest.plain(sweep);
            assertNoSecretIn("sweep --db " + url, sweep.out() + sweep.err(), secret);
            assertNoSecretUnder(dir, secret);
        }
    }

    private record Captured(int code, String out, String err) {}

    /** The program in a JVM of its own, with {@code environment} added to this one's. */
    private static Captured program(Map<String, String> environment, String... args) throws Exception {
        List<String> command = new ArrayList<>(
                List.of(TestJvm.javaBinary(), "-cp", TestJvm.classpath(), BulkbenchCommand.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(environment);
        builder.environment().remove("BULKBENCH_DEBUG");
        Process process = builder.start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Thread drain = new Thread(() -> {
            try {
                process.getInputStream().transferTo(out);
            } catch (IOException e) {
                // The process ended; what was read is what there is.
            }
        });
        drain.start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        drain.join();
        return new Captured(process.exitValue(), out.toString(StandardCharsets.UTF_8), err);
    }
}
