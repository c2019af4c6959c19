package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.bisect.BisectRule;
import io.bulkbench.analysis.bisect.BisectSample;
import io.bulkbench.analysis.bisect.BisectSamples;
import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.EndsCheck;
import io.bulkbench.analysis.bisect.GroupedRepeats;
import io.bulkbench.analysis.bisect.PointAtEnds;
import io.bulkbench.analysis.bisect.RepeatPolicy;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.StepDecision;
import io.bulkbench.analysis.bisect.StepVerdict;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.BisectText;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.BisectCsv;
import io.bulkbench.reports.csv.BisectJournal;
import io.bulkbench.reports.csv.BisectPointsCsv;
import io.bulkbench.sweeps.bisect.CommitWalk.Found;
import io.bulkbench.sweeps.bisect.CommitWalk.OneOf;
import io.bulkbench.sweeps.bisect.CommitWalk.Test;
import io.bulkbench.sweeps.run.StopRequest;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One bisect into its run folder: both ends measured at every point until the rule says
 * whether they differ, then the first-parent commits between them walked ({@link
 * CommitWalk}), each commit built in a worktree of the run folder ({@link WorktreeBuilds})
 * and measured at the points whose ends differ until {@link BisectRule#decide} and the
 * {@link RepeatPolicy} give its verdict. Measurements are taken in blocks per built commit
 * ({@link GroupedRepeats}), so a commit is built again only when the rule needs more of it
 * than the built one can stand in for. Points still within reach of the threshold after
 * the ends' first measurements are set aside when other points decide (unless the plan
 * keeps them). Every measurement and every tested commit goes to the journal as it is
 * known, and a bisect started on a folder that holds one continues it. The worktree is
 * removed however the bisect ends.
 */
public final class Bisection {
    /** The run folder's worktree, where each commit is checked out and built. */
    public static final String WORKTREE = "worktree";
    /** The run folder's build logs, one per commit: {@code build/SHA.log}. */
    public static final String BUILD_LOGS = "build";
    /** How many times a measurement is taken while the simulator runs late before the bisect stops. */
    static final int LATE_ATTEMPTS = 3;

    /**
     * What is bisected and how a commit is judged; {@code deviceCheck} runs after the first
     * build (which may install the device) and throws the user's error when it is unusable.
     */
    public record Plan(
            GitRepository repo,
            BuildCommand build,
            String good,
            String bad,
            List<PointKey> points,
            BisectRule rule,
            RepeatPolicy policy,
            boolean keepBorderline,
            Optional<Duration> budget,
            Runnable deviceCheck) {
        public Plan {
            points = List.copyOf(points);
        }
    }

    private final Plan plan;
    private final PointSampler sampler;
    private final Path runDir;
    private final Path worktree;
    private final PrintWriter out;
    private final StopRequest stop;
    private final GroupedRepeats repeats;
    private final WorktreeBuilds builds;
    /** When the budget is spent, as System.nanoTime reads it; empty without a budget. */
    private final Optional<Long> deadline;

    private SampleStore samples;
    private final Map<String, TestedCommit> tested = new LinkedHashMap<>();
    private final Map<String, String> subjects = new HashMap<>();
    private BisectJournal journal;

    public Bisection(Plan plan, PointSampler sampler, Path runDir, PrintWriter out, StopRequest stop) {
        this.plan = plan;
        this.sampler = sampler;
        this.runDir = runDir;
        this.worktree = runDir.resolve(WORKTREE).toAbsolutePath();
        this.out = out;
        this.stop = stop;
        this.repeats = new GroupedRepeats(plan.policy());
        this.builds = new WorktreeBuilds(
                plan,
                worktree,
                runDir.resolve(BUILD_LOGS),
                out,
                stop,
                this::checkStops,
                plan.deviceCheck(),
                this::subject);
        this.deadline = plan.budget().map(b -> System.nanoTime() + b.toNanos());
    }

    /** Runs (or continues) the bisect; the worktree is gone when this returns or throws. */
    public BisectOutcome run() throws IOException, BisectFailed, BisectStopped {
        List<String> commits = plan.repo().firstParentCommits(plan.good(), plan.bad());
        restore();
        try (BisectJournal j = BisectJournal.open(runDir, plan.points())) {
            journal = j;
            plan.repo().addWorktree(worktree, plan.good());
            List<PointKey> differing;
            try {
                differing = checkEnds();
            } catch (BudgetSpent e) {
                return spent(commits, Map.of());
            }
            if (differing.isEmpty()) {
                return new BisectOutcome.EndsAlike(new EndsText(plan.rule(), samples::at).of(plan.points()));
            }
            return walk(commits, differing);
        } finally {
            plan.repo().removeWorktree(worktree);
        }
    }

