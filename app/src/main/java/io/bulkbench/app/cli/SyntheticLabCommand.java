package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.SyntheticLab;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.sql.SQLException;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bulkbench synthetic-lab}: a made-up lab written into a results database
 * ({@link SyntheticLab}), to measure what a lab's size costs the site and {@code history}.
 * It ships with the program: the lab-scale benchmark and the site's browser tests run it
 * as a lab would, and a lab can measure its own database with it.
 */
@Command(
        name = "synthetic-lab",
        mixinStandardHelpOptions = true,
        header = "Write a made-up lab of seeded runs into a results database, to measure the site at a lab's size.")
public final class SyntheticLabCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private DatabaseOption db;

    @Option(names = "--boards", required = true, paramLabel = "N", description = "Boards (board-0000 on).")
    private int boards;

    @Option(names = "--nights", required = true, paramLabel = "N", description = "Nights per board.")
    private int nights;

    @Option(
            names = "--first-board",
            defaultValue = "0",
            paramLabel = "N",
            description = "The first board's number, to add boards to a lab already written (default 0).")
    private int first;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed (default 1).")
    private long seed;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        checkSize();
        DatabaseLocation location = DatabaseLocation.chosen(db.url(), System.getenv(), ResultsLayout.DEFAULT_ROOT);
        long start = System.nanoTime();
        try (ResultsDatabase database = ResultsDatabase.open(location)) {
            try {
                // A thousand boards take minutes: a line per twentieth says how far it got.
                int step = Math.max(1, boards / 20);
                for (int from = first; from < first + boards; from += step) {
                    int to = Math.min(first + boards, from + step);
                    new SyntheticLab(database).write(from, to, nights, SyntheticLab.SIX_SIZES, seed);
                    streams.err()
                            .println(String.format(
                                    Locale.ROOT,
                                    "synthetic-lab: %d of %d board(s) written, %.1f s",
                                    to - first,
                                    boards,
                                    (System.nanoTime() - start) / 1e9));
                    streams.err().flush();
                }
            } catch (SQLException e) {
                throw database.problem(e);
            }
        }
        streams.out()
                .println(String.format(
                        Locale.ROOT,
                        "synthetic-lab: %d board(s) x %d nights x %d points into %s in %.1f s",
                        boards,
                        nights,
                        SyntheticLab.SIX_SIZES.size() * 10,
                        location.shown(),
                        (System.nanoTime() - start) / 1e9));
        streams.out().flush();
        return ExitCode.OK;
    }

    /** The lab's size within SyntheticLab's bounds, checked before the database is opened. */
    private void checkSize() {
        if (boards < 1 || boards > SyntheticLab.MAX_BOARDS) {
            throw new BadInputException("--boards " + boards + " is not from 1 to " + SyntheticLab.MAX_BOARDS
                    + ", the boards a synthetic lab may have; give a number in that range");
        }
        if (nights < 2 || nights > SyntheticLab.MAX_NIGHTS) {
            throw new BadInputException("--nights " + nights + " is not from 2 to " + SyntheticLab.MAX_NIGHTS
                    + " (ten years), the nights a synthetic board may have; give a number in that range");
        }
        // Compared as a long: the last board's number must not wrap around.
        if (first < 0 || (long) first + boards > SyntheticLab.MAX_BOARDS) {
            throw new BadInputException("--first-board " + first + " with --boards " + boards + " goes past "
                    + SyntheticLab.board(SyntheticLab.MAX_BOARDS - 1) + ", the last board of a synthetic lab;"
                    + " give a first board from 0 to " + (SyntheticLab.MAX_BOARDS - boards));
        }
    }
}
