package io.bulkbench.reports.csv;

import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * verdict.csv: a night's verdict as a whole, one row, {@code outcome,baseline_run,threshold,
 * change_points_searched,acknowledged_since,acknowledged_reason,acknowledged_by,
 * acknowledged_at}. Its parts are compare.csv (the points against {@code baseline_run}) and
 * change-points.csv; {@code outcome} (pass, regression, acknowledged) is what they come to,
 * written for people and scripts, and derived from the parts again when read.
 */
public final class VerdictCsv {
    public static final List<String> COLUMNS = List.of(
            "outcome",
            "baseline_run",
            "threshold",
            "change_points_searched",
            "acknowledged_since",
            "acknowledged_reason",
            "acknowledged_by",
            "acknowledged_at");

    /** The night-level part of a verdict, as this file holds it, with the outcome it says its parts come to. */
    public record Night(
            String outcome,
            Optional<String> baselineRun,
            double threshold,
            boolean changePointsSearched,
            Optional<Acknowledgement> acknowledgement) {}

    private VerdictCsv() {}

    public static void write(NightVerdict verdict, Writer out) throws IOException {
        CsvFile.write(COLUMNS, List.of(verdict), VerdictCsv::writeRow, out);
    }

    public static void write(NightVerdict verdict, Path file) throws IOException {
        AtomicFile.write(file, out -> write(verdict, out));
    }

    private static void writeRow(NightVerdict v, CsvTableWriter csv) throws IOException {
        Optional<Acknowledgement> a = v.acknowledgement();
        csv.row(new String[] {
            v.outcome().label(),
            CsvCells.text(v.baselineRun().orElse("")),
            CsvCells.number(v.threshold()),
            v.changePointsSearched() ? "yes" : "no",
            CsvCells.text(a.map(Acknowledgement::sinceRun).orElse("")),
            CsvCells.text(a.map(Acknowledgement::reason).orElse("")),
            CsvCells.text(a.map(Acknowledgement::by).orElse("")),
            a.map(x -> x.at().toString()).orElse("")
        });
    }

    public static Night read(Reader in, String fileName) throws IOException {
        return CsvFile.readOne(in, fileName, COLUMNS, VerdictCsv::night);
    }

    public static Night read(Path file) throws IOException {
        return CsvFile.read(file, VerdictCsv::read);
    }

    private static Night night(CsvRow row) {
        String since = row.text("acknowledged_since");
        Optional<Acknowledgement> acknowledged = since.isEmpty()
                ? Optional.empty()
                : Optional.of(new Acknowledgement(
                        since,
                        row.text("acknowledged_reason"),
                        row.text("acknowledged_by"),
                        row.parsed("acknowledged_at", CsvCells::instant)));
        String baseline = row.text("baseline_run");
        return new Night(
                row.text("outcome"),
                baseline.isEmpty() ? Optional.empty() : Optional.of(baseline),
                row.number("threshold"),
                row.parsed("change_points_searched", VerdictCsv::yesOrNo),
                acknowledged);
    }

    private static boolean yesOrNo(String cell) {
        return switch (cell) {
            case "yes" -> true;
            case "no" -> false;
            default -> throw new io.bulkbench.core.BadInputException("'" + cell + "' is not yes or no");
        };
    }
}