    /** The measurements and verdicts a stopped bisect left in the folder. */
    private void restore() throws IOException {
        samples = SampleStore.read(runDir, plan.good(), plan.bad());
        Path commitsFile = runDir.resolve(RunFolder.BISECT_CSV);
        if (Files.exists(commitsFile)) {
            for (TestedCommit c : BisectCsv.read(commitsFile, plan.points())) {
                tested.put(c.commit(), c);
            }
        }
    }

    /**
     * The points whose ends differ beyond the threshold, after measuring the ends in blocks
     * until each point is decided or, once each has its first block, set aside as borderline.
     */
    private List<PointKey> checkEnds() throws IOException, BisectFailed, BisectStopped, BudgetSpent {
        out.println("bisect: measuring both ends at " + plan.points().size() + " point(s), "
                + plan.policy().initialRepeats() + " or more measurements each");
        Map<PointKey, PointAtEnds> aside = new LinkedHashMap<>();
        boolean asideJudged = false;
        while (true) {
            Map<PointKey, GroupedRepeats.Ask> asks = new LinkedHashMap<>();
            Map<PointKey, EndsCheck> checks = new LinkedHashMap<>();
            for (PointKey p : plan.points()) {
                BisectSamples s = samples.at(p, Optional.empty());
                List<Side> needs = List.of(Side.GOOD_END, Side.BAD_END);
                if (!s.good().isEmpty() && !s.bad().isEmpty()) {
                    EndsCheck check = plan.rule().ends(s);
                    checks.put(p, check);
                    needs = aside.containsKey(p) ? List.of() : check.needs();
                }
                asks.put(p, new GroupedRepeats.Ask(Side.GOOD_END, Side.BAD_END, needs, s));
            }
            if (!asideJudged && firstBlocksTaken()) {
                asideJudged = true;
                BorderlinePoints borderline = BorderlinePoints.of(
                        checks, plan.rule().threshold(), plan.policy().initialRepeats(), plan.keepBorderline());
                borderline.said().ifPresent(out::println);
                borderline.aside().forEach(p -> aside.put(p, PointAtEnds.SET_ASIDE));
                continue;
            }
            Optional<GroupedRepeats.Block<PointKey>> block = repeats.next(builtSide(Optional.empty()), asks);
            if (block.isEmpty()) {
                return endsChecked(checks, aside);
            }
            try {
                measure(block.get(), Optional.empty());
            } catch (Untestable e) {
                throw new IllegalStateException("an end is never skipped: " + e.getMessage(), e);
            }
        }
    }

    private boolean firstBlocksTaken() {
        int first = plan.policy().initialRepeats();
        return plan.points().stream()
                .allMatch(p -> samples.of(plan.good(), p).size() >= first
                        && samples.of(plan.bad(), p).size() >= first);
    }

    /** Journals the ends and what became of each point; returns the points that differ. */
    private List<PointKey> endsChecked(Map<PointKey, EndsCheck> checks, Map<PointKey, PointAtEnds> aside)
            throws IOException {
        List<StepVerdict> badEnd = new ArrayList<>();
        List<PointKey> differing = new ArrayList<>();
        Map<PointKey, PointAtEnds> atEnds = new LinkedHashMap<>();
        checks.forEach((p, c) -> {
            PointAtEnds at = aside.getOrDefault(
                    p,
                    switch (c.verdict()) {
                        case DIFFER -> PointAtEnds.BISECTED;
                        case WITHIN_THRESHOLD -> PointAtEnds.WITHIN_THRESHOLD;
                        case UNDECIDED -> PointAtEnds.UNDECIDED;
                    });
            atEnds.put(p, at);
            if (at == PointAtEnds.BISECTED) {
                differing.add(p);
            }
            badEnd.add(
                    switch (at) {
                        case BISECTED -> StepVerdict.BAD;
                        case WITHIN_THRESHOLD -> StepVerdict.GOOD;
                        case SET_ASIDE, UNDECIDED -> StepVerdict.UNDECIDED;
                    });
        });
        BisectPointsCsv.write(atEnds, runDir.resolve(RunFolder.BISECT_POINTS_CSV));
        record(plan.good(), Side.GOOD_END, CommitVerdict.GOOD, plan.points(), builds.take(plan.good()));
        record(plan.bad(), Side.BAD_END, CommitVerdict.of(badEnd), plan.points(), builds.take(plan.bad()));
        out.println("bisect: the ends: " + new EndsText(plan.rule(), samples::at).of(plan.points()));
        return differing;
    }

