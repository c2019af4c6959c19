package io.bulkbench.reports.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.reports.Fixtures;
import io.bulkbench.reports.ReportInput;
import io.bulkbench.reports.chart.ChartAssets;
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
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where each night's report in the site comes from: a folder at hand that holds the recorded
 * run is copied, every other night is rendered from what the database recorded, and a
 * rebuild renders only the nights whose recorded content changed.
 */
class SiteReportsTest {
    private static final String FOLDER = "boards/snowball/";
    private static final ReportCopies BOUND = new ReportCopies(1 << 20, "lift the bound");

    /** A lab as the site sees it: run folders on this host, and the database's runs with their digests. */
    private static final class Lab implements SiteReports.RunSources {
        final Map<String, Path> folders = new HashMap<>();
        final Set<String> folderIsRecorded = new HashSet<>();
        final Map<String, String> digests = new HashMap<>();
        final List<String> rendered = new ArrayList<>();

        @Override
        public Optional<Path> folderReport(RecordedRun run) {
            return Optional.ofNullable(folders.get(run.runId()));
        }

        @Override
        public boolean folderHoldsRecorded(RecordedRun run) {
            return folderIsRecorded.contains(run.runId());
        }

        @Override
        public Map<String, String> recordedDigests(String board) {
            return digests;
        }

        @Override
        public Optional<ReportInput> recorded(RecordedRun run) {
            rendered.add(run.runId());
            return Optional.of(Fixtures.input().toBuilder()
                    .run(run.runId(), "2026-11-30T01:00:00Z", "")
                    .provenance("Rendered from the results database.")
                    .build());
        }
    }

    private static RecordedRun run(String id) {
        return new RecordedRun(
                Fixtures.BOARD,
                id,
                Fixtures.DEVICE,
                RunInfo.startedAt(Instant.parse("2026-11-30T01:00:00Z")),
                PlanFingerprint.of("device=" + Fixtures.DEVICE));
    }

    private static Set<String> build(Lab lab, Path site, List<RecordedRun> runs, List<String> skipped)
            throws Exception {
        SiteFiles files = new SiteFiles(site);
        Set<String> linked = new SiteReports(lab, BOUND).write(Fixtures.BOARD, runs, FOLDER, files, skipped);
        files.removeStale();
        return linked;
    }

    private static Path report(Path site, String id) {
        return site.resolve(FOLDER + SiteFolder.runReport(id));
    }

    @Test
    void everyNightHasAReportCopiedOnlyFromAFolderThatIsTheRecordedRun(@TempDir Path dir) throws Exception {
        Lab lab = new Lab();
        Path mine = Files.writeString(dir.resolve("mine.html"), "<h1>the folder's own report</h1>");
        Path namesake = Files.writeString(dir.resolve("namesake.html"), "<h1>another run under that id</h1>");
        lab.folders.put("n1", mine);
        lab.folderIsRecorded.add("n1");
        lab.folders.put("n2", namesake);
        for (String id : List.of("n1", "n2", "n3")) {
            lab.digests.put(id, "digest-" + id);
        }
        Path site = dir.resolve("site");
        List<String> skipped = new ArrayList<>();

        Set<String> linked = build(lab, site, List.of(run("n1"), run("n2"), run("n3")), skipped);

        assertThat(linked).containsExactlyInAnyOrder("n1", "n2", "n3");
        assertThat(skipped).isEmpty();
        assertThat(report(site, "n1")).content().isEqualTo("<h1>the folder's own report</h1>");
        assertThat(lab.rendered).containsExactlyInAnyOrder("n2", "n3");
        for (String id : List.of("n2", "n3")) {
            assertThat(report(site, id))
                    .content()
                    .contains("<title>bulkbench report: snowball " + id + "</title>")
                    .contains("Rendered from the results database.")
                    .doesNotContain("another run under that id")
                    .doesNotContain("data:image/png");
            assertThat(Jsoup.parse(report(site, id).toFile()).select("head script[src], head link[rel=stylesheet]"))
                    .extracting(e -> report(site, id)
                            .getParent()
                            .resolve(e.attr("src") + e.attr("href"))
                            .normalize())
                    .as("the site's shared assets, from the report's folder")
                    .containsExactlyElementsOf(ChartAssets.ALL.stream()
                            .map(a -> site.resolve(SiteFolder.asset(a.fileName())))
                            .toList());
        }
    }

    @Test
    void aRebuildRendersOnlyTheNightsWhoseRecordedContentChanged(@TempDir Path dir) throws Exception {
        Lab lab = new Lab();
        lab.digests.put("n1", "digest-n1");
        lab.digests.put("n2", "digest-n2");
        Path site = dir.resolve("site");
        build(lab, site, List.of(run("n1"), run("n2")), new ArrayList<>());
        assertThat(lab.rendered).containsExactly("n1", "n2");

        lab.rendered.clear();
        lab.digests.put("n3", "digest-n3");
        build(lab, site, List.of(run("n1"), run("n2"), run("n3")), new ArrayList<>());
        assertThat(lab.rendered).as("one new night").containsExactly("n3");

        lab.rendered.clear();
        lab.digests.put("n2", "digest-n2-with-a-comparison");
        Set<String> linked = build(lab, site, List.of(run("n1"), run("n2"), run("n3")), new ArrayList<>());
        assertThat(lab.rendered).as("a comparison recorded for n2 since").containsExactly("n2");
        assertThat(linked).containsExactlyInAnyOrder("n1", "n2", "n3");
        assertThat(report(site, "n1")).isRegularFile();
    }

    @Test
    void aFolderReportThatCannotBeCopiedIsNamedAndItsNightRendered(@TempDir Path dir) throws Exception {
        Lab lab = new Lab();
        Path secret = Files.writeString(dir.resolve("secret"), "PRIVATE");
        Path link = Files.createSymbolicLink(dir.resolve("report.html"), secret);
        lab.folders.put("n1", link);
        lab.folderIsRecorded.add("n1");
        lab.digests.put("n1", "digest-n1");
        Path site = dir.resolve("site");
        List<String> skipped = new ArrayList<>();

        Set<String> linked = build(lab, site, List.of(run("n1")), skipped);

        assertThat(skipped).singleElement().asString().contains(link + " is a symbolic link");
        assertThat(linked).containsExactly("n1");
        assertThat(report(site, "n1"))
                .content()
                .contains("bulkbench report: snowball n1")
                .doesNotContain("PRIVATE");
    }

    @Test
    void aRunTheDatabaseNoLongerHoldsHasNoReport(@TempDir Path dir) throws Exception {
        Lab lab = new Lab();
        Set<String> linked = build(lab, dir.resolve("site"), List.of(run("gone")), new ArrayList<>());
        assertThat(linked).isEmpty();
        assertThat(lab.rendered).isEmpty();
    }
}
