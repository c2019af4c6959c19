package io.bulkbench.analysis;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.KconfigSymbol;
import java.util.OptionalDouble;
import lombok.NonNull;
import lombok.With;

/**
 * How a run is analysed: the share of the best throughput that defines the knee, the
 * curve choice, the Kconfig symbols the recommendations are written for, and the
 * bootstrap that gives every estimate its 95 % interval. The seed makes the bootstrap
 * repeatable: the same points and settings always give the same intervals.
 * {@code bootstrapRounds} of 0 skips the bootstrap (estimates then carry no interval).
 * {@code cpuBudgetPercent}, when a board sets one, is the most of one core the host may
 * spend moving data at a point (its CPU per MB times its MB/s); a recommended point over
 * it says so.
 */
@With
public record AnalysisSettings(
        double kneeShare,
        @NonNull CurveChoice curve,
        String buffersSymbol,
        String requestSizeSymbol,
        long seed,
        int bootstrapRounds,
        OptionalDouble cpuBudgetPercent) {

    /**
     * The default buffer-count symbol where "buffers" are the device's own buffers: the
     * Linux mass-storage gadget's pipeline depth.
     */
    public static final String DEFAULT_BUFFERS_SYMBOL = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";
    /**
     * The default buffer-count symbol where "buffers" are the host's queue depth (requests
     * in flight, as fastboot and ugen keep them): no kernel symbol names it.
     */
    public static final String HOST_QUEUE_SYMBOL = "CONFIG_BULKBENCH_QUEUE_DEPTH";
    /** The default request-size symbol; its value is in KiB. */
    public static final String DEFAULT_REQUEST_SIZE_SYMBOL = "CONFIG_BULKBENCH_REQUEST_KIB";
    /**
     * Whether a symbol is one of bulkbench's own names ({@link #HOST_QUEUE_SYMBOL},
     * {@link #DEFAULT_REQUEST_SIZE_SYMBOL}) rather than a kernel's: a kernel tree has no
     * such option, so a patch must be told the kernel's name for it.
     */
    public static boolean isOwnSymbol(String symbol) {
        return symbol.equals(HOST_QUEUE_SYMBOL) || symbol.equals(DEFAULT_REQUEST_SIZE_SYMBOL);
    }

    /** The share of the best throughput that defines the knee unless a run says otherwise. */
    public static final double DEFAULT_KNEE_SHARE = 0.95;

    /** The shares that can define a knee, as messages write them. */
    public static final String KNEE_SHARE_RANGE = "(0, 1]";

    /**
     * Whether {@code share} can define a knee: above nothing and at most the best itself. The
     * one rule for it: these settings and the knee share's flag and key both check it here.
     */
    public static boolean isKneeShare(double share) {
        return share > 0 && share <= 1;
    }

    /** Rounds beyond this would only cost time: the 2.5 % and 97.5 % quantiles are settled long before. */
    public static final int MAX_BOOTSTRAP_ROUNDS = 100_000;

    public AnalysisSettings {
        cpuBudgetPercent = cpuBudgetPercent == null ? OptionalDouble.empty() : cpuBudgetPercent;
        if (cpuBudgetPercent.isPresent() && !(cpuBudgetPercent.getAsDouble() > 0)) {
            throw new BadInputException("CPU budget " + cpuBudgetPercent.getAsDouble()
                    + " % is not a budget; give a percent of one core above 0, e.g. 50");
        }
        if (!isKneeShare(kneeShare)) {
            throw new BadInputException("knee share " + kneeShare + " is outside " + KNEE_SHARE_RANGE
                    + "; give a share such as " + DEFAULT_KNEE_SHARE);
        }
        buffersSymbol = KconfigSymbol.of(buffersSymbol, "buffer-count symbol");
        requestSizeSymbol = KconfigSymbol.of(requestSizeSymbol, "request-size symbol");
        if (bootstrapRounds < 0 || bootstrapRounds > MAX_BOOTSTRAP_ROUNDS) {
            throw new BadInputException("bootstrap rounds " + bootstrapRounds + " is outside 0.." + MAX_BOOTSTRAP_ROUNDS
                    + "; 200 is plenty for 95 % intervals");
        }
    }

    /** Settings without a CPU budget. */
    public AnalysisSettings(
            double kneeShare,
            CurveChoice curve,
            String buffersSymbol,
            String requestSizeSymbol,
            long seed,
            int bootstrapRounds) {
        this(kneeShare, curve, buffersSymbol, requestSizeSymbol, seed, bootstrapRounds, OptionalDouble.empty());
    }

    /** The same settings without the bootstrap: recommendations only, for a planner that analyses many candidates. */
    public AnalysisSettings withoutBootstrap() {
        return withBootstrapRounds(0);
    }

    /** Knee at 95 %, curve by AICc, the default symbols, seed 1, 200 bootstrap rounds. */
    public static AnalysisSettings defaults() {
        return new AnalysisSettings(
                DEFAULT_KNEE_SHARE, CurveChoice.AUTO, DEFAULT_BUFFERS_SYMBOL, DEFAULT_REQUEST_SIZE_SYMBOL, 1L, 200);
    }
}
