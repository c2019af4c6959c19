/**
 * The decision rule of a bisect step: from noisy throughputs of one point at the good end,
 * the bad end and a commit between them, whether the commit is GOOD, BAD or UNDECIDED, and
 * where to measure again while undecided. No files, clocks or threads; the measuring, and
 * the walk over commits, belong to the command.
 *
 * <p>Entry points: {@link io.bulkbench.analysis.bisect.BisectRule#ends} (do the ends differ
 * beyond the threshold?) and {@link io.bulkbench.analysis.bisect.BisectRule#decide} (the
 * commit's verdict), with {@link io.bulkbench.analysis.bisect.RepeatPolicy} for how many
 * measurements each side gets. {@link io.bulkbench.analysis.bisect.PinpointRule} is the
 * baseline it is measured against: Chromium Pinpoint's comparison.
 */
package io.bulkbench.analysis.bisect;
