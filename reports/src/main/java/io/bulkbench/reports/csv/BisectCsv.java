package io.bulkbench.reports.csv;

import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.RelativeChange;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.analysis.bisect.TestedCommit.PointResult;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.PointKey;
import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * bisect.csv: one row per tested commit, {@code commit,subject,role,verdict,repeats,builds}, then
 * for each point of the bisect {@code P_mb_s,P_change,P_change_low,P_change_high}, where P
 * names the point ({@code in_copy_16K_8}: direction, copy mode, request size, buffers).
 * role is {@code good_end}, {@code bad_end} or {@code commit}; verdict {@code good},
 * {@code bad}, {@code skip} or {@code undecided}; repeats the most measurements any point
 * got at the commit; builds how many builds deciding it took (an end's row: that end's
 * builds while the ends were checked; a commit's: its own and the good end's again), a
 * file from before builds were counted has no such column; mb_s the mean of the point's measurements; change the change from
 * the good end as a share (-0.05 is 5 % slower) with its interval, each end a one-sided
 * 99 % bound (the rule's, docs/bisect-rule.md). A cell that does not apply is empty. The
 * file is an append-only journal ({@link BisectJournal}): a torn last line is ignored.
 */
public final class BisectCsv {
    public static final List<String> FIXED = List.of("commit", "subject", "role", "verdict", "repeats", "builds");
    /** Read when present: bisects from before builds were counted wrote none. */
    private static final String BUILDS = "builds";

    private BisectCsv() {}

    /** The columns of a bisect over {@code points}. */
    public static List<String> columns(List<PointKey> points) {
        List<String> columns = new ArrayList<>(FIXED);
        for (PointKey p : points) {
            String name = name(p);
            columns.addAll(List.of(name + "_mb_s", name + "_change", name + "_change_low", name + "_change_high"));
        }
        return columns;
    }

    /** The columns' name for a point: {@code in_copy_16K_8}. */
    public static String name(PointKey p) {
        return (p.direction().label() + "_" + p.copyMode().label() + "_" + ByteSizeText.compact(p.requestBytes()) + "_"
                        + p.buffers())
                .toLowerCase(Locale.ROOT);
    }

    /**
     * Of {@code candidates}, the points whose columns bisect.csv's header holds, in the
     * candidates' order: the points a bisect measured, when its plan names more (a
     * {@code --from} bisect's grid covers its regressed points and may cover others).
     */
    public static List<PointKey> pointsIn(Path file, List<PointKey> candidates) throws IOException {
        String header;
        try (java.io.BufferedReader in = new java.io.BufferedReader(InputFile.open(file, InputFile.TABLE_LIMIT))) {
            header = Optional.ofNullable(in.readLine()).orElse("");
        }
        List<String> names = List.of(header.strip().split(","));
        return candidates.stream()
                .filter(p -> names.contains(name(p) + "_mb_s"))
                .toList();
    }

    static String[] row(TestedCommit c) {
        List<String> cells = new ArrayList<>(List.of(
                CsvCells.text(c.commit()),
                CsvCells.text(c.subject()),
                c.role().name().toLowerCase(Locale.ROOT),
                c.verdict().label(),
                CsvCells.integer(c.repeats()),
                c.builds().isPresent() ? CsvCells.integer(c.builds().getAsInt()) : ""));
        for (PointResult p : c.points()) {
            cells.add(CsvCells.number(p.meanMbS().orElse(Double.NaN)));
            cells.add(CsvCells.number(p.fromGood().map(RelativeChange::estimate).orElse(Double.NaN)));
            cells.add(CsvCells.number(p.fromGood().map(RelativeChange::low).orElse(Double.NaN)));
            cells.add(CsvCells.number(p.fromGood().map(RelativeChange::high).orElse(Double.NaN)));
        }
        return cells.toArray(String[]::new);
    }

    /** The tested commits of a bisect over {@code points}; a torn last line is left out. */
    public static List<TestedCommit> read(Reader in, String fileName, List<PointKey> points) throws IOException {
        List<TestedCommit> commits = new ArrayList<>();
        List<String> required = new ArrayList<>(columns(points));
        required.remove(BUILDS);
        for (CsvRow row : CsvTable.journal(fileName, required).read(in)) {
            commits.add(commit(row, points));
        }
        return commits;
    }

    public static List<TestedCommit> read(Path file, List<PointKey> points) throws IOException {
        try (Reader in = InputFile.open(file, InputFile.TABLE_LIMIT)) {
            return read(in, file.toString(), points);
        }
    }

    private static TestedCommit commit(CsvRow row, List<PointKey> points) {
        List<PointResult> results = new ArrayList<>();
        for (PointKey p : points) {
            String name = name(p);
            double mean = row.number(name + "_mb_s");
            double change = row.number(name + "_change");
            Optional<RelativeChange> fromGood = Double.isNaN(change)
                    ? Optional.empty()
                    : Optional.of(new RelativeChange(
                            change, row.number(name + "_change_low"), row.number(name + "_change_high")));
            results.add(new PointResult(
                    p, Double.isNaN(mean) ? OptionalDouble.empty() : OptionalDouble.of(mean), fromGood));
        }
        return new TestedCommit(
                row.text("commit"),
                row.text("subject"),
                row.parsed("role", BisectCsv::role),
                row.parsed("verdict", CommitVerdict::parse),
                row.integer("repeats"),
                builds(row),
                results);
    }

    private static java.util.OptionalInt builds(CsvRow row) {
        java.util.OptionalInt builds = row.optionalInteger(BUILDS);
        if (builds.isPresent() && builds.getAsInt() < 0) {
            throw row.bad(BUILDS, "'" + builds.getAsInt() + "' is negative; write how many builds, 0 or more");
        }
        return builds;
    }

    private static Side role(String text) {
        for (Side s : Side.values()) {
            if (s.name().toLowerCase(Locale.ROOT).equals(text)) {
                return s;
            }
        }
        throw new io.bulkbench.core.BadInputException("role '" + text + "' is none of good_end, commit, bad_end");
    }
}
