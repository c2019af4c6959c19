package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.bisect.BisectRule;
import io.bulkbench.analysis.bisect.BisectSample;
import io.bulkbench.analysis.bisect.BisectSamples;
import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.EndsCheck;
import io.bulkbench.analysis.bisect.RelativeChange;
import io.bulkbench.analysis.bisect.RepeatPolicy;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.StepDecision;
import io.bulkbench.analysis.bisect.StepVerdict;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.BisectText;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.BisectCsv;
import io.bulkbench.reports.csv.BisectJournal;
import io.bulkbench.sweeps.bisect.CommitWalk.Found;
import io.bulkbench.sweeps.bisect.CommitWalk.OneOf;
import io.bulkbench.sweeps.bisect.CommitWalk.Test;
import io.bulkbench.sweeps.run.StopRequest;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One bisect into its run folder: both ends measured at every point until the rule says
 * whether they differ, then the first-parent commits between them walked ({@link
 * CommitWalk}), each commit built in a worktree of the run folder ({@link BuildCommand})
 * and measured at the points whose ends differ until {@link BisectRule#decide} and the
 * {@link RepeatPolicy} give its verdict. Every measurement and every tested commit goes to
 * the journal as it is known, and a bisect started on a folder that holds one continues
 * it: the measurements kept, the verdicts given kept. The worktree is removed however the
 * bisect ends.
 */
public final class Bisection {
    /** The run folder's worktree, where each commit is checked out and built. */
    public static final String WORKTREE = "worktree";
    /** The run folder's build logs, one per commit: {@code build/SHA.log}. */
    public static final String BUILD_LOGS = "build";

    /** What is bisected and how a commit is judged. */
    public record Plan(
            GitRepository repo,
            BuildCommand build,
            String good,
            String bad,
            List<PointKey> points,
            BisectRule rule,
            RepeatPolicy policy) {
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
    private SampleStore samples;
    private final Map<String, TestedCommit> tested = new LinkedHashMap<>();
    private final Map<String, String> subjects = new HashMap<>();
    private BisectJournal journal;
    /** The commit built in the worktree now, if any. */
    private Optional<String> installed = Optional.empty();

    public Bisection(Plan plan, PointSampler sampler, Path runDir, PrintWriter out, StopRequest stop) {
        this.plan = plan;
        this.sampler = sampler;
        this.runDir = runDir;
        this.worktree = runDir.resolve(WORKTREE).toAbsolutePath();
        this.out = out;
        this.stop = stop;
    }

    /** Runs (or continues) the bisect; the worktree is gone when this returns or throws. */
    public BisectOutcome run() throws IOException, BisectFailed, BisectStopped {
        List<String> commits = plan.repo().firstParentCommits(plan.good(), plan.bad());
        restore();
        try (BisectJournal j = BisectJournal.open(runDir, plan.points())) {
            journal = j;
            plan.repo().addWorktree(worktree, plan.good());
            List<PointKey> differing = checkEnds();
            if (differing.isEmpty()) {
                return new BisectOutcome.EndsAlike(endsText());
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

    /** The points whose ends differ beyond the threshold, after measuring the ends until each point is decided. */
    private List<PointKey> checkEnds() throws IOException, BisectFailed, BisectStopped {
        out.println("bisect: measuring both ends at " + plan.points().size() + " point(s), "
                + plan.policy().initialRepeats() + " or more measurements each");
        Map<PointKey, EndsCheck> checks = new LinkedHashMap<>();
        while (true) {
            Map<PointKey, Map<Side, Integer>> more = new LinkedHashMap<>();
            for (PointKey p : plan.points()) {
                BisectSamples s = samples.at(p, Optional.empty());
                List<Side> needs = List.of(Side.GOOD_END, Side.BAD_END);
                if (!s.good().isEmpty() && !s.bad().isEmpty()) {
                    EndsCheck check = plan.rule().ends(s);
                    checks.put(p, check);
                    needs = check.needs();
                }
                Map<Side, Integer> next = plan.policy().next(needs, s);
                if (!next.isEmpty()) {
                    more.put(p, next);
                }
            }
            if (more.isEmpty()) {
                break;
            }
            try {
                measure(more, Optional.empty());
            } catch (Untestable e) {
                throw new IllegalStateException("an end is never skipped: " + e.getMessage(), e);
            }
        }
        List<StepVerdict> badEnd = new ArrayList<>();
        List<PointKey> differing = new ArrayList<>();
        checks.forEach((p, c) -> {
            switch (c.verdict()) {
                case DIFFER -> {
                    differing.add(p);
                    badEnd.add(StepVerdict.BAD);
                }
                case WITHIN_THRESHOLD -> badEnd.add(StepVerdict.GOOD);
                case UNDECIDED -> badEnd.add(StepVerdict.UNDECIDED);
            }
        });
        record(plan.good(), Side.GOOD_END, CommitVerdict.GOOD, plan.points());
        record(plan.bad(), Side.BAD_END, CommitVerdict.of(badEnd), plan.points());
        out.println("bisect: the ends: " + endsText());
        return differing;
    }

    /** Each point's change from the good end to the bad end, with its interval. */
    private String endsText() {
        List<String> parts = new ArrayList<>();
        for (PointKey p : plan.points()) {
            BisectSamples s = samples.at(p, Optional.empty());
            EndsCheck c = plan.rule().ends(s);
            parts.add(BisectCsv.name(p) + " " + changeText(c.change()) + " "
                    + switch (c.verdict()) {
                        case DIFFER -> "(differ)";
                        case WITHIN_THRESHOLD ->
                            "(within " + BisectText.threshold(plan.rule().threshold()) + ")";
                        case UNDECIDED ->
                            "(undecided after "
                                    + Math.max(s.good().size(), s.bad().size()) + " measurements an end)";
                    });
        }
        return String.join("; ", parts);
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
            CommitVerdict verdict = test(sha, differing);
            verdicts.put(index, verdict);
        }
    }

    /** Builds and measures one commit until its verdict is known; the verdict is journaled. */
    private CommitVerdict test(String sha, List<PointKey> differing) throws IOException, BisectFailed, BisectStopped {
        try {
            install(sha);
            while (true) {
                Map<PointKey, Map<Side, Integer>> more = new LinkedHashMap<>();
                List<StepVerdict> verdicts = new ArrayList<>();
                for (PointKey p : differing) {
                    BisectSamples s = samples.at(p, Optional.of(sha));
                    StepDecision d = plan.rule().decide(s);
                    verdicts.add(d.verdict());
                    if (!d.decided()) {
                        Map<Side, Integer> next = plan.policy().next(d.needs(), s);
                        if (!next.isEmpty()) {
                            more.put(p, next);
                        }
                    }
                }
                CommitVerdict verdict = CommitVerdict.of(verdicts);
                if (verdict != CommitVerdict.UNDECIDED || more.isEmpty()) {
                    out.println("bisect: " + abbreviated(sha) + " is " + verdict.label()
                            + (verdict == CommitVerdict.UNDECIDED
                                    ? " after " + plan.policy().maxRepeats()
                                            + " measurements; it is reported and passed over, not guessed"
                                    : ""));
                    return record(sha, Side.COMMIT, verdict, differing);
                }
                measure(more, Optional.of(sha));
            }
        } catch (Untestable e) {
            out.println("bisect: " + abbreviated(sha) + " skipped: " + e.getMessage());
            return record(sha, Side.COMMIT, CommitVerdict.SKIP, differing);
        }
    }

    /** Takes the measurements asked for, the side built now first, so each side is built once a round. */
    private void measure(Map<PointKey, Map<Side, Integer>> more, Optional<String> commit)
            throws IOException, BisectFailed, BisectStopped, Untestable {
        Map<Side, Map<PointKey, Integer>> bySide = new EnumMap<>(Side.class);
        more.forEach((p, sides) -> sides.forEach((side, count) ->
                bySide.computeIfAbsent(side, x -> new LinkedHashMap<>()).put(p, count)));
        List<Side> order = new ArrayList<>(bySide.keySet());
        // false sorts first: the side built now is measured before any other is built
        order.sort(java.util.Comparator.comparing((Side side) -> !isInstalled(shaOf(side, commit))));
        for (Side side : order) {
            String sha = shaOf(side, commit);
            install(sha);
            for (Map.Entry<PointKey, Integer> e : bySide.get(side).entrySet()) {
                for (int i = 0; i < e.getValue(); i++) {
                    sampleOnce(e.getKey(), sha, side);
                }
            }
        }
    }

    private void sampleOnce(PointKey p, String sha, Side side)
            throws IOException, BisectStopped, BisectFailed, Untestable {
        if (stop.isRequested()) {
            throw new BisectStopped();
        }
        double mbS;
        try {
            mbS = sampler.sample(p, sha);
        } catch (PointSampler.Failed e) {
            if (side != Side.COMMIT) {
                throw new BisectFailed("measuring the " + side.label() + " " + abbreviated(sha) + " at "
                        + PointText.of(p) + " failed: " + e.getMessage());
            }
            throw new Untestable("measuring " + PointText.of(p) + " failed: " + e.getMessage());
        } catch (IOException | RuntimeException e) {
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

    /** Builds {@code sha} in the worktree unless it is built there now. */
    private void install(String sha) throws IOException, BisectFailed, BisectStopped, Untestable {
        if (isInstalled(sha)) {
            return;
        }
        if (stop.isRequested()) {
            throw new BisectStopped();
        }
        installed = Optional.empty();
        plan.repo().checkout(worktree, sha);
        Path log = runDir.resolve(BUILD_LOGS).resolve(sha + ".log");
        out.println("bisect: building " + abbreviated(sha) + " (output in " + log + ")");
        BuildCommand.Outcome built = plan.build().run(worktree, sha, log, stop);
        boolean end = sha.equals(plan.good()) || sha.equals(plan.bad());
        switch (built.end()) {
            case BUILT -> installed = Optional.of(sha);
            case STOPPED -> throw new BisectStopped();
            case SKIP -> {
                if (end) {
                    throw new BisectFailed("the build of the " + (sha.equals(plan.good()) ? "good" : "bad")
                            + " end " + abbreviated(sha) + " exited " + BuildCommand.SKIP_CODE
                            + " (cannot be tested); give ends that build, see " + log);
                }
                throw new Untestable("its build exited " + BuildCommand.SKIP_CODE);
            }
            case FAILED ->
                throw new BisectFailed("the build of " + abbreviated(sha) + " " + subject(sha)
                        + " exited " + built.exitCode() + " (0 measures, " + BuildCommand.SKIP_CODE
                        + " skips, anything else stops); see " + log);
        }
    }

    private boolean isInstalled(String sha) {
        return installed.isPresent() && installed.get().equals(sha);
    }

    private String shaOf(Side side, Optional<String> commit) {
        return switch (side) {
            case GOOD_END -> plan.good();
            case BAD_END -> plan.bad();
            case COMMIT -> commit.orElseThrow();
        };
    }

    /** Journals a tested commit (once: a resumed bisect keeps the row it has). */
    private CommitVerdict record(String sha, Side role, CommitVerdict verdict, List<PointKey> measured)
            throws IOException {
        if (tested.containsKey(sha)) {
            return tested.get(sha).verdict();
        }
        TestedCommit row = samples.row(
                sha,
                subject(sha),
                role,
                verdict,
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

    static String changeText(RelativeChange c) {
        return BisectText.change(c);
    }

    /** A commit that cannot be measured: its build said skip, or a measurement failed. */
    private static final class Untestable extends Exception {
        private static final long serialVersionUID = 1L;

        Untestable(String why) {
            super(why, null, false, false);
        }
    }
}
