package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.CheaperMode;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCostText;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import java.util.Optional;

/**
 * One configuration (board, device, direction, buffers, request size) measured in both
 * copy modes, with the CPU each used per MB: the unit "copy or not?" is answered in. The
 * CPU differs when the gap exceeds the root sum of squares of the two errors, the
 * half-width of the difference's own interval at JMH's 99.9 % for two independent means
 * (asking the two intervals not to overlap would test far more strictly than the level
 * the errors are given at). MB/s differ when the gap exceeds the two errors' sum and 1 %.
 */
record ModePair(MeasuredPoint copy, MeasuredPoint noCopy) {
    /** Two throughputs this close are the same MB/s even where JMH's errors are smaller or unknown. */
    static final double SAME_THROUGHPUT = 0.01;

    ModePair {
        if (copy.key().copyMode() != CopyMode.COPY
                || noCopy.key().copyMode() != CopyMode.NO_COPY
                || !copy.key().withCopyMode(CopyMode.NO_COPY).equals(noCopy.key())) {
            throw new IllegalArgumentException(
                    "not one configuration in both modes: " + copy.key() + ", " + noCopy.key());
        }
    }

    /** The pair of a point and the other mode's point at its configuration. */
    static ModePair of(MeasuredPoint one, MeasuredPoint other) {
        return one.key().copyMode() == CopyMode.COPY ? new ModePair(one, other) : new ModePair(other, one);
    }

    boolean cpuDiffers() {
        return dearer().cpu().microsPerMb().getAsDouble()
                        - cheaper().cpu().microsPerMb().getAsDouble()
                > Math.hypot(
                        known(copy.cpu().errorMicrosPerMb()), known(noCopy.cpu().errorMicrosPerMb()));
    }

    MeasuredPoint cheaper() {
        return cpu(noCopy) <= cpu(copy) ? noCopy : copy;
    }

    MeasuredPoint dearer() {
        return cheaper() == noCopy ? copy : noCopy;
    }

    /** How much less CPU per MB the cheaper mode used: a share of the dearer one's. */
    double less() {
        return (cpu(dearer()) - cpu(cheaper())) / cpu(dearer());
    }

    /** How much more CPU per MB the dearer mode used: a share of the cheaper one's. */
    double more() {
        return (cpu(dearer()) - cpu(cheaper())) / cpu(cheaper());
    }

    boolean sameThroughput() {
        double apart = Math.abs(copy.throughputMbS() - noCopy.throughputMbS());
        double within = Math.max(
                known(copy.errorMbS()) + known(noCopy.errorMbS()),
                SAME_THROUGHPUT * Math.max(copy.throughputMbS(), noCopy.throughputMbS()));
        return apart <= within;
    }

    MeasuredPoint faster() {
        return copy.throughputMbS() > noCopy.throughputMbS() ? copy : noCopy;
    }

    /** How much faster the faster mode was: a share of the slower one's MB/s. */
    double fasterBy() {
        MeasuredPoint slower = faster() == copy ? noCopy : copy;
        return faster().throughputMbS() / slower.throughputMbS() - 1;
    }

    /** The answer where the CPU differs: the cheaper mode, and what MB/s said beside it. */
    Optional<CheaperMode> answer() {
        if (!cpuDiffers()) {
            return Optional.empty();
        }
        CopyMode cheap = cheaper().key().copyMode();
        if (sameThroughput()) {
            return Optional.of(new CheaperMode(cheap, ""));
        }
        if (faster() == cheaper()) {
            return Optional.of(new CheaperMode(cheap, "also " + PercentText.whole(fasterBy()) + " faster"));
        }
        return Optional.of(new CheaperMode(
                cheap,
                CheaperMode.other(cheap).label() + " " + PercentText.whole(fasterBy()) + " faster for "
                        + PercentText.whole(more()) + " more CPU per MB"));
    }

    /** The sentence that sets the two modes side by side, saying that they are one configuration. */
    String sentence() {
        String where = "At " + copy.key().buffers() + " x "
                + ByteSizeText.of(copy.key().requestBytes()) + ", measured both ways: ";
        if (!cpuDiffers()) {
            return where + "copy " + CpuCostText.perMegabyte(cpu(copy)) + " and no-copy "
                    + CpuCostText.perMegabyte(cpu(noCopy)) + ", the same CPU per MB within their errors.";
        }
        CheaperMode answer = answer().orElseThrow();
        String mbS = answer.throughput().isEmpty() ? "the same MB/s" : answer.throughput();
        return where + cheaper().key().copyMode().label() + " " + PercentText.whole(less()) + " less CPU per MB than "
                + dearer().key().copyMode().label() + " (" + CpuCostText.perMegabyte(cpu(cheaper())) + " against "
                + CpuCostText.perMegabyte(cpu(dearer())) + "), " + mbS + ".";
    }

    private static double cpu(MeasuredPoint p) {
        return p.cpu().microsPerMb().getAsDouble();
    }

    private static double known(double error) {
        return Double.isNaN(error) ? 0 : error;
    }
}
