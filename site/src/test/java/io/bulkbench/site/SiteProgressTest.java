package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class SiteProgressTest {
    private static List<String> linesFor(int boards) {
        StringWriter text = new StringWriter();
        AtomicLong clock = new AtomicLong();
        List<LabSite.MadeBoard> made = new ArrayList<>(Collections.nCopies(boards, null));
        SiteProgress progress = new SiteProgress(made.iterator(), boards, new PrintWriter(text), clock::get);
        int handed = 0;
        while (progress.hasNext()) {
            // Each board takes a second.
            clock.set(handed * 1_000_000_000L);
            progress.next();
            handed++;
        }
        assertThat(handed).isEqualTo(boards);
        return text.toString().lines().toList();
    }

    @Test
    void aLargeBuildSaysEachTwentiethOfItsBoardsDone() {
        List<String> lines = linesFor(100);
        assertThat(lines).hasSize(19).first().isEqualTo("site: 5 of 100 board(s) made, 5 s");
        assertThat(lines).last().isEqualTo("site: 95 of 100 board(s) made, 95 s");
    }

    @Test
    void aSmallBuildSaysNothing() {
        assertThat(linesFor(SiteProgress.QUIET_BELOW - 1)).isEmpty();
    }
}
