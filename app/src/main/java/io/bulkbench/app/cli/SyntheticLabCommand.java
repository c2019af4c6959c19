package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.SyntheticLab;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
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
        int loaders = location.kind() == DatabaseLocation.Kind.POSTGRESQL ? POSTGRESQL_LOADERS : 1;
        List<ResultsDatabase> databases = new ArrayList<>();
        try {
            for (int i = 0; i < loaders; i++) {
                databases.add(ResultsDatabase.open(location));
            }
            load(databases, streams, start);
        } finally {
            for (ResultsDatabase database : databases) {
                database.close();
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

    /**
     * Boards at once on PostgreSQL, each on a connection of its own: while the server takes
     * one board's COPY, this JVM makes the next, so both of a two-core machine's cores work
     * (docs/performance.md, "1,000 boards on PostgreSQL"). SQLite takes one writer at a time.
     */
    static final int POSTGRESQL_LOADERS = 2;

    /**
     * Writes the boards, each loader taking the next board not yet taken, until every board
     * is written or one fails; a line per twentieth says how far it got. Each board is one
     * transaction, so a load that stops leaves whole boards.
     */
    private void load(List<ResultsDatabase> databases, PrintStreams streams, long start) throws Exception {
        AtomicInteger next = new AtomicInteger(first);
        AtomicInteger written = new AtomicInteger();
        int step = Math.max(1, boards / 20);
        ExecutorService pool = Executors.newFixedThreadPool(databases.size());
        try {
            List<Future<Void>> loaders = new ArrayList<>();
            for (ResultsDatabase database : databases) {
                SyntheticLab lab = new SyntheticLab(database);
                loaders.add(pool.submit(() -> {
                    for (int b = next.getAndIncrement(); b < first + boards; b = next.getAndIncrement()) {
                        try {
                            lab.writeBoard(b, nights, SyntheticLab.SIX_SIZES, seed);
                        } catch (SQLException | RuntimeException e) {
                            next.set(first + boards); // the others stop after their board
                            throw e instanceof SQLException sql ? database.problem(sql) : e;
                        }
                        int done = written.incrementAndGet();
                        if (done % step == 0 || done == boards) {
                            progress(streams, done, start);
                        }
                    }
                    return null;
                }));
            }
            for (Future<Void> loader : loaders) {
                try {
                    loader.get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof Exception cause) {
                        throw cause;
                    }
                    throw e;
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private synchronized void progress(PrintStreams streams, int done, long start) {
        streams.err()
                .println(String.format(
                        Locale.ROOT,
                        "synthetic-lab: %d of %d board(s) written, %.1f s",
                        done,
                        boards,
                        (System.nanoTime() - start) / 1e9));
        streams.err().flush();
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
