package io.bulkbench.reports;

import io.bulkbench.analysis.bisect.PointAtEnds;
import io.bulkbench.analysis.bisect.RecordedBisection;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A bisect folder's report.md and report.html: the range, the points and the threshold,
 * every tested commit in history order (the good end first) with its verdict, its
 * measurements and each point's change from the good end, and the conclusion line. The
 * first bad commit's row is marked. Every text from outside (subjects, paths, the board)
 * passes the report's escapers through {@link ReportTable} and {@link HtmlText}.
 */
public final class BisectReport {
    private BisectReport() {}

    /**
     * Writes both files into {@code dir}, atomically. {@code history} lists the commits of
     * the range oldest first (the good end, then {@code git rev-list --first-parent}); a
     * tested commit not in it goes last.
     */
    public static List<Path> write(RecordedBisection bisection, List<String> history, Path dir) throws IOException {
        return write(bisection, history, Map.of(), dir);
    }

    /**
     * As {@link #write(RecordedBisection, List, Path)}, a point not measured at a commit
     * named by what the bisect made of it at the ends ({@code atEnds}, from bisect-points.csv).
     */
    public static List<Path> write(
            RecordedBisection bisection, List<String> history, Map<PointKey, PointAtEnds> atEnds, Path dir)
            throws IOException {
        ReportTable table = commits(bisection, history, atEnds);
        List<String> facts = new ArrayList<>(facts(bisection));
        facts.addAll(BisectBuilds.lines(bisection.commits()));
        facts.addAll(notBisected(atEnds));
        Path md = dir.resolve(RunFolder.REPORT_MD);
        Path html = dir.resolve(RunFolder.REPORT_HTML);
        AtomicFile.write(md, out -> out.write(markdown(bisection, facts, table)));
        AtomicFile.write(html, out -> out.write(html(bisection, facts, table)));
        return List.of(md, html);
    }

    /** One line per kind of point that did not judge the commits between the ends. */
    private static List<String> notBisected(Map<PointKey, PointAtEnds> atEnds) {
        List<String> lines = new ArrayList<>();
        for (PointAtEnds kind : List.of(PointAtEnds.SET_ASIDE, PointAtEnds.UNDECIDED, PointAtEnds.WITHIN_THRESHOLD)) {
            List<String> named = atEnds.entrySet().stream()
                    .filter(e -> e.getValue() == kind)
                    .map(e -> PointText.of(e.getKey()))
                    .toList();
            if (!named.isEmpty()) {
                lines.add(switch (kind) {
                            case SET_ASIDE ->
                                "Set aside (their change still reached inside the threshold after the"
                                        + " first measurements; --keep-borderline keeps them): ";
                            case UNDECIDED -> "Undecided at the ends after the most measurements allowed: ";
                            default -> "Within the threshold at the ends: ";
                        }
                        + String.join("; ", named));
            }
        }
        return lines;
    }

    static String markdown(RecordedBisection b, List<String> facts, ReportTable table) {
        StringBuilder out = new StringBuilder("# " + MarkdownText.escape(title(b)) + "\n\n");
        for (String line : facts) {
            out.append("- ").append(MarkdownText.escape(line)).append('\n');
        }
        out.append("\n## Conclusion\n\n**")
                .append(MarkdownText.escape(b.conclusionLine()))
                .append("**\n\n## Tested commits, in history order\n\n")
                .append(MarkdownText.escape(TABLE_INTRO))
                .append("\n\n")
                .append(table.markdown());
        return out.toString();
    }

