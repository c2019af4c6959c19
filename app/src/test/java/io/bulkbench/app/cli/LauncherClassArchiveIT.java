package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.DatabaseLocation;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's class-data archive for {@code site} and {@code history}: the first run after
 * a build writes it, later runs start from it, and neither says a word more than the command
 * does or exits otherwise. A run that fails writes no archive. Run on the program Maven
 * packaged, through {@code ./bulkbench} in a copy of the checkout's launcher and jar.
 */
class LauncherClassArchiveIT {

    @Test
    void theFirstRunWritesTheArchiveAndNoRunSaysMoreThanTheCommand(@TempDir Path dir) throws Exception {
        Path root = checkout(dir.resolve("checkout"));
        Path archive = root.resolve("app/target/bulkbench-lab.jsa");
        String db = DatabaseLocation.sqlite(dir.resolve("lab.db")).url();
        CliRun lab = CliRun.of("synthetic-lab", "--db", db, "--boards", "2", "--nights", "3", "--seed", "4");
        assertThat(lab.exitCode()).as(lab.err()).isZero();
        String site = dir.resolve("site").toString();

        // Help writes no archive: it loads too few classes to be worth one.
        Launched help = launch(root, "site", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("--out");
        assertThat(archive).doesNotExist();

        // A refused command writes no archive.
        Launched refused = launch(root, "site", "--out", site, "--db", db, "--held-nights", "51");
        assertThat(refused.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err().strip().lines()).hasSize(1);
        assertThat(archive).doesNotExist();

        Launched first = launch(root, "site", "--out", site, "--db", db);
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out().lines()).singleElement().asString().startsWith("site: 2 board(s)");
        assertThat(first.err()).isEmpty();
        assertThat(archive).exists();
        assertThat(leftovers(root)).isEmpty();

        Launched again = launch(root, "site", "--out", site, "--db", db);
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out().lines()).singleElement().asString().contains("0 made, 2 kept");
        assertThat(again.err()).isEmpty();

        Launched history = launch(root, "history", "--db", db, "--board", "board-0000");
        assertThat(history.exitCode()).as(history.err()).isZero();
        assertThat(history.err()).isEmpty();
        assertThat(history.out()).contains("board-0000");

        // An archive from another build is left aside, silently.
        Files.writeString(archive, "not an archive");
        Files.setLastModifiedTime(archive, Files.getLastModifiedTime(root.resolve("app/target/bulkbench.jar")));
        Launched stale = launch(root, "site", "--out", site, "--db", db);
        assertThat(stale.exitCode()).as(stale.err()).isZero();
        assertThat(stale.err()).isEmpty();
        assertThat(stale.out().lines()).singleElement().asString().contains("0 made, 2 kept");
    }

    private record Launched(int exitCode, String out, String err) {}

    private static Launched launch(Path root, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(root.resolve("bulkbench").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile());
        builder.environment().remove("BULKBENCH_JAVA_OPTS");
        Path out = Files.createTempFile(root, "out", ".txt");
        Path err = Files.createTempFile(root, "err", ".txt");
        Process p = builder.redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("./bulkbench " + String.join(" ", args) + " did not finish in 5 minutes");
        }
        Launched launched = new Launched(
                p.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return launched;
    }

    /** The launcher and the packaged jar, newer than anything so the launcher builds nothing. */
    private static Path checkout(Path to) throws IOException {
        Path repository = repository();
        Files.createDirectories(to.resolve("app/target"));
        Files.copy(repository.resolve("bulkbench"), to.resolve("bulkbench"), StandardCopyOption.COPY_ATTRIBUTES);
        Path jar = to.resolve("app/target/bulkbench.jar");
        Files.copy(repository.resolve("app/target/bulkbench.jar"), jar);
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now()));
        return to;
    }

    private static List<Path> leftovers(Path root) throws IOException {
        try (Stream<Path> files = Files.list(root.resolve("app/target"))) {
            return files.filter(f -> !f.getFileName().toString().equals("bulkbench.jar"))
                    .filter(f -> !f.getFileName().toString().equals("bulkbench-lab.jsa"))
                    .toList();
        }
    }

    private static Path repository() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("bulkbench")) && Files.isDirectory(p.resolve("app"))) {
                return p;
            }
        }
        throw new IllegalStateException(
                "no bulkbench launcher above " + Path.of("").toAbsolutePath());
    }
}
