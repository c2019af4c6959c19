package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SiteFilesTest {
    private static final FileTime LONG_AGO = FileTime.from(Instant.parse("2020-01-01T00:00:00Z"));

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aBuildStoppedBeforeItsEndLeavesAFolderTheNextBuildTakesForASite(@TempDir Path parent) throws Exception {
        Path site = parent.resolve("site");
        // The process ends here: no removeStale, no keepTrackAfterFailure.
        new SiteFiles(site).write("boards/a/index.html", utf8("<p>one</p>"));

        assertThat(SiteFiles.foreignFile(site)).isEmpty();
        SiteFiles next = new SiteFiles(site);
        next.write("boards/a/index.html", utf8("<p>one</p>"));
        assertThat(next.unchanged()).isEqualTo(1);
    }

    @Test
    void aFileWithTheSameBytesIsNotRewritten(@TempDir Path site) throws Exception {
        new SiteFiles(site).write("boards/a/index.html", utf8("<p>one</p>"));
        Path page = site.resolve("boards/a/index.html");
        Files.setLastModifiedTime(page, LONG_AGO);

        SiteFiles again = new SiteFiles(site);
        again.write("boards/a/index.html", utf8("<p>one</p>"));

        assertThat(Files.getLastModifiedTime(page)).isEqualTo(LONG_AGO);
        assertThat(again.written()).isZero();
        assertThat(again.unchanged()).isEqualTo(1);
    }

    @Test
    void aFileWhoseBytesDifferIsRewrittenEvenAtTheSameSize(@TempDir Path site) throws Exception {
        new SiteFiles(site).write("index.html", utf8("<p>one</p>"));

        SiteFiles again = new SiteFiles(site);
        again.write("index.html", utf8("<p>two</p>"));

        assertThat(site.resolve("index.html")).hasContent("<p>two</p>");
        assertThat(again.written()).isEqualTo(1);
    }

    private static final ReportCopies REPORTS = new ReportCopies(1024, "lift the bound");

    @Test
    void aRunReportIsCopiedOnceAndAgainOnlyWhenItChanged(@TempDir Path dir) throws Exception {
        Path site = dir.resolve("site");
        Path report = Files.writeString(dir.resolve("report.html"), "<h1>night 1</h1>");
        assertThat(new SiteFiles(site).copy(report, "boards/a/runs/r1/report.html", REPORTS))
                .isEmpty();
        Path copy = site.resolve("boards/a/runs/r1/report.html");

        SiteFiles same = new SiteFiles(site);
        same.copy(report, "boards/a/runs/r1/report.html", REPORTS);
        Files.writeString(report, "<h1>night 1, again</h1>");
        SiteFiles changed = new SiteFiles(site);
        changed.copy(report, "boards/a/runs/r1/report.html", REPORTS);

        assertThat(same.written()).isZero();
        assertThat(changed.written()).isEqualTo(1);
        assertThat(copy).hasContent("<h1>night 1, again</h1>");
    }

    @Test
    void filesTheLastBuildWroteAndThisOneDidNotAreRemovedAndNothingElse(@TempDir Path site) throws Exception {
        SiteFiles first = new SiteFiles(site);
        first.write("boards/a/trend-1.png", utf8("old chart"));
        first.write("boards/gone/index.html", utf8("a board no longer there"));
        assertThat(first.removeStale()).isZero();
        Files.writeString(site.resolve("README.txt"), "the lab's own note");
        Files.writeString(site.resolve("boards/a/mine.txt"), "a file of the lab's among the site's");
        Files.createDirectories(site.resolve("boards/sub"));
        Files.writeString(site.resolve("boards/sub/keep.yaml"), "board: keep\n");

        SiteFiles second = new SiteFiles(site);
        second.write("boards/a/trend-2.png", utf8("new chart"));
        int removed = second.removeStale();

        assertThat(removed).isEqualTo(2);
        assertThat(site.resolve("boards/a/trend-2.png")).exists();
        assertThat(site.resolve("boards/a/trend-1.png")).doesNotExist();
        assertThat(site.resolve("boards/gone")).doesNotExist();
        assertThat(site.resolve("README.txt")).exists();
        assertThat(site.resolve("boards/a/mine.txt")).exists();
        assertThat(site.resolve("boards/sub/keep.yaml")).exists();
        assertThat(site.resolve(SiteFolder.MANIFEST)).content().isEqualTo("boards/a/trend-2.png\n");
    }

    @Test
    void aReportThatIsALinkOrOverTheBoundIsLeftOutWithTheReason(@TempDir Path dir) throws Exception {
        Path site = dir.resolve("site");
        Path secret = Files.writeString(dir.resolve("secret"), "not for the site");
        Path link = Files.createSymbolicLink(dir.resolve("report.html"), secret);
        Path large = Files.write(dir.resolve("large.html"), new byte[2048]);
        SiteFiles files = new SiteFiles(site);

        assertThat(files.copy(link, "boards/a/runs/r1/report.html", REPORTS))
                .hasValueSatisfying(why -> assertThat(why).contains(link + " is a symbolic link"));
        assertThat(files.copy(large, "boards/a/runs/r2/report.html", REPORTS))
                .hasValueSatisfying(
                        why -> assertThat(why).contains(large + " is 2 KiB, over the 1 KiB", "lift the bound"));
        files.removeStale();

        assertThat(site.resolve("boards/a/runs")).doesNotExist();
        assertThat(site.resolve(SiteFolder.MANIFEST)).content().isEmpty();
    }

    @Test
    void aCopiedReportIsNoMoreVisibleThanItsSource(@TempDir Path dir) throws Exception {
        Path report = Files.writeString(dir.resolve("report.html"), "<h1>private</h1>");
        Files.setPosixFilePermissions(report, PosixFilePermissions.fromString("rw-------"));

        new SiteFiles(dir.resolve("site")).copy(report, "boards/a/runs/r1/report.html", REPORTS);

        assertThat(PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(dir.resolve("site/boards/a/runs/r1/report.html"))))
                .isEqualTo("rw-------");
    }
}
