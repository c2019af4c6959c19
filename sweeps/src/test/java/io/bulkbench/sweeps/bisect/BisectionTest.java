package io.bulkbench.sweeps.bisect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.bisect.BisectRule;
import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.RepeatPolicy;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.csv.BisectCsv;
import io.bulkbench.sweeps.run.StopRequest;
import io.bulkbench.testing.FirmwareRepo;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole bisect over a real repository and real builds, measured by a seeded stand-in
 * for JMH: a sample is the throughput the installed profile gives a 16 KiB request
 * (16384 bytes at 42 MB/s plus the per-request cost) with 1 % normal scatter. What each
 * commit must be follows from its per-request cost alone.
 */
class BisectionTest {
    private static final PointKey POINT = new PointKey("fw", "sim:x", Direction.IN, 32, 16384, CopyMode.COPY);

    /** The installed profile's throughput, MB/s, scattered by 1 %. */
    private static PointSampler seeded(Path installed, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Pattern cost = Pattern.compile("per_request_us: (\\d+)");
        return (point, commit) -> {
            Matcher m = cost.matcher(Files.readString(installed));
            assertThat(m.find()).isTrue();
            double micros = 16384 / 42.0 + Integer.parseInt(m.group(1));
            return 16384 / micros * (1 + 0.01 * gaussian(random));
        };
    }

    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }

    private record Run(BisectOutcome outcome, String out, Map<String, TestedCommit> rows) {}

    private static Run bisect(Path dir, int[] history, List<Integer> untestable, int maxRepeats) throws Exception {
        FirmwareRepo fw = FirmwareRepo.create(dir.resolve("fw"), dir.resolve("installed.yaml"), history, untestable);
        String before = fw.checkoutState();
        GitRepository repo = GitRepository.open(fw.dir());
        Bisection.Plan plan = new Bisection.Plan(
                repo,
                new BuildCommand(fw.buildCommand()),
                fw.commit(0),
                fw.commit(history.length - 1),
                List.of(POINT),
                BisectRule.defaults(),
                RepeatPolicy.defaults().withMaxRepeats(maxRepeats),
                false,
                java.util.Optional.empty(),
                () -> {});
        StringWriter text = new StringWriter();
        Path run = dir.resolve("run");
        BisectOutcome outcome = new Bisection(
                        plan,
                        seeded(dir.resolve("installed.yaml"), 20261201L),
                        run,
                        new PrintWriter(text, true),
                        new StopRequest())
                .run();
        assertThat(fw.checkoutState()).isEqualTo(before);
        assertThat(run.resolve(Bisection.WORKTREE)).doesNotExist();
        Map<String, TestedCommit> rows = BisectCsv.read(run.resolve("bisect.csv"), List.of(POINT)).stream()
                .collect(Collectors.toMap(TestedCommit::subject, Function.identity()));
        return new Run(outcome, text.toString(), rows);
    }

    @Test
    void findsTheFirstCommitBeyondTheThresholdAmongManyAndNotTheSmallStepBeforeIt(@TempDir Path dir) throws Exception {
        int[] history = {15, 15, 15, 19, 19, 19, 19, 19, 19, 19, 45, 45, 45, 45, 45, 45, 45};
        Run run = bisect(dir, history, List.of(), 40);

        assertThat(run.outcome()).isInstanceOf(BisectOutcome.Found.class);
        assertThat(((BisectOutcome.Found) run.outcome()).subject()).isEqualTo("step 10: per-request cost 45 us");
        assertThat(run.rows().values())
                .filteredOn(r -> r.subject().contains("cost 19"))
                .allSatisfy(r -> assertThat(r.verdict()).isEqualTo(CommitVerdict.GOOD));
        assertThat(run.out()).contains("commit 1 of about 4");
    }

    @Test
    void aCommitAtTheThresholdIsUndecidedAndTheCulpritIsReportedAsOneOfTwo(@TempDir Path dir) throws Exception {
        // 16384 / 42 + 27 us is 2.96 % slower than + 15 us: no number of measurements allowed here settles it
        int[] history = {15, 15, 27, 45, 45};
        Run run = bisect(dir, history, List.of(), 8);

        assertThat(run.rows().get("step 2: per-request cost 27 us").verdict()).isEqualTo(CommitVerdict.UNDECIDED);
        assertThat(run.rows().get("step 2: per-request cost 27 us").repeats()).isEqualTo(8);
        assertThat(run.out())
                .contains("is undecided after 8 measurements; it is reported and passed over, not guessed");
        assertThat(run.outcome()).isInstanceOf(BisectOutcome.OneOf.class);
        assertThat(((BisectOutcome.OneOf) run.outcome()).commits()).hasSize(2);
    }

    @Test
    void untestableCommitsThatHideTheCulpritAreNamedWithIt(@TempDir Path dir) throws Exception {
        int[] history = {15, 15, 15, 45, 45, 45};
        Run run = bisect(dir, history, List.of(2, 3), 40);

        assertThat(run.outcome()).isInstanceOf(BisectOutcome.OneOf.class);
        assertThat(((BisectOutcome.OneOf) run.outcome()).commits()).hasSize(3);
        assertThat(run.rows().get("step 2: per-request cost 15 us").verdict()).isEqualTo(CommitVerdict.SKIP);
    }

    /**
     * The seeded sampler, except that calls {@code from} to {@code to} (counted from 1) find
     * the simulator late, as a busy machine makes it, and throw before measuring.
     */
    private static PointSampler lateBetween(PointSampler sampler, int from, int to, int[] calls) {
        return (point, commit) -> {
            calls[0]++;
            if (calls[0] >= from && calls[0] <= to) {
                throw new PointSampler.Late(0.2 + calls[0] / 1000.0);
            }
            return sampler.sample(point, commit);
        };
    }

    private static Bisection.Plan plan(FirmwareRepo fw, int last) throws Exception {
        return new Bisection.Plan(
                GitRepository.open(fw.dir()),
                new BuildCommand(fw.buildCommand()),
                fw.commit(0),
                fw.commit(last),
                List.of(POINT),
                BisectRule.defaults(),
                RepeatPolicy.defaults(),
                false,
                Optional.empty(),
                () -> {});
    }

    @Test
    void aLateMeasurementIsTakenAgainAndAMachineThatStaysTooBusyStopsTheBisectWhichResumes(@TempDir Path dir)
            throws Exception {
        int[] history = {15, 15, 15, 45, 45, 45};
        FirmwareRepo fw = FirmwareRepo.create(dir.resolve("fw"), dir.resolve("installed.yaml"), history, List.of());
        Path installed = dir.resolve("installed.yaml");
        Path run = dir.resolve("run");
        StringWriter text = new StringWriter();
        int[] calls = {0};
        // the second measurement late once, then from the ninth on late for good
        PointSampler busy = lateBetween(seeded(installed, 7L), 2, 2, calls);
        PointSampler stuck = (point, commit) -> {
            if (calls[0] >= 8) {
                calls[0]++;
                throw new PointSampler.Late(0.25);
            }
            return busy.sample(point, commit);
        };

        assertThatThrownBy(() -> new Bisection(
                                plan(fw, history.length - 1),
                                stuck,
                                run,
                                new PrintWriter(text, true),
                                new StopRequest())
                        .run())
                .isInstanceOf(BisectFailed.class)
                .hasMessageFindingMatch(
                        "^the simulator ran late 3 times in a row measuring the (good|bad) end \\w+ in copy 16 KiB"
                                + " x 32 \\(25.0 %, 25.0 %, 25.0 % of the measured time\\): the machine is too busy")
                .hasMessageEndingWith("continue on a quieter machine with: bulkbench bisect --resume " + run);
        assertThat(text.toString())
                .containsOnlyOnce("the simulator ran late for 20.2 % of the measurement")
                .contains("measuring again");
        assertThat(run.resolve(Bisection.WORKTREE)).doesNotExist();
        long kept = Files.readAllLines(run.resolve("bisect-samples.csv")).size() - 1;
        assertThat(kept).as("every on-time measurement, and no late one").isEqualTo(calls[0] - 1 - 3);

        StringWriter resumedText = new StringWriter();
        BisectOutcome outcome = new Bisection(
                        plan(fw, history.length - 1),
                        seeded(installed, 8L),
                        run,
                        new PrintWriter(resumedText, true),
                        new StopRequest())
                .run();

        assertThat(outcome).isInstanceOf(BisectOutcome.Found.class);
        assertThat(((BisectOutcome.Found) outcome).subject()).isEqualTo("step 3: per-request cost 45 us");
        assertThat(Files.readAllLines(run.resolve("bisect-samples.csv")).size() - 1)
                .isGreaterThan((int) kept);
    }
}
