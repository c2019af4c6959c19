package io.bulkbench.app.bench;

import io.bulkbench.analysis.bisect.BisectRule;
import io.bulkbench.analysis.bisect.RepeatPolicy;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.BisectCsv;
import io.bulkbench.reports.csv.BisectSamplesCsv;
import io.bulkbench.sweeps.bisect.BisectOutcome;
import io.bulkbench.sweeps.bisect.Bisection;
import io.bulkbench.sweeps.bisect.BuildCommand;
import io.bulkbench.sweeps.bisect.GitRepository;
import io.bulkbench.sweeps.bisect.JmhSampler;
import io.bulkbench.sweeps.plan.JmhSettings;
import io.bulkbench.sweeps.run.StopRequest;
import io.bulkbench.testing.FirmwareRepo;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * bisect on a 40-commit firmware history whose culprit makes 16 KiB requests 5 % slower
 * (the hs profile's per-request cost 15 -> 36 us; a 16 KiB request holds the bus about
 * 405 us), the culprit drawn from a printed seed per trial. Each trial bisects the same
 * history twice: with bulkbench's rule and repeats (five a side, then one at a time), and
 * with the same rule at a fixed ten measurements a side and no more. It prints, per
 * bisect, whether it named the culprit, the commits measured, the measurements at the
 * commits and at the ends, the builds, and the wall time. Measurements are JMH runs of the simulator
 * in this JVM: 1 warm-up and 3 measured iterations of 100 ms each, so the noise is the
 * host's own.
 *
 * <p>How to run: {@code scripts/bisect-benchmark.sh [TRIALS]}. This is a measurement, not a test.
 */
public final class BisectBenchmark {
    static final int COMMITS = 40;
    static final int GOOD_US = FirmwareRepo.BASE_PER_REQUEST_US;
    static final int BAD_US = 36;
    static final long SEED = 20_261_201L;
    static final JmhSettings SHORT = new JmhSettings(0, 1, 3, Duration.ofMillis(100));

    private BisectBenchmark() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "target/bisect-bench").toAbsolutePath();
        int trials = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        SplittableRandom random = new SplittableRandom(SEED);
        System.out.printf(
                Locale.ROOT,
                "%d commits, 5 %% step at 16 KiB, seed %d; at most ceil(log2(%d)) + 3 = %d commits measured%n",
                COMMITS,
                SEED,
                COMMITS,
                ceilLog2(COMMITS) + 3);
        System.out.println("trial,policy,culprit,named,commits_measured,commit_measurements,"
                + "measurements_per_commit,end_measurements,builds,seconds");
        for (int t = 0; t < trials; t++) {
            int culprit = 1 + random.nextInt(COMMITS - 1);
            run(dir, t, culprit, "adaptive", RepeatPolicy.defaults());
            run(dir, t, culprit, "fixed-10", new RepeatPolicy(10, 10, false));
        }
    }

    private static void run(Path dir, int trial, int culprit, String name, RepeatPolicy policy) throws Exception {
        Path base = dir.resolve(trial + "-" + name);
        deleteTree(base);
        int[] history = new int[COMMITS];
        Arrays.fill(history, GOOD_US);
        Arrays.fill(history, culprit, COMMITS, BAD_US);
        FirmwareRepo repo =
                FirmwareRepo.create(base.resolve("fw"), base.resolve("installed/board.yaml"), history, List.of());
        Path out = base.resolve("run");
        Files.createDirectories(out);
        PointKey point = new PointKey("board", repo.device(), Direction.IN, 32, 16384, CopyMode.COPY);
        GitRepository git = GitRepository.open(repo.dir());
        Bisection.Plan plan = new Bisection.Plan(
                git,
                new BuildCommand(repo.buildCommand()),
                repo.commit(0),
                repo.commit(COMMITS - 1),
                List.of(point),
                BisectRule.defaults(),
                policy,
                false,
                java.util.Optional.empty(),
                () -> {});
        StringWriter log = new StringWriter();
        long start = System.nanoTime();
        BisectOutcome outcome = new Bisection(
                        plan, new JmhSampler(SHORT, out.resolve("jmh")), out, new PrintWriter(log), new StopRequest())
                .run();
        double seconds = (System.nanoTime() - start) / 1e9;
        Files.writeString(base.resolve("bisect-output.txt"), log.toString());
        String good = repo.commit(0);
        String bad = repo.commit(COMMITS - 1);
        var samples = BisectSamplesCsv.read(out.resolve(RunFolder.BISECT_SAMPLES_CSV));
        long atEnds = samples.stream()
                .filter(s -> s.commit().equals(good) || s.commit().equals(bad))
                .count();
        long atCommits = samples.size() - atEnds;
        long commits = samples.stream()
                .map(s -> s.commit())
                .filter(c -> !c.equals(good) && !c.equals(bad))
                .distinct()
                .count();
        // what the build command ran, as bisect.csv counts it
        int builds = BisectCsv.read(out.resolve(RunFolder.BISECT_CSV), List.of(point)).stream()
                .mapToInt(c -> c.builds().orElse(0))
                .sum();
        String named = outcome instanceof BisectOutcome.Found f
                ? (f.commit().equals(repo.commit(culprit)) ? "yes" : "WRONG " + f.commit())
                : outcome.toString().replace(',', ';');
        System.out.printf(
                Locale.ROOT,
                "%d,%s,%d,%s,%d,%d,%.1f,%d,%d,%.0f%n",
                trial,
                name,
                culprit,
                named,
                commits,
                atCommits,
                commits == 0 ? 0.0 : (double) atCommits / commits,
                atEnds,
                builds,
                seconds);
    }

    static int ceilLog2(int n) {
        return 32 - Integer.numberOfLeadingZeros(n - 1);
    }

    private static void deleteTree(Path p) throws Exception {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> all = Files.walk(p)) {
            for (Path f : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
    }
}
