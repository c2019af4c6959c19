package io.bulkbench.site;

import java.io.PrintWriter;
import java.util.Iterator;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The boards a site build makes, passed through with a line on stderr at each twentieth
 * of them: the first build of a large lab takes minutes to hours, and its user should see
 * how far it got. A build of fewer than {@value #QUIET_BELOW} boards says nothing until
 * its summary line.
 */
final class SiteProgress implements Iterator<LabSite.MadeBoard> {
    static final int QUIET_BELOW = 20;

    private final Iterator<LabSite.MadeBoard> boards;
    private final int total;
    private final PrintWriter err;
    private final LongSupplier nanoTime;
    private final long start;
    private int started;

    SiteProgress(Iterator<LabSite.MadeBoard> boards, int total, PrintWriter err, LongSupplier nanoTime) {
        this.boards = boards;
        this.total = total;
        this.err = err;
        this.nanoTime = nanoTime;
        this.start = nanoTime.getAsLong();
    }

    @Override
    public boolean hasNext() {
        return boards.hasNext();
    }

    @Override
    public LabSite.MadeBoard next() {
        LabSite.MadeBoard board = boards.next();
        // The board handed on is written next: the ones before it are done.
        if (total >= QUIET_BELOW && started > 0 && started % (total / QUIET_BELOW) == 0) {
            err.println(String.format(
                    Locale.ROOT,
                    "site: %d of %d board(s) made, %.0f s",
                    started,
                    total,
                    (nanoTime.getAsLong() - start) / 1e9));
            err.flush();
        }
        started++;
        return board;
    }
}
