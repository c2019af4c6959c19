package io.bulkbench.analysis.bisect;

import io.bulkbench.core.BadInputException;
import java.util.ArrayList;
import java.util.List;
import lombok.With;

/**
 * The throughputs (MB/s) measured so far of one point at the good end, at the commit under
 * test and at the bad end, one value per measurement. The commit's list is empty while
 * only the ends are being checked. The decision rules treat every value as independent,
 * so a value should be a whole measurement (a run's throughput), not one of the
 * iterations of a run, which share its fork and its warm-up.
 */
public record BisectSamples(List<Double> good, @With List<Double> commit, List<Double> bad) {

    public BisectSamples {
        good = checked(good, Side.GOOD_END);
        commit = checked(commit, Side.COMMIT);
        bad = checked(bad, Side.BAD_END);
    }

    /** The ends alone, before any commit is tested. */
    public static BisectSamples ofEnds(List<Double> good, List<Double> bad) {
        return new BisectSamples(good, List.of(), bad);
    }

    public List<Double> of(Side side) {
        return switch (side) {
            case GOOD_END -> good;
            case COMMIT -> commit;
            case BAD_END -> bad;
        };
    }

    public int count(Side side) {
        return of(side).size();
    }

    /** These samples with more measured at one side. */
    public BisectSamples with(Side side, List<Double> more) {
        List<Double> joined = new ArrayList<>(of(side));
        joined.addAll(more);
        return new BisectSamples(
                side == Side.GOOD_END ? joined : good,
                side == Side.COMMIT ? joined : commit,
                side == Side.BAD_END ? joined : bad);
    }

    private static List<Double> checked(List<Double> samples, Side side) {
        for (Double s : samples) {
            if (s == null || !(s > 0) || Double.isInfinite(s)) {
                throw new BadInputException("throughput " + s + " MB/s at the " + side.label()
                        + " is not a positive number; leave a failed measurement out rather than count it");
            }
        }
        return List.copyOf(samples);
    }
}
