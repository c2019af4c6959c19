package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which runs' own reports the site copies: a folder at hand that holds the recorded run is
 * copied; a namesake folder, or none, leaves the night to its page drawn from the data; a
 * report that cannot be copied is named, never followed.
 */
class SiteReportsTest {
    private static final String FOLDER = "boards/snowball/";
    private static final ReportCopies BOUND = new ReportCopies(1 << 20, "lift the bound");

    /** A lab as the site sees it: run folders on this host, and which of them are the recorded runs. */
    private static final class Lab implements SiteReports.RunSources {
        final Map<String, Path> folders = new HashMap<>();
        final Set<String> folderIsRecorded = new HashSet<>();
        final List<String> asked = new ArrayList<>();

        @Override
        public Optional<Path> folderReport(RecordedRun run) {
            return Optional.ofNullable(folders.get(run.runId()));
        }

        @Override
        public boolean folderHoldsRecorded(RecordedRun run) {
            asked.add(run.runId());
            return folderIsRecorded.contains(run.runId());
        }
    }

    private static RecordedRun run(String id) {
        return new RecordedRun(
                "snowball",
                id,
                "sim:hs",
                RunInfo.startedAt(Instant.parse("2026-11-30T01:00:00Z")),
                PlanFingerprint.of("device=" + "sim:hs"));
    }

    private static Set<String> build(Lab lab, Path site, List<RecordedRun> runs, List<String> skipped)
            throws Exception {
        SiteFiles files = new SiteFiles(site);
        Set<String> linked = new SiteReports(lab, BOUND).write(runs, FOLDER, files, skipped);
        files.removeStale();
        return linked;
    }

    private static Path report(Path site, String id) {
        return site.resolve(FOLDER + SiteFolder.runReport(id));
    }

    @Test
    void onlyAFolderThatIsTheRecordedRunIsCopied(@TempDir Path dir) throws Exception {
        Lab lab = new Lab();
        Path mine = Files.writeString(dir.resolve("mine.html"), "<h1>the folder's own report</h1>");
        Path namesake = Files.writeString(dir.resolve("namesake.html"), "<h1>another run under that id</h1>");
        lab.folders.put("n1", mine);
        lab.folderIsRecorded.add("n1");
        lab.folders.put("n2", namesake);
        Path site = dir.resolve("site");
        List<String> skipped = new ArrayList<>();

        Set<String> linked = build(lab, site, List.of(run("n1"), run("n2"), run("n3")), skipped);

        assertThat(linked).containsExactly("n1");
        assertThat(skipped).isEmpty();
        assertThat(report(site, "n1")).content().isEqualTo("<h1>the folder's own report</h1>");
        assertThat(report(site, "n2")).doesNotExist();
        assertThat(report(site, "n3")).doesNotExist();
    }

    @Test
    void aCurrentCopyIsKeptWithoutReadingItsFolderAgain(@TempDir Path dir) throws Exception {
        Lab lab = new Lab();
        lab.folders.put("n1", Files.writeString(dir.resolve("mine.html"), "<h1>report</h1>"));
        lab.folderIsRecorded.add("n1");
        Path site = dir.resolve("site");
        build(lab, site, List.of(run("n1")), new ArrayList<>());
        lab.asked.clear();

        Set<String> linked = build(lab, site, List.of(run("n1")), new ArrayList<>());

        assertThat(linked).containsExactly("n1");
        assertThat(lab.asked).as("folders read again").isEmpty();
    }

    @Test
    void aFolderReportThatCannotBeCopiedIsNamedAndNotLinked(@TempDir Path dir) throws Exception {
        Lab lab = new Lab();
        Path secret = Files.writeString(dir.resolve("secret"), "PRIVATE");
        Path link = Files.createSymbolicLink(dir.resolve("report.html"), secret);
        lab.folders.put("n1", link);
        lab.folderIsRecorded.add("n1");
        Path site = dir.resolve("site");
        List<String> skipped = new ArrayList<>();

        Set<String> linked = build(lab, site, List.of(run("n1")), skipped);

        assertThat(skipped).singleElement().asString().contains(link + " is a symbolic link");
        assertThat(linked).isEmpty();
        assertThat(report(site, "n1")).doesNotExist();
    }
}
