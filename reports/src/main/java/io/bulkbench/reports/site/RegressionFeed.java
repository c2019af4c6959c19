package io.bulkbench.reports.site;

import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.trend.BoardStatus;
import io.bulkbench.analysis.trend.BoardSummary;
import io.bulkbench.analysis.trend.LevelChange;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.reports.XmlText;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * feed.xml: the lab's regressions as an Atom 1.0 feed, newest first: a board's latest
 * night when points got slower than the night before (as {@code compare} judges), and
 * each change point whose new level is lower than the old beyond the threshold. An
 * entry's id is derived from what it is about, so a reader shows it once however often
 * the site is rebuilt; its time is the night it is about. Written with the JDK's
 * XMLStreamWriter, so every text is escaped.
 */
final class RegressionFeed {
    static final String ATOM = "http://www.w3.org/2005/Atom";

    private RegressionFeed() {}

    /**
     * The entries, newest first: each board's latest run when it regressed against the run
     * before or could not be judged (the simulator ran late), and every change point whose
     * new level is a regression.
     */
    static List<Entry> entries(List<BoardSummary> boards) {
        List<Entry> entries = new ArrayList<>();
        for (BoardSummary s : boards) {
            if (!s.slowerThanTheNightBefore().isEmpty() && s.latest().isPresent()) {
                entries.add(Entry.slowerNight(s, s.latest().get()));
            } else if (s.status() == BoardStatus.NOT_JUDGED && s.latest().isPresent()) {
                entries.add(Entry.notJudged(s, s.latest().get()));
            }
            for (LevelChange c : s.changes()) {
                if (s.isRegression(c)) {
                    entries.add(Entry.changePoint(s.board(), c));
                }
            }
        }
        entries.sort(Comparator.comparing(Entry::updated).reversed().thenComparing(Entry::id));
        return entries;
    }

    /** One regression of one board; {@code what} names it for its id (board, point or night, run). */
    record Entry(String board, String what, Instant updated, String title, String summary) {
        static Entry changePoint(String board, LevelChange change) {
            RecordedRun run = change.point().nightOf(change.change()).run();
            return new Entry(
                    board,
                    "change point\n" + change.point().key().canonicalText() + "\n" + run.runId(),
                    run.info().started(),
                    board + ": " + SiteBoard.describe(change),
                    "Board " + board + ": the level of " + SiteBoard.describe(change) + ". A change point "
                            + "(E-divisive means) whose new level is lower than the old by more than the regression "
                            + "threshold.");
        }

        static Entry slowerNight(BoardSummary s, RecordedRun run) {
            return new Entry(
                    s.board(),
                    "night\n" + run.runId(),
                    run.info().started(),
                    s.board() + ": " + s.slowerThanTheNightBefore().size() + " point(s) slower in " + run.runId(),
                    "Board " + s.board() + ", run " + run.runId() + ": " + IndexPage.slowerNight(s)
                            + ", beyond the regression threshold and significant (p < " + RunComparison.DEFAULT_ALPHA
                            + ").");
        }

        static Entry notJudged(BoardSummary s, RecordedRun run) {
            return new Entry(
                    s.board(),
                    "not judged\n" + run.runId(),
                    run.info().started(),
                    s.board() + ": " + s.statusLine() + " in " + run.runId(),
                    "Board " + s.board() + ", run " + run.runId() + ": " + s.statusLine()
                            + ". A drop beyond the regression threshold is possible, but the simulated device's bus sat"
                            + " idle for a late host long enough to account for it: the machine was too busy to judge"
                            + " the board. Run it again on a quieter host.");
        }

        /** Derived from the board and what the entry is about, so a reader shows it once however often the site is built. */
        String id() {
            return "urn:uuid:" + UUID.nameUUIDFromBytes((board + "\n" + what).getBytes(StandardCharsets.UTF_8));
        }
    }

    static byte[] of(List<BoardSummary> boards, Optional<Instant> newest) {
        List<Entry> entries = entries(boards);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(bytes, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.setDefaultNamespace(ATOM);
            xml.writeStartElement(ATOM, "feed");
            xml.writeDefaultNamespace(ATOM);
            element(
                    xml,
                    "id",
                    "urn:uuid:" + UUID.nameUUIDFromBytes("bulkbench lab regressions".getBytes(StandardCharsets.UTF_8)));
            element(xml, "title", "bulkbench lab: regressions");
            Instant updated = entries.isEmpty()
                    ? newest.orElse(Instant.EPOCH)
                    : entries.get(0).updated();
            element(xml, "updated", updated.toString());
            xml.writeStartElement(ATOM, "author");
            element(xml, "name", "bulkbench");
            xml.writeEndElement();
            link(xml, "self", SiteFolder.FEED_XML);
            link(xml, "alternate", SiteFolder.INDEX_HTML);
            for (Entry e : entries) {
                xml.writeStartElement(ATOM, "entry");
                element(xml, "id", e.id());
                element(xml, "title", e.title());
                element(xml, "updated", e.updated().toString());
                link(xml, "alternate", SiteFolder.boardPage(e.board()));
                element(xml, "summary", e.summary());
                xml.writeEndElement();
            }
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("the feed could not be written", e);
        }
        return bytes.toByteArray();
    }

    private static void element(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        xml.writeStartElement(ATOM, name);
        xml.writeCharacters(XmlText.legal(text));
        xml.writeEndElement();
    }

    private static void link(XMLStreamWriter xml, String rel, String href) throws XMLStreamException {
        xml.writeEmptyElement(ATOM, "link");
        xml.writeAttribute("rel", rel);
        xml.writeAttribute("href", href);
    }
}
