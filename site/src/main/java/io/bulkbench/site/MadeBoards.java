package io.bulkbench.site;

import io.bulkbench.analysis.trend.BoardStatus;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.history.BisectionStore;
import io.bulkbench.history.ChangePointMarks;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ExplanationStore;
import io.bulkbench.history.HistoryQuery;
import io.bulkbench.history.LatestNights;
import io.bulkbench.history.NightVerdicts;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.SummarySettings;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The boards a site build makes, read from the database a few boards ahead of the pages
 * being written: one connection per processor (reading a year of nights is most of a
 * board's time, and the boards are independent), and never more than two boards per
 * reader held at once, so a build's memory does not grow with the lab. A board's page is
 * of its whole history; its index row is of its latest nights ({@link LatestNights}, as a
 * recording makes it, cut from the history read for the page), and that row as judged on its own latest night is kept aside
 * ({@link #entries}), for the database to store.
 */
final class MadeBoards implements Iterator<LabSite.MadeBoard>, AutoCloseable {
    private final DatabaseLocation location;
    private final SummarySettings settings;
    private final SitePlan plan;
    private final Iterator<String> boards;
    private final ExecutorService pool;
    private final ThreadLocal<ResultsDatabase> connection = new ThreadLocal<>();
    private final List<ResultsDatabase> opened = Collections.synchronizedList(new ArrayList<>());
    private final Queue<Future<LabSite.MadeBoard>> ahead = new ArrayDeque<>();
    private final Map<String, IndexEntry> entries = new ConcurrentHashMap<>();
    private final int depth;

    MadeBoards(DatabaseLocation location, SummarySettings settings, SitePlan plan) {
        this.location = location;
        this.settings = settings;
        this.plan = plan;
        this.boards = plan.made().iterator();
        int readers =
                Math.max(1, Math.min(plan.made().size(), Runtime.getRuntime().availableProcessors()));
        this.pool = Executors.newFixedThreadPool(readers);
        this.depth = 2 * readers;
        fill();
    }

    private void fill() {
        while (ahead.size() < depth && boards.hasNext()) {
            String board = boards.next();
            ahead.add(pool.submit(() -> read(board)));
        }
    }

    @Override
    public boolean hasNext() {
        return !ahead.isEmpty();
    }

    @Override
    public LabSite.MadeBoard next() {
        if (ahead.isEmpty()) {
            throw new NoSuchElementException();
        }
        try {
            LabSite.MadeBoard board = ahead.remove().get();
            fill();
            return board;
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the site build was interrupted", e);
        }
    }

    /** Each board made, its index row as judged on its own latest night (what a recording stores), by name. */
    Map<String, IndexEntry> entries() {
        return Map.copyOf(entries);
    }

    private LabSite.MadeBoard read(String board) {
        ResultsDatabase database = database();
        try {
            BoardTrend trend = new HistoryQuery(database, new ChangePointMarks(settings.changePoints()))
                    .of(board, Optional.empty(), Optional.empty());
            LatestNights latest = LatestNights.fromWhole(database, trend, settings);
            // The page lists every change point of the history, the acknowledged one too; its status is the row's.
            BoardSummary page = BoardSummary.of(trend, plan.labNewest(), latest.tonight(), latest.acknowledged());
            BoardSummary indexed = latest.on(plan.labNewest());
            entries.put(
                    board,
                    IndexEntry.of(
                            indexed.status() != BoardStatus.NOT_RUN ? indexed : latest.onItsOwnNight(), latest.held()));
            return new LabSite.MadeBoard(
                    page,
                    indexed,
                    new BisectionStore(database).of(board),
                    new ExplanationStore(database).of(board),
                    NightVerdicts.talliesOf(database, board),
                    latest.held());
        } catch (SQLException e) {
            throw database.problem(e);
        }
    }

    private ResultsDatabase database() {
        ResultsDatabase database = connection.get();
        if (database == null) {
            database = ResultsDatabase.openRecorded(location);
            connection.set(database);
            opened.add(database);
        }
        return database;
    }

    @Override
    public void close() {
        pool.shutdownNow();
        try {
            pool.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (opened) {
            opened.forEach(ResultsDatabase::close);
        }
    }
}
