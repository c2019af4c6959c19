package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The list of files a site build wrote: what a rebuild may remove, and nothing a hostile line names. */
class SiteManifestTest {

    @Test
    void theStaleFilesAreThoseTheLastBuildWroteAndTheNextDoesNot() {
        SiteManifest last = SiteManifest.of(List.of("index.html", "boards/a/trend-1.png", "boards/gone/index.html"));
        SiteManifest next = SiteManifest.of(List.of("index.html", "boards/a/trend-2.png"));

        assertThat(last.staleIn(next)).containsExactly("boards/a/trend-1.png", "boards/gone/index.html");
        assertThat(next.staleIn(last)).containsExactly("boards/a/trend-2.png");
        assertThat(SiteManifest.none().staleIn(next)).isEmpty();
    }

    @Test
    void itsTextIsOnePathALineSortedAndReadsBackTheSame() {
        SiteManifest manifest = SiteManifest.of(List.of("index.html", "boards/b/index.html", "boards/a/index.html"));

        assertThat(manifest.text()).isEqualTo("boards/a/index.html\nboards/b/index.html\nindex.html\n");
        assertThat(SiteManifest.parse(manifest.text(), "m")).isEqualTo(manifest);
        assertThat(SiteManifest.parse("", "m")).isEqualTo(SiteManifest.none());
    }

    @Test
    void aLineThatLeavesTheSiteIsRefusedWithItsLineNumber() {
        for (String hostile :
                new String[] {"/etc/passwd", "../outside.html", "boards/../../x", "boards//a", "./a", "boards\\a"}) {
            assertThatThrownBy(() -> SiteManifest.parse("index.html\n" + hostile + "\n", "site/.bulkbench-site-files"))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("site/.bulkbench-site-files line 2: '" + hostile + "' is not a path inside")
                    .hasMessageContaining("--force");
        }
    }
}
