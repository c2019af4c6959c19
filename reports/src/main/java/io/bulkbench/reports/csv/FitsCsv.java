package io.bulkbench.reports.csv;

import io.bulkbench.analysis.Axis;
import io.bulkbench.analysis.CurveFamily;
import io.bulkbench.analysis.Estimate;
import io.bulkbench.analysis.SeriesFit;
import io.bulkbench.analysis.SeriesKey;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * fits.csv, long form, one row per parameter: {@code board,device,direction,copy_mode,
 * axis,request_bytes,buffers,curve,selected,parameter,value,ci_low,ci_high}. On the
 * buffers axis request_bytes holds the series' fixed size and buffers is empty; on the
 * request_size axis it is the other way round. Reading groups consecutive or scattered
 * rows of one series and curve back into one {@link SeriesFit}, parameters in file order.
 * The curve column was called model before; a file that calls it so reads the same.
 */
public final class FitsCsv {
    public static final List<String> COLUMNS = List.of(
            "board",
            "device",
            "direction",
            "copy_mode",
            "axis",
            "request_bytes",
            "buffers",
            "curve",
            "selected",
            "parameter",
            "value",
            "ci_low",
            "ci_high");

    /** The curve column's old name, which run folders written before it was renamed give. */
    static final Map<String, String> OLD_NAMES = Map.of("curve", "model");

    private FitsCsv() {}

    public static void write(List<SeriesFit> fits, Writer out) throws IOException {
        CsvFile.write(COLUMNS, fits, FitsCsv::writeRows, out);
    }

    /** One row per parameter of the fit. */
    private static void writeRows(SeriesFit fit, CsvTableWriter csv) throws IOException {
        SeriesKey s = fit.series();
        String fixed = CsvCells.integer(s.fixedValue());
        boolean buffersAxis = s.axis() == Axis.BUFFERS;
        for (Map.Entry<String, Estimate> p : fit.parameters().entrySet()) {
            Estimate e = p.getValue();
            csv.row(
                    CsvCells.text(s.board()),
                    CsvCells.text(s.device()),
                    s.direction().label(),
                    s.copyMode().label(),
                    s.axis().label(),
                    buffersAxis ? fixed : "",
                    buffersAxis ? "" : fixed,
                    fit.family().label(),
                    Boolean.toString(fit.selected()),
                    CsvCells.text(p.getKey()),
                    CsvCells.number(e.value()),
                    CsvCells.number(e.ciLow()),
                    CsvCells.number(e.ciHigh()));
        }
    }

    public static void write(List<SeriesFit> fits, Path file) throws IOException {
        AtomicFile.write(file, out -> write(fits, out));
    }

    public static List<SeriesFit> read(Reader in, String fileName) throws IOException {
        Map<FitId, Group> groups = new LinkedHashMap<>();
        for (CsvRow row :
                CsvTable.whole(fileName, COLUMNS).withOldNames(OLD_NAMES).read(in)) {
            FitId id = fitId(row);
            boolean selected = selected(row);
            Group group = groups.computeIfAbsent(id, k -> new Group(row, selected));
            if (group.selected != selected) {
                throw row.bad(
                        "selected",
                        "'" + row.raw("selected") + "' contradicts line " + group.first.line()
                                + " of the same fit; give every row of one fit the same value");
            }
            String name = row.text("parameter");
            Estimate estimate = new Estimate(row.number("value"), row.number("ci_low"), row.number("ci_high"));
            if (group.parameters.putIfAbsent(name, estimate) != null) {
                throw row.bad("parameter", "'" + name + "' appears twice for the same fit; keep one row per parameter");
            }
        }
        List<SeriesFit> fits = new ArrayList<>(groups.size());
        for (Map.Entry<FitId, Group> g : groups.entrySet()) {
            fits.add(fit(g.getKey(), g.getValue()));
        }
        return fits;
    }

    public static List<SeriesFit> read(Path file) throws IOException {
        return CsvFile.read(file, FitsCsv::read);
    }

    private static SeriesFit fit(FitId id, Group group) {
        for (String name : id.family.parameterNames()) {
            if (!group.parameters.containsKey(name)) {
                throw group.first.bad(
                        "parameter",
                        "the " + id.family.label() + " fit has no row for '" + name + "'; it needs "
                                + String.join(", ", id.family.parameterNames()));
            }
        }
        return new SeriesFit(id.series, id.family, group.selected, group.parameters);
    }

    private static FitId fitId(CsvRow row) {
        Direction direction = row.parsed("direction", Direction::parse);
        CopyMode copyMode = row.parsed("copy_mode", CopyMode::parse);
        Axis axis = row.parsed("axis", Axis::parse);
        CurveFamily family = row.parsed("curve", CurveFamily::parse);
        if (family.axis() != axis) {
            throw row.bad(
                    "curve",
                    "'" + family.label() + "' does not fit the " + axis.label() + " axis; use "
                            + (axis == Axis.BUFFERS ? "exp, hyperbolic or usl" : "request_size"));
        }
        String fixedColumn = axis == Axis.BUFFERS ? "request_bytes" : "buffers";
        int fixed = row.integer(fixedColumn);
        if (fixed < 1) {
            throw row.bad(fixedColumn, "'" + fixed + "' is below 1; give the series' fixed value");
        }
        try {
            SeriesKey series = new SeriesKey(row.text("board"), row.text("device"), direction, copyMode, axis, fixed);
            return new FitId(series, family);
        } catch (BadInputException e) {
            throw row.bad(e);
        }
    }

    private static boolean selected(CsvRow row) {
        String cell = row.raw("selected");
        if (cell.equalsIgnoreCase("true")) {
            return true;
        }
        if (cell.equalsIgnoreCase("false")) {
            return false;
        }
        throw row.bad("selected", "'" + cell + "' is not true or false");
    }

    private record FitId(SeriesKey series, CurveFamily family) {
        FitId {
            Objects.requireNonNull(series);
        }
    }

    private static final class Group {
        final CsvRow first;
        final boolean selected;
        final Map<String, Estimate> parameters = new LinkedHashMap<>();

        Group(CsvRow first, boolean selected) {
            this.first = first;
            this.selected = selected;
        }
    }
}
