package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.BadInputException;
import io.bulkbench.history.AcknowledgementStore;
import io.bulkbench.history.ChangeMarks;
import io.bulkbench.history.ChangePointMarks;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.HistoryQuery;
import io.bulkbench.history.NightVerdicts;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.reports.HistoryText;
import io.bulkbench.reports.HistoryVerdicts;
import io.bulkbench.reports.csv.HistoryCsv;
import io.bulkbench.reports.csv.SeriesCsv;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bulkbench history}: a board's points and recommended defaults over its recorded runs. */
@Command(
        name = "history",
        header = "A board's points and recommended defaults over its recorded runs.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Every point's throughput over the board's runs, and the recommended default per run and "
                    + "when it changed. Only runs of the latest run's plan (device, grid, JMH settings) are "
                    + "compared; the other plans recorded are named. --format csv gives one row per run and "
                    + "point; --format series one row per run and one column per point (its MB/s), the CSV that "
                    + "bulkbench changes reads. Change points (as bulkbench changes finds them) are marked "
                    + "where a point's level moved. Each run's verdict is the one stored when it was recorded "
                    + "(pass, regression, acknowledged; the last column of csv and series), and the text ends "
                    + "with the latest night's whole verdict and the acknowledgement in force."
        })
public final class HistoryCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--board", required = true, paramLabel = "NAME", description = "The board.")
    private String board;

    @Option(names = "--device", paramLabel = "SPEC", description = "Only runs of this device, e.g. sim:snowball-msc.")
    private String device;

    @Option(
            names = "--since",
            paramLabel = "DATE",
            description = "Only runs started on or after this day (UTC), e.g. 2026-11-01.")
    private String since;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            description = "text, csv or series (default ${DEFAULT-VALUE}).")
    private String format;

    @Mixin
    private ChangePointOptions changePoints;

    @Mixin
    private DatabaseOption db;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        if (!List.of("text", "csv", "series").contains(format)) {
            throw new BadInputException("--format '" + format + "' is not text, csv or series");
        }
        Optional<LocalDate> from = Optional.ofNullable(since).map(HistoryCommand::day);
        ChangeMarks marks = new ChangePointMarks(changePoints.settings());
        DatabaseLocation location = DatabaseLocation.chosen(db.url(), System.getenv(), ResultsLayout.DEFAULT_ROOT);
        try (ResultsDatabase database = ResultsDatabase.openRecorded(location)) {
            BoardTrend trend;
            HistoryVerdicts verdicts;
            try {
                trend = new HistoryQuery(database, marks).of(board, Optional.ofNullable(device), from);
                verdicts = verdicts(database, trend);
            } catch (SQLException e) {
                throw database.problem(e);
            }
            if (!format.equals("text")) {
                PrintWriter csv = streams.data();
                if (format.equals("csv")) {
                    HistoryCsv.write(trend, verdicts, csv);
                } else {
                    SeriesCsv.write(trend, verdicts, csv);
                }
                csv.flush();
            } else {
                HistoryText.write(trend, verdicts, database.location().shown(), streams.out());
            }
            streams.out().flush();
        }
        return ExitCode.OK;
    }

    /** The board's stored verdicts as the history shows them: each night's outcome, the latest whole, the acknowledgement. */
    private static HistoryVerdicts verdicts(ResultsDatabase database, BoardTrend trend) throws SQLException {
        Map<String, NightVerdict.Outcome> outcomes = new HashMap<>();
        NightVerdicts.talliesOf(database, trend.board()).forEach((run, t) -> outcomes.put(run, t.outcome()));
        String latest = trend.runs().get(trend.runs().size() - 1).runId();
        return new HistoryVerdicts(
                outcomes,
                NightVerdicts.of(database, trend.board(), latest),
                new AcknowledgementStore(database).current(trend.board()));
    }

    /** The first day {@code --since} may name: no run was recorded before it. */
    static final LocalDate FIRST_DAY = LocalDate.of(1970, 1, 1);
    /** The last: a year of four digits, as every recorded start time has. */
    static final LocalDate LAST_DAY = LocalDate.of(9999, 12, 31);

    private static LocalDate day(String text) {
        LocalDate day;
        try {
            day = LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw new BadInputException("--since '" + text + "' is not a day; write it as YYYY-MM-DD, e.g. 2026-11-01");
        }
        if (day.isBefore(FIRST_DAY) || day.isAfter(LAST_DAY)) {
            throw new BadInputException("--since '" + text + "' is outside " + FIRST_DAY + " .. " + LAST_DAY
                    + "; give a day in that range as YYYY-MM-DD, e.g. 2026-11-01");
        }
        return day;
    }
}