    static String html(RecordedBisection b, List<String> facts, ReportTable table) {
        StringBuilder out = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
                + HtmlText.escape(title(b)) + "</title>\n<style>\n" + HtmlReport.STYLE + "</style>\n</head>\n<body>\n");
        out.append("<h1>").append(HtmlText.escape(title(b))).append("</h1>\n<ul class=\"meta\">\n");
        for (String line : facts) {
            out.append("<li>").append(HtmlText.escape(line)).append("</li>\n");
        }
        out.append("</ul>\n<section id=\"conclusion\">\n<h2>Conclusion</h2>\n<p><strong>")
                .append(HtmlText.escape(b.conclusionLine()))
                .append(
                        "</strong></p>\n</section>\n<section id=\"commits\">\n<h2>Tested commits, in history order</h2>\n<p>")
                .append(HtmlText.escape(TABLE_INTRO))
                .append("</p>\n")
                .append(table.html())
                .append("</section>\n</body>\n</html>\n");
        return out.toString();
    }

    private static final String TABLE_INTRO = "Each point's mean of its measurements, and its change from the good end"
            + " with its interval (each end a one-sided 99 % bound; ? where too few measurements bound it). A commit"
            + " is bad when a point is surely beyond the threshold towards the bad end. The first bad commit is marked.";

    private static String title(RecordedBisection b) {
        return "bulkbench bisect: " + b.board();
    }

    private static List<String> facts(RecordedBisection b) {
        List<String> lines = new ArrayList<>();
        lines.add("Repository " + b.range().repo() + ": good "
                + BisectText.commit(b.range().good()) + ", bad "
                + BisectText.commit(b.range().bad()));
        b.range().fromRun().ifPresent(run -> lines.add("Points from the regressions of run " + run));
        List<String> points = new ArrayList<>();
        b.points().forEach(p -> points.add(PointText.of(p)));
        lines.add("Device " + b.device() + ", point(s): " + String.join("; ", points));
        lines.add("Threshold " + BisectText.threshold(b.threshold()) + " of the good end");
        lines.add("Started " + b.when().started() + ", finished " + b.when().finished()
                + (b.when().host().isEmpty() ? "" : " on " + b.when().host())
                + (b.when().bulkbenchVersion().isEmpty()
                        ? ""
                        : ", bulkbench " + b.when().bulkbenchVersion()));
        lines.add("Throughput in MB/s (10^6 bytes/s), sizes in KiB (1024 bytes)");
        return lines;
    }

    static ReportTable commits(RecordedBisection b, List<String> history) {
        return commits(b, history, Map.of());
    }

    static ReportTable commits(RecordedBisection b, List<String> history, Map<PointKey, PointAtEnds> atEnds) {
        // bisects from before builds were counted have none to show
        boolean counted = b.commits().stream().anyMatch(c -> c.builds().isPresent());
        List<String> header = new ArrayList<>(List.of("commit", "subject", "role", "verdict", "repeats"));
        if (counted) {
            header.add("builds");
        }
        for (PointKey p : b.points()) {
            String name = PointText.of(p);
            header.add(name + " MB/s");
            header.add(name + " change");
        }
        ReportTable table = new ReportTable(header.toArray(String[]::new));
        List<TestedCommit> ordered = new ArrayList<>(b.commits());
        ordered.sort(Comparator.comparingInt(c -> {
            int i = history.indexOf(c.commit());
            return i < 0 ? Integer.MAX_VALUE : i;
        }));
        String culprit = b.conclusion().culprit().orElse("");
        for (TestedCommit c : ordered) {
            List<String> cells = new ArrayList<>(List.of(
                    BisectText.commit(c.commit()),
                    c.subject(),
                    c.role().label(),
                    c.verdict().label(),
                    Integer.toString(c.repeats())));
            if (counted) {
                cells.add(c.builds().isPresent() ? Integer.toString(c.builds().getAsInt()) : ReportFormat.MISSING);
            }
            for (TestedCommit.PointResult p : c.points()) {
                // a point the commit was not measured at says why, where the bisect said it
                String absent = Optional.ofNullable(atEnds.get(p.key()))
                        .filter(at -> at != PointAtEnds.BISECTED)
                        .map(PointAtEnds::label)
                        .orElse(ReportFormat.MISSING);
                cells.add(
                        p.meanMbS().isPresent()
                                ? ThroughputText.figure(p.meanMbS().getAsDouble())
                                : absent);
                cells.add(p.fromGood()
                        .map(BisectText::change)
                        .orElse(p.meanMbS().isPresent() ? ReportFormat.MISSING : absent));
            }
            table.row(c.commit().equals(culprit), cells.toArray(String[]::new));
        }
        return table;
    }
}