    private BisectOutcome walk(List<String> commits, List<PointKey> differing)
            throws IOException, BisectFailed, BisectStopped {
        int n = commits.size();
        Map<Integer, CommitVerdict> verdicts = new HashMap<>();
        for (int i = 0; i < n - 1; i++) {
            TestedCommit t = tested.get(commits.get(i));
            if (t != null && t.role() == Side.COMMIT) {
                verdicts.put(i, t.verdict());
            }
        }
        int k = verdicts.size();
        while (true) {
            CommitWalk.Step step = CommitWalk.next(n, verdicts);
            if (step instanceof Found found) {
                String sha = commits.get(found.index());
                return new BisectOutcome.Found(sha, subject(sha));
            }
            if (step instanceof OneOf oneOf) {
                return new BisectOutcome.OneOf(
                        oneOf.indices().stream().map(commits::get).toList());
            }
            int index = ((Test) step).index();
            String sha = commits.get(index);
            k++;
            out.println("bisect: commit " + k + " of about " + (k - 1 + CommitWalk.stepsLeft(n, verdicts)) + ": "
                    + abbreviated(sha) + " " + subject(sha));
            try {
                verdicts.put(index, test(sha, differing));
            } catch (BudgetSpent e) {
                return spent(commits, verdicts);
            }
        }
    }

    /** The budget's end: the commits that may still be the first bad one. */
    private BisectOutcome spent(List<String> commits, Map<Integer, CommitVerdict> verdicts) {
        List<String> remaining = CommitWalk.candidates(commits.size(), verdicts).stream()
                .map(commits::get)
                .toList();
        out.println(
                "bisect: the budget of " + plan.budget().map(Duration::toString).orElse("") + " is spent; "
                        + remaining.size() + " commit(s) may still be the first bad one");
        return new BisectOutcome.BudgetSpent(remaining);
    }

    /** Builds and measures one commit until its verdict is known; the verdict is journaled. */
    private CommitVerdict test(String sha, List<PointKey> differing)
            throws IOException, BisectFailed, BisectStopped, BudgetSpent {
        try {
            while (true) {
                Map<PointKey, GroupedRepeats.Ask> asks = new LinkedHashMap<>();
                List<StepVerdict> verdicts = new ArrayList<>();
                for (PointKey p : differing) {
                    BisectSamples s = samples.at(p, Optional.of(sha));
                    StepDecision d = plan.rule().decide(s);
                    verdicts.add(d.verdict());
                    asks.put(p, new GroupedRepeats.Ask(Side.COMMIT, Side.GOOD_END, d.needs(), s));
                }
                CommitVerdict verdict = CommitVerdict.of(verdicts);
                Optional<GroupedRepeats.Block<PointKey>> block = verdict == CommitVerdict.UNDECIDED
                        ? repeats.next(builtSide(Optional.of(sha)), asks)
                        : Optional.empty();
                if (block.isEmpty()) {
                    out.println("bisect: " + abbreviated(sha) + " is " + verdict.label()
                            + (verdict == CommitVerdict.UNDECIDED
                                    ? " after " + plan.policy().maxRepeats()
                                            + " measurements; it is reported and passed over, not guessed"
                                    : ""));
                    return record(sha, Side.COMMIT, verdict, differing, builds.takeAll());
                }
                measure(block.get(), Optional.of(sha));
            }
        } catch (Untestable e) {
            out.println("bisect: " + abbreviated(sha) + " skipped: " + e.getMessage());
            return record(sha, Side.COMMIT, CommitVerdict.SKIP, differing, builds.takeAll());
        }
    }

    /** Which side of this step is built now, if any. */
    private Optional<Side> builtSide(Optional<String> commit) {
        return builds.installed().flatMap(sha -> {
            if (commit.isPresent() && commit.get().equals(sha)) {
                return Optional.of(Side.COMMIT);
            }
            return sha.equals(plan.good())
                    ? Optional.of(Side.GOOD_END)
                    : sha.equals(plan.bad()) ? Optional.of(Side.BAD_END) : Optional.empty();
        });
    }

