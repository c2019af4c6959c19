package io.bulkbench.site;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.BoardStatus;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.HeldDefault;
import io.bulkbench.analysis.trend.KeyPoints;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.ChangeLine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import lombok.Builder;

/**
 * A board as the index, index.json and feed.xml show it: everything they need and no
 * history, so the three are written from one small row per board whatever the lab's
 * size. The results database keeps it as JSON text (the board's index.json object) and
 * refreshes it whenever a run of the board is recorded or a change of it acknowledged; the
 * site reads it back. Its status, change points, {@code outcome}, {@code verdict} (the night
 * in one line) and {@code baseline_run} are the latest night's verdict as stored when its run
 * was recorded; {@code acknowledged} is the acknowledgement in force now.
 *
 * <p>A field with no value is JSON null, as index.json has always written it (an entry
 * stored before acknowledgements were kept reads as acknowledging nothing). The status
 * kept is the one the board's own latest night earns; "not run" depends on the lab's
 * newest night, so the site applies it ({@link #onTheNightOf}).
 */
@Builder(toBuilder = true)
public record IndexEntry(
        String board,
        String status,
        String statusLine,
        String page,
        String spark,
        LatestRun latestRun,
        List<Default> defaults,
        Headline headline,
        List<Change> changes,
        List<Nightly> slowerThanTheNightBefore,
        List<Nightly> notJudgedTonight,
        List<KeyPoint> keyPoints,
        Acknowledged acknowledged,
        String outcome,
        String verdict,
        String baselineRun) {

    static final ObjectMapper JSON = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    public IndexEntry {
        defaults = List.copyOf(defaults);
        changes = List.copyOf(changes);
        slowerThanTheNightBefore = List.copyOf(slowerThanTheNightBefore);
        notJudgedTonight = List.copyOf(notJudgedTonight);
        // Null stays null: an entry stored before key points were kept says so (keepsKeyPoints).
        keyPoints = keyPoints == null ? null : List.copyOf(keyPoints);
    }

    /** The latest run; {@code device} is its device spec (null in an entry stored before it was kept). */
    public record LatestRun(String runId, String started, String host, String label, String device) {}

    /**
     * A default the latest run recommends ({@code value}, since run {@code sinceRun}), and
     * the board's default as its nights say it ({@link HeldDefault}): {@code held} over the
     * last {@code heldNights} nights since run {@code heldSinceRun} ({@code heldSinceOrEarlier}
     * when the hold may be older than the nights read), or {@code unsettled} with why and the
     * {@code valuesSeen} (value to nights). {@code mbS}, {@code cpuUsPerMb} (with its error)
     * and {@code memoryBytes} are the latest night's at the value; {@code decided} and
     * {@code interval} the latest night's own.
     */
    @Builder
    public record Default(
            String symbol,
            String device,
            String direction,
            String copyMode,
            String value,
            String sinceRun,
            String since,
            Boolean held,
            Integer heldNights,
            String heldSinceRun,
            String heldSince,
            Boolean heldSinceOrEarlier,
            String unsettled,
            Map<String, Integer> valuesSeen,
            Double mbS,
            Double cpuUsPerMb,
            Double cpuErrorUsPerMb,
            Long memoryBytes,
            Boolean decided,
            String interval) {

        static Default of(BoardSummary s, BoardSummary.CurrentDefault d, Optional<HeldDefault> held) {
            Optional<CpuCost> cpu = DefaultAtValue.cpu(s.trend(), d.trend(), d.latest());
            // What a default has no value for is JSON null, as index.json has always written it.
            return Default.builder()
                    .symbol(d.trend().symbol())
                    .device(d.trend().device())
                    .direction(d.trend().direction().label())
                    .copyMode(d.trend().copyMode().label())
                    .value(d.latest().value())
                    .sinceRun(d.since().run().runId())
                    .since(d.since().run().info().started().toString())
                    .held(held.map(HeldDefault::held).orElse(null))
                    .heldNights(held.map(HeldDefault::nights).orElse(null))
                    .heldSinceRun(held.flatMap(HeldDefault::since)
                            .map(n -> n.run().runId())
                            .orElse(null))
                    .heldSince(held.flatMap(HeldDefault::since)
                            .map(n -> n.run().info().started().toString())
                            .orElse(null))
                    .heldSinceOrEarlier(held.map(HeldDefault::sinceOrEarlier).orElse(null))
                    .unsettled(held.filter(h -> !h.held()).map(HeldDefault::why).orElse(null))
                    .valuesSeen(held.map(HeldDefault::valuesSeen).orElse(null))
                    .mbS(number(d.latest().throughputMbS()))
                    .cpuUsPerMb(
                            cpu.map(c -> number(c.microsPerMb().getAsDouble())).orElse(null))
                    .cpuErrorUsPerMb(cpu.map(c -> number(c.errorMicrosPerMb())).orElse(null))
                    .memoryBytes(d.latest().memoryBytes() > 0 ? d.latest().memoryBytes() : null)
                    .decided(d.latest().decided())
                    .interval(d.latest().interval().map(ValueInterval::text).orElse(null))
                    .build();
        }

        /** Whether the nights hold this default; false for an entry stored before it was kept. */
        public boolean holds() {
            return Boolean.TRUE.equals(held);
        }

        /** "held at 4 since run R (the last 5 nights agree)" or "unsettled: why", as the pages say it. */
        public String heldText() {
            if (held == null) {
                return "not judged over nights";
            }
            return holds()
                    ? "held at " + value + " since run " + heldSinceRun
                            + (Boolean.TRUE.equals(heldSinceOrEarlier) ? " or earlier" : "") + " (the last "
                            + heldNights + " nights agree)"
                    : "unsettled: " + unsettled;
        }
    }

    public record Point(String device, String direction, int buffers, int requestBytes, String copyMode) {
        static Point of(PointKey key) {
            return new Point(
                    key.device(),
                    key.direction().label(),
                    key.buffers(),
                    key.requestBytes(),
                    key.copyMode().label());
        }
    }

    /** Tonight's throughput at the headline point against the best it measured; {@code text} as the pages say it. */
    public record Headline(
            Point point, String pointText, Double tonightMbS, Double bestMbS, Double shareOfBest, String text) {
        static Optional<Headline> of(BoardSummary s) {
            return s.headline().map(p -> {
                String at = SiteBoard.describe(p.key());
                String text = ThroughputText.figure(s.tonightMbS()) + " of best " + ThroughputText.of(s.bestMbS())
                        + " (" + PercentText.tenth(s.shareOfBest()) + ") at " + at;
                return new Headline(
                        Point.of(p.key()),
                        at,
                        number(s.tonightMbS()),
                        number(s.bestMbS()),
                        number(s.shareOfBest()),
                        text);
            });
        }
    }

    /**
     * A change point of the latest night's stored verdict: {@code pointId} is the point key's
     * canonical text (the feed's entry id is made of it), {@code runId} the first night at
     * the new level and {@code beforeRun} the last at the old, {@code verdict} what the night
     * made of it (regression, simulator_late, acknowledged, change), {@code mark} how its line
     * begins, {@code text} the change in one line as every surface says it.
     */
    public record Change(
            Point point,
            String pointId,
            String runId,
            String started,
            Double meanBeforeMbS,
            Double meanAfterMbS,
            Double changePercent,
            Double pValue,
            boolean regression,
            String mark,
            String text,
            String beforeRun,
            String verdict) {
        static Change of(ChangePointFinding f, Optional<Acknowledgement> acknowledgement) {
            return new Change(
                    Point.of(f.key()),
                    f.key().canonicalText(),
                    f.afterRun(),
                    f.afterStarted().toString(),
                    number(f.meanBefore()),
                    number(f.meanAfter()),
                    number(100 * f.relativeChange()),
                    number(f.pValue()),
                    f.kind() == ChangePointFinding.Kind.REGRESSION,
                    ChangeLine.changePointMark(f),
                    ChangeLine.changePointBody(f, acknowledgement),
                    f.beforeRun(),
                    f.kind().label());
        }

        public Instant startedAt() {
            return Instant.parse(started);
        }
    }

    /**
     * A point compared with the night before: the change measured, the highest the true
     * change can be given tonight's lateness (the change itself when the simulator kept time),
     * and the p-value with the test that gave it ({@code welch} or {@code student} on the
     * iterations, {@code normal} where a night was recorded without them: {@link PointChange#test}).
     */
    public record Nightly(
            Point point,
            String pointText,
            Double beforeMbS,
            Double tonightMbS,
            Double relativeChange,
            Double highestChange,
            Double pValue,
            String test) {
        static Nightly of(PointChange c) {
            return new Nightly(
                    Point.of(c.key()),
                    SiteBoard.describe(c.key()),
                    number(c.baselineMbS()),
                    number(c.candidateMbS()),
                    number(c.relativeChange()),
                    number(c.highestChange()),
                    number(c.pValue()),
                    c.test());
        }
    }

    /**
     * The latest run's throughput at one of the board's key points ({@link KeyPoints}), on
     * the latest run's device; {@code mbS} is null when that run did not measure it ok. No
     * device and no board: what boards of one device have in common, kept small since the
     * database keeps it for every board and index.json lists it.
     */
    public record KeyPoint(String direction, String copyMode, int requestBytes, int buffers, Double mbS) {
        static List<KeyPoint> of(BoardSummary s) {
            Optional<RecordedRun> latest = s.latest();
            if (latest.isEmpty()) {
                return List.of();
            }
            RecordedRun run = latest.get();
            return KeyPoints.of(s.trend()).stream()
                    .filter(p -> p.key().device().equals(run.device()))
                    .map(p -> new KeyPoint(
                            p.key().direction().label(),
                            p.key().copyMode().label(),
                            p.key().requestBytes(),
                            p.key().buffers(),
                            number(KeyPoints.latestThroughput(p, run))))
                    .toList();
        }

        /** The point as a person reads it: {@code in no-copy 64 KiB x 8}. */
        public String text() {
            return PointText.of(Direction.parse(direction), CopyMode.parse(copyMode), requestBytes, buffers);
        }
    }

    /**
     * The change acknowledged on the board ({@code bulkbench ack}): from run {@code since} on
     * its change points are judged; {@code at} is when, as ISO-8601 UTC.
     */
    public record Acknowledged(String since, String reason, String by, String at) {
        public static Acknowledged of(Acknowledgement a) {
            return new Acknowledged(a.sinceRun(), a.reason(), a.by(), a.at().toString());
        }

        /** "acknowledged: REASON (since RUN)", as every surface says it. */
        public String text() {
            return ChangeLine.acknowledged(new Acknowledgement(since, reason, by, Instant.parse(at)));
        }
    }

    /**
     * The entry of a board's summary, its defaults held as its history alone says (no nights
     * before the summary's): what a summary of a board's whole history gives.
     */
    public static IndexEntry of(BoardSummary s) {
        return of(s, HeldDefault.of(s.trend(), HeldDefault.DEFAULT_NIGHTS, false));
    }

    /**
     * The entry of a board's summary with its defaults as its nights hold them ({@code held},
     * one per current default, {@link io.bulkbench.history.LatestNights#held}); its trend line is the headline
     * point's spark chart, by content.
     */
    public static IndexEntry of(BoardSummary s, List<HeldDefault> held) {
        List<Default> defaults = new ArrayList<>();
        for (BoardSummary.CurrentDefault d : s.defaults()) {
            Optional<HeldDefault> h =
                    held.stream().filter(x -> x.trend().equals(d.trend())).findFirst();
            defaults.add(Default.of(s, d, h));
        }
        return builder()
                .board(s.board())
                .status(s.status().label())
                .statusLine(s.statusLine())
                .page(SiteFolder.boardPage(s.board()))
                .spark(sparkName(s)
                        .map(name -> SiteFolder.board(s.board()) + "/" + name)
                        .orElse(null))
                .latestRun(s.latest()
                        .map(r -> new LatestRun(
                                r.runId(),
                                r.info().started().toString(),
                                r.info().host(),
                                r.info().label(),
                                r.device()))
                        .orElse(null))
                .defaults(defaults)
                .headline(Headline.of(s).orElse(null))
                .changes(s.verdict()
                        .map(v -> v.changePoints().stream()
                                .map(f -> Change.of(f, v.acknowledgement()))
                                .toList())
                        .orElse(List.of()))
                .slowerThanTheNightBefore(
                        s.slowerThanTheNightBefore().stream().map(Nightly::of).toList())
                .notJudgedTonight(s.notJudgedTonight().stream().map(Nightly::of).toList())
                .keyPoints(KeyPoint.of(s))
                .acknowledged(s.acknowledged().map(Acknowledged::of).orElse(null))
                .outcome(s.verdict().map(v -> v.outcome().label()).orElse(null))
                .verdict(s.verdict().map(ChangeLine::outcome).orElse(null))
                .baselineRun(s.verdict().flatMap(NightVerdict::baselineRun).orElse(null))
                .build();
    }

    /** The file name of the board's trend line in its folder: its headline point's spark chart, named by content. */
    static Optional<String> sparkName(BoardSummary s) {
        return s.headline().map(p -> SiteFolder.chart("spark", TrendChart.fingerprint(p, "spark")));
    }

    /** An entry read back from text a database keeps, if it is one; empty for text that is not (a row another program wrote). */
    public static Optional<IndexEntry> readable(String json) {
        try {
            return Optional.of(JSON.readValue(json, IndexEntry.class));
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    /** Reads an entry back from the JSON text {@link #json} wrote. */
    public static IndexEntry parse(String json) {
        try {
            return JSON.readValue(json, IndexEntry.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a board's stored summary is not an index entry: " + e.getMessage(), e);
        }
    }

    /** The entry as JSON text, in index.json's own names. */
    public String json() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an index entry could not be written as JSON", e);
        }
    }

    /** When the latest run started; empty for a board with no run. */
    public Optional<Instant> latestStarted() {
        return Optional.ofNullable(latestRun).map(r -> Instant.parse(r.started()));
    }

    /**
     * The entry on the lab's night of {@code labNewest}: "not run" when the board's latest
     * run started more than a night before it ({@link BoardStatus#NIGHT}), as-is otherwise.
     */
    public IndexEntry onTheNightOf(Instant labNewest) {
        boolean missed = BoardStatus.missed(latestStarted(), labNewest);
        if (!missed || status.equals(BoardStatus.NOT_RUN.label())) {
            return this;
        }
        String notRun = BoardStatus.NOT_RUN.label();
        return toBuilder().status(notRun).statusLine(notRun).build();
    }

    /** Whether the entry keeps its key points' latest values: false for one stored before they were kept. */
    public boolean keepsKeyPoints() {
        return keyPoints != null;
    }

    public boolean hasStatus(BoardStatus s) {
        return status.equals(s.label());
    }

    /**
     * "2 point(s) slower than the night before, the most in no-copy 16 KiB x 2: 22.6 -> 9.80 MB/s
     * (-56.6 %, p = 0.0070, welch)": its figures as every line of a change gives them ({@link ChangeLine#figures}).
     */
    public String slowerNight() {
        Nightly worst = slowerThanTheNightBefore.stream()
                .min(Comparator.comparingDouble(n -> value(n.relativeChange())))
                .orElseThrow();
        return slowerThanTheNightBefore.size() + " point(s) slower than the night before, the most "
                + worst.pointText() + ": "
                + ChangeLine.figures(
                        value(worst.beforeMbS()),
                        value(worst.tonightMbS()),
                        value(worst.relativeChange()),
                        value(worst.pValue()),
                        worst.test());
    }

    /** JSON has no NaN: a number not known is null. */
    static Double number(double value) {
        return Double.isFinite(value) ? value : null;
    }

    static double value(Double number) {
        return number == null ? Double.NaN : number;
    }
}
