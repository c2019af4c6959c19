package io.bulkbench.app.farm;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.sweeps.run.Programs;
import io.bulkbench.testing.GitCheckout;
import io.bulkbench.testing.RequiredEnvironment;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * farm/.gitlab-ci.yml run by gitlab-ci-local, which runs a GitLab pipeline's jobs on this
 * machine with GitLab's own rules, variables, after_script and artifacts: one board's
 * scheduled nightly on the simulator, through the shell executor, as a board's runner
 * would run it. The job must pass, and its artifacts must hold the JUnit file nightly's
 * --junit wrote and the night's run folder.
 */
class GitLabNightlyJobIT {
    /** The gitlab-ci-local release .ci/run pins and installs (the one place its version is written). */
    static final String GITLAB_CI_LOCAL_VERSION = pinnedVersion();

    private static final String BOARD = "snowball-msc";
    private static final String HOW_TO_GET =
            "install it with: apt-get install -y --no-install-recommends nodejs npm rsync"
                    + " git && npm install -g gitlab-ci-local@" + GITLAB_CI_LOCAL_VERSION + " (as .ci/run does)";

    @Test
    void aBoardsScheduledNightlyPassesAndKeepsItsJunitAndRunFolder(@TempDir Path dir) throws Exception {
        RequiredEnvironment.require("the GitLab pipeline test", missing(), HOW_TO_GET);
        Path checkout = checkout(dir.resolve("checkout"));
        Path results = dir.resolve("results");
        Path log = dir.resolve("gitlab-ci-local.log");

        int exit = run(
                checkout,
                log,
                "gitlab-ci-local",
                "--file",
                "farm/.gitlab-ci.yml",
                "--no-color",
                // The farm's jobs run on the lab's schedule; a local pipeline is a push one otherwise.
                "--ignore-predefined-vars",
                "CI_PIPELINE_SOURCE",
                "--variable",
                "CI_PIPELINE_SOURCE=schedule",
                "--variable",
                "BULKBENCH_RESULTS=" + results,
                BOARD);

        String output = Files.readString(log);
        assertThat(exit).as(output).isZero();
        assertThat(output).contains("PASS  " + BOARD);

        Path artifacts = checkout.resolve(".gitlab-ci-local/artifacts/" + BOARD);
        String junitName = "junit-" + BOARD + ".xml";
        assertThat(artifacts.resolve(junitName))
                .as("the JUnit artifact is the file nightly --junit wrote in the job's folder")
                .hasSameBinaryContentAs(checkout.resolve(junitName));

        Path runArtifact = artifacts.resolve("run-" + BOARD);
        Path night = onlyFolder(results.resolve(BOARD));
        assertThat(runArtifact.resolve(RunFolder.POINTS_CSV))
                .hasSameBinaryContentAs(night.resolve(RunFolder.POINTS_CSV));
        assertThat(runArtifact.resolve(RunFolder.REPORT_HTML)).isRegularFile();
        assertThat(runArtifact.resolve(RunFolder.RUN_CSV)).isRegularFile();

        List<MeasuredPoint> points = PointsCsv.read(night.resolve(RunFolder.POINTS_CSV));
        assertThat(points).isNotEmpty();
        assertThat(testCaseNames(artifacts.resolve(junitName)))
                .as("one JUnit test case per measured point")
                .containsExactlyInAnyOrderElementsOf(
                        points.stream().map(p -> "buffers-" + p.key().buffers()).toList());
    }

    private static String pinnedVersion() {
        try {
            Matcher pin = Pattern.compile("(?m)^gitlab_ci_local=(\\S+)$")
                    .matcher(Files.readString(FarmFiles.repository().resolve(".ci/run")));
            if (!pin.find()) {
                throw new IllegalStateException(".ci/run pins no gitlab_ci_local version");
            }
            return pin.group(1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What this machine lacks for the test, if anything. */
    private static Optional<String> missing() throws InterruptedException {
        for (String program : List.of("gitlab-ci-local", "rsync", "git")) {
            if (Programs.find(program, System.getenv().getOrDefault("PATH", "")).isEmpty()) {
                return Optional.of(program + " is not on the PATH");
            }
        }
        String version = output("gitlab-ci-local", "--version").strip();
        if (!version.equals(GITLAB_CI_LOCAL_VERSION)) {
            return Optional.of("gitlab-ci-local is " + version + ", not " + GITLAB_CI_LOCAL_VERSION);
        }
        return Optional.empty();
    }

    /**
     * A runner's checkout: the repository's tracked files as they are in the working tree,
     * committed in a new repository (gitlab-ci-local reads the commit for CI_COMMIT_*), with
     * the program Maven packaged for this build, newer than its sources so ./bulkbench
     * starts it rather than building again.
     */
    private static Path checkout(Path to) throws IOException, InterruptedException {
        Path repository = FarmFiles.repository();
        for (String file : GitCheckout.git(repository, "ls-files", "-z").split("\0")) {
            if (!file.isEmpty() && Files.isRegularFile(repository.resolve(file))) {
                Path target = to.resolve(file);
                Files.createDirectories(target.getParent());
                Files.copy(repository.resolve(file), target, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        GitCheckout.git(to, "init", "-q", "-b", "main");
        GitCheckout.git(to, "add", "-A");
        GitCheckout.git(to, "commit", "-q", "-m", "checkout");
        Path jar = to.resolve("app/target/bulkbench.jar");
        Files.createDirectories(jar.getParent());
        Files.copy(repository.resolve("app/target/bulkbench.jar"), jar);
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
        return to;
    }

    private static List<String> testCaseNames(Path junit) throws Exception {
        NodeList cases = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(junit.toFile())
                .getElementsByTagName("testcase");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < cases.getLength(); i++) {
            names.add(((Element) cases.item(i)).getAttribute("name"));
        }
        return names;
    }

    private static Path onlyFolder(Path parent) throws IOException {
        try (Stream<Path> children = Files.list(parent)) {
            List<Path> folders = children.filter(Files::isDirectory).toList();
            assertThat(folders).as("run folders under " + parent).hasSize(1);
            return folders.get(0);
        }
    }

    private static String output(String... command) throws InterruptedException {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            p.waitFor();
            return out;
        } catch (IOException e) {
            return "";
        }
    }

    private static int run(Path dir, Path log, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!p.waitFor(15, TimeUnit.MINUTES)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("gitlab-ci-local ran over 15 minutes; its log: " + Files.readString(log));
        }
        return p.exitValue();
    }
}
