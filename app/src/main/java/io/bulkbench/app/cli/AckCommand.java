package io.bulkbench.app.cli;

import io.bulkbench.analysis.trend.Acknowledgement;
import io.bulkbench.core.BadInputException;
import io.bulkbench.history.AcknowledgementStore;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench ack}: a board's change acknowledged (known, accepted, and why), or the acknowledgement undone. */
@Command(
        name = "ack",
        header = "Acknowledge a board's change: later nights are judged against its level.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Records in the results database that the board's level from run RUN_ID on (that night "
                    + "and later) is known and accepted: why, by whom (the OS user) and when. Every night "
                    + "recorded from then on has its change points searched from that night on: the change "
                    + "acknowledged no longer makes a night a regression (its verdict reads 'acknowledged: REASON "
                    + "(since RUN_ID)' everywhere), a new drop after it still does. A night already recorded keeps "
                    + "the verdict it was judged, a night's verdict against the night before is unchanged, and "
                    + "the board's page still lists the change. --undo takes the acknowledgement since RUN_ID "
                    + "back (it stays recorded, with who undid it and when)."
        })
public final class AckCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BOARD", description = "The board.")
    private String board;

    @Option(
            names = "--since",
            required = true,
            paramLabel = "RUN_ID",
            description = "The run from which the level is accepted: the night the change starts, or a later one.")
    private String since;

    @Option(
            names = "--reason",
            paramLabel = "TEXT",
            description = "Why the change is accepted: one line, up to " + Acknowledgement.MAX_REASON
                    + " characters. Required unless --undo.")
    private String reason;

    @Option(names = "--undo", description = "Undo the acknowledgement since RUN_ID.")
    private boolean undo;

    @Mixin
    private DatabaseOption db;

    @Override
    public Integer call() {
        PrintStreams streams = PrintStreams.of(spec);
        if (undo && reason != null) {
            throw new BadInputException("--reason and --undo do not go together: --undo takes the acknowledgement"
                    + " since " + since + " back whatever its reason; drop one of them");
        }
        if (!undo && reason == null) {
            throw new BadInputException("--reason is missing: say why the change since " + since + " is accepted"
                    + " (--reason TEXT), or take an acknowledgement back with --undo");
        }
        // A bad reason is refused before the database is opened.
        String why = undo ? "" : Acknowledgement.reason(reason, "--reason");
        DatabaseLocation location = DatabaseLocation.chosen(db.url(), System.getenv(), ResultsLayout.DEFAULT_ROOT);
        try (ResultsDatabase database = ResultsDatabase.openRecordedForUpdate(location)) {
            AcknowledgementStore store = new AcknowledgementStore(database);
            try {
                if (undo) {
                    Acknowledgement undone = store.undo(board, since, user());
                    streams.out()
                            .println("ack: the acknowledgement of " + board + " since " + since
                                    + " is undone (it was by " + undone.by() + " at " + undone.at() + ": "
                                    + undone.reason() + ")");
                } else {
                    Acknowledgement made = store.acknowledge(board, since, why, user());
                    streams.out()
                            .println("ack: " + board + " acknowledged since " + since + " by " + made.by() + " at "
                                    + made.at() + ": " + made.reason()
                                    + "; later nights are judged against that night's level");
                }
            } catch (SQLException e) {
                throw database.problem(e);
            }
        }
        streams.out().flush();
        return ExitCode.OK;
    }

    /** Who acknowledges: the OS user this program runs as. */
    private static String user() {
        return Optional.ofNullable(System.getProperty("user.name"))
                .filter(name -> !name.isBlank())
                .orElse("unknown");
    }
}