    /** Takes one block of measurements at its side, building that side first unless it is built now. */
    private void measure(GroupedRepeats.Block<PointKey> block, Optional<String> commit)
            throws IOException, BisectFailed, BisectStopped, BudgetSpent, Untestable {
        String sha = switch (block.side()) {
            case GOOD_END -> plan.good();
            case BAD_END -> plan.bad();
            case COMMIT -> commit.orElseThrow();
        };
        List<String> why = new ArrayList<>();
        block.counts()
                .forEach((p, count) ->
                        why.add(PointText.of(p) + " has " + samples.of(sha, p).size()));
        builds.install(
                sha,
                block.side() == Side.COMMIT ? "commit" : "the " + block.side().label(),
                "the rule needs more measurements of it than the built commit can stand in for ("
                        + String.join(", ", why) + ")");
        for (PointKey p : plan.points()) {
            Integer count = block.counts().get(p);
            for (int i = 0; count != null && i < count; i++) {
                sampleOnce(p, sha, block.side());
            }
        }
    }

    private void checkStops() throws BisectStopped, BudgetSpent {
        if (stop.isRequested()) {
            throw new BisectStopped();
        }
        if (deadline.isPresent() && System.nanoTime() - deadline.get() > 0) {
            throw new BudgetSpent();
        }
    }

    private void sampleOnce(PointKey p, String sha, Side side)
            throws IOException, BisectStopped, BisectFailed, BudgetSpent, Untestable {
        checkStops();
        double mbS;
        try {
            mbS = onTime(p, sha, side);
        } catch (PointSampler.Failed e) {
            if (side != Side.COMMIT) {
                throw new BisectFailed("measuring the " + side.label() + " " + abbreviated(sha) + " at "
                        + PointText.of(p) + " failed: " + e.getMessage());
            }
            throw new Untestable("measuring " + PointText.of(p) + " failed: " + e.getMessage());
        } catch (IOException | RuntimeException | BisectFailed | BisectStopped | BudgetSpent e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
        BisectSample sample = new BisectSample(sha, p, mbS);
        journal.append(sample);
        samples.add(sample);
        out.println(String.format(
                Locale.ROOT,
                "bisect: %s %s %s: measurement %d: %s",
                side.label(),
                abbreviated(sha),
                PointText.of(p),
                samples.of(sha, p).size(),
                ThroughputText.of(mbS)));
    }

    /**
     * A measurement the simulator was paced through: a late one is taken again, up to
     * {@link #LATE_ATTEMPTS} in all, since a busy moment passes; a machine that stays too
     * busy stops the bisect, resumable, rather than let readings that are low by an unknown
     * amount judge a commit.
     */
    private double onTime(PointKey p, String sha, Side side) throws Exception {
        List<String> shares = new ArrayList<>();
        while (true) {
            try {
                return sampler.sample(p, sha);
            } catch (PointSampler.Late e) {
                shares.add(PercentText.tenth(e.share()));
                if (shares.size() == LATE_ATTEMPTS) {
                    throw new BisectFailed("the simulator ran late " + LATE_ATTEMPTS + " times in a row measuring the "
                            + side.label() + " " + abbreviated(sha) + " " + PointText.of(p) + " ("
                            + String.join(", ", shares) + " of the measured time): the machine is too busy to pace"
                            + " it, and a late measurement reads low by up to that share. Every finished"
                            + " measurement is kept; continue on a quieter machine with: bulkbench bisect --resume "
                            + runDir);
                }
                out.println(String.format(
                        Locale.ROOT,
                        "bisect: %s %s %s: the simulator ran late for %s of the measurement, which may read low by"
                                + " as much; measuring again",
                        side.label(),
                        abbreviated(sha),
                        PointText.of(p),
                        shares.get(shares.size() - 1)));
                checkStops();
            }
        }
    }

    /** Journals a tested commit (once: a resumed bisect keeps the row it has). */
    private CommitVerdict record(String sha, Side role, CommitVerdict verdict, List<PointKey> measured, int built)
            throws IOException {
        if (tested.containsKey(sha)) {
            return tested.get(sha).verdict();
        }
        TestedCommit row = samples.row(
                sha,
                subject(sha),
                role,
                verdict,
                OptionalInt.of(built),
                plan.points(),
                measured,
                plan.rule().alpha());
        journal.append(row);
        tested.put(sha, row);
        return verdict;
    }

    private String subject(String sha) {
        return subjects.computeIfAbsent(sha, plan.repo()::subject);
    }

    static String abbreviated(String sha) {
        return BisectText.commit(sha);
    }
}
