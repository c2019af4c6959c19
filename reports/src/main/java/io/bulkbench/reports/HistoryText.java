package io.bulkbench.reports;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.TerminalText;
import io.bulkbench.core.ThroughputText;
import java.io.PrintWriter;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code history} for a terminal: which plan is shown (the latest run's) and which are
 * not, the latest runs with each one's stored verdict, every point's throughput over them
 * with its first value and the change since, marked change points (with what the latest
 * night's verdict made of each), the latest night's whole verdict and the acknowledgement in
 * force, and each recommended default with the runs it held for, so a change of default is
 * one arrow. The whole series is {@code --format csv}.
 * Every name, label and setting shown came from a database any host may write, so each
 * is shown through {@link TerminalText}: one line, no terminal control sequences.
 */
public final class HistoryText {
    /** How many runs the tables show: the newest, as a terminal holds them. */
    public static final int RECENT_RUNS = 8;

    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private HistoryText() {}

    /** Writes the history and its stored verdicts; {@code database} says where they came from. */
    public static void write(BoardTrend trend, HistoryVerdicts verdicts, String database, PrintWriter out) {
        List<RecordedRun> runs = trend.runs();
        RecordedRun first = runs.get(0);
        RecordedRun last = runs.get(runs.size() - 1);
        out.printf(
                Locale.ROOT,
                "history of %s in %s: %d run(s) of plan %s, %s .. %s%n",
                shown(trend.board()),
                shown(database),
                runs.size(),
                trend.plan().id(),
                DAY.format(first.info().started()),
                DAY.format(last.info().started()));
        out.println("plan " + trend.plan().id() + " (the latest run's): "
                + shown(trend.plan().settings()));
        for (BoardTrend.PlanRuns other : trend.otherPlans()) {
            out.println("not compared: plan " + other.plan().id() + ", " + other.runs() + " run(s), latest "
                    + shown(other.latest().runId()) + ": " + shown(other.plan().settings()));
        }
        List<RecordedRun> recent = runs.subList(Math.max(0, runs.size() - RECENT_RUNS), runs.size());
        out.println();
        out.println(
                recent.size() < runs.size()
                        ? "the latest " + recent.size() + " runs (every run: --format csv)"
                        : "runs");
        ReportTable table = new ReportTable("#", "run_id", "started", "host", "label", "version", "verdict");
        for (int i = 0; i < recent.size(); i++) {
            RecordedRun r = recent.get(i);
            table.row(
                    "r" + (i + 1),
                    shown(r.runId()),
                    DAY.format(r.info().started()),
                    shown(r.info().host()),
                    shown(r.info().label()),
                    shown(r.info().bulkbenchVersion()),
                    verdicts.outcomeOf(r.runId()));
        }
        out.print(table.text());
        out.println();
        out.println("throughput in MB/s per point over runs"
                + (trend.points().stream().anyMatch(p -> !p.changes().isEmpty())
                        ? "; * marks a point with a change point, listed below"
                        : ""));
        out.print(points(trend.points(), recent).text());
        for (PointTrend p : trend.points()) {
            for (ChangePoint c : p.changes()) {
                String firstNew = p.nightOf(c).run().runId();
                out.println("* " + changeLine(p, c)
                        + verdicts.latest()
                                .flatMap(v -> v.changePointAt(p.key(), firstNew))
                                .map(f -> "; the latest night's verdict: "
                                        + f.kind().label())
                                .orElse(""));
            }
        }
        latest(trend, verdicts, out);
        out.println();
        out.println("recommended defaults over runs; -> marks a change");
        for (DefaultTrend d : trend.defaults()) {
            out.println(shown(d.device()) + " " + d.direction().label() + " "
                    + d.copyMode().label() + " " + shown(d.symbol()) + ": " + spans(d));
        }
    }

    /** The latest night's stored verdict, whole, and the acknowledgement in force now. */
    private static void latest(BoardTrend trend, HistoryVerdicts verdicts, PrintWriter out) {
        RecordedRun last = trend.runs().get(trend.runs().size() - 1);
        out.println();
        if (verdicts.latest().isEmpty()) {
            out.println("the latest night's verdict, " + shown(last.runId()) + ": none stored (never judged)");
        } else {
            NightVerdict v = verdicts.latest().get();
            out.println("the latest night's verdict, " + shown(last.runId()) + ", as stored when it was recorded: "
                    + shown(ChangeLine.outcome(v)));
            for (ChangePointFinding f : v.changePoints()) {
                out.println("  " + shown(ChangeLine.changePoint(f, v.acknowledgement())));
            }
        }
        verdicts.acknowledged()
                .ifPresent(a -> out.println("in force now: " + shown(ChangeLine.acknowledged(a)) + ", by "
                        + shown(a.by()) + " at " + a.at() + "; nights from then on are judged from it"));
    }

    private static ReportTable points(List<PointTrend> points, List<RecordedRun> recent) {
        List<String> header = new ArrayList<>(
                List.of("device", "direction", "copy", "request", "buffers", "runs", "first", "change", "changes at"));
        for (int i = 0; i < recent.size(); i++) {
            header.add("r" + (i + 1));
        }
        ReportTable table = new ReportTable(header.toArray(String[]::new));
        for (PointTrend p : points) {
            PointKey k = p.key();
            List<String> row = new ArrayList<>(List.of(
                    shown(k.device()),
                    k.direction().label(),
                    k.copyMode().label(),
                    ByteSizeText.of(k.requestBytes()),
                    Integer.toString(k.buffers()),
                    Integer.toString(p.nights().size())));
            double[] t = p.throughputs();
            row.add(ThroughputText.figure(t[0]));
            row.add(ReportFormat.signedPercent(t[t.length - 1] / t[0] - 1));
            row.add(String.join(
                    " ",
                    p.changes().stream()
                            .map(c -> shown(p.nightOf(c).run().runId()) + " " + ReportFormat.signedPercent(c.change()))
                            .toList()));
            for (RecordedRun run : recent) {
                row.add(p.nights().stream()
                        .filter(n -> n.run().runId().equals(run.runId()))
                        .findFirst()
                        .map(HistoryText::throughput)
                        .orElse(""));
            }
            table.row(!p.changes().isEmpty(), row.toArray(String[]::new));
        }
        return table;
    }

    /** One change point as a line: "change point of " and the line every surface gives it ({@link ChangeLine#level}). */
    public static String changeLine(PointTrend trend, ChangePoint change) {
        return "change point of " + shown(ChangeLine.level(trend, change));
    }

    private static String throughput(NightlyPoint night) {
        return night.point().isOk() ? ThroughputText.figure(night.point().throughputMbS()) : "failed";
    }

    /** "4 in 20261130-021500 .. 20261214-021500 (15 runs) -> 6 in 20261215-021500 .. 20261217-021500 (3 runs)". */
    private static String spans(DefaultTrend d) {
        List<String> spans = new ArrayList<>();
        List<DefaultTrend.Night> nights = d.nights();
        int start = 0;
        for (int i = 1; i <= nights.size(); i++) {
            if (i == nights.size()
                    || !nights.get(i).value().equals(nights.get(start).value())) {
                int runs = i - start;
                spans.add(shown(nights.get(start).value()) + " in "
                        + shown(nights.get(start).run().runId())
                        + (runs > 1 ? " .. " + shown(nights.get(i - 1).run().runId()) : "") + " (" + runs
                        + (runs > 1 ? " runs)" : " run)"));
                start = i;
            }
        }
        return String.join(" -> ", spans);
    }

    /** A value the database keeps, as a terminal may show it: its control characters escaped. */
    private static String shown(String value) {
        return TerminalText.line(value);
    }
}
