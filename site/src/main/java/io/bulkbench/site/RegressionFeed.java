package io.bulkbench.site;

import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.trend.BoardStatus;
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
    static List<Entry> entries(List<IndexEntry> boards) {
        List<Entry> entries = new ArrayList<>();
        for (IndexEntry b : boards) {
            if (!b.slowerThanTheNightBefore().isEmpty() && b.latestRun() != null) {
                entries.add(Entry.slowerNight(b));
            } else if (b.hasStatus(BoardStatus.NOT_JUDGED) && b.latestRun() != null) {
                entries.add(Entry.notJudged(b));
            }
            for (IndexEntry.Change c : b.changes()) {
                if (c.regression()) {
                    entries.add(Entry.changePoint(b.board(), c));
                }
            }
        }
        entries.sort(Comparator.comparing(Entry::updated).reversed().thenComparing(Entry::id));
        return entries;
    }

    /** One regression of one board; {@code what} names it for its id (board, point or night, run). */
    record Entry(String board, String what, Instant updated, String title, String summary) {
        static Entry changePoint(String board, IndexEntry.Change change) {
            return new Entry(
                    board,
                    "change point\n" + change.pointId() + "\n" + change.runId(),
                    change.startedAt(),
                    board + ": " + change.text(),
                    "Board " + board + ": the level of " + change.text() + ". A change point "
                            + "(E-divisive means) whose new level is lower than the old by more than the regression "
                            + "threshold.");
        }

        static Entry slowerNight(IndexEntry b) {
            String run = b.latestRun().runId();
            return new Entry(
                    b.board(),
                    "night\n" + run,
                    b.latestStarted().orElseThrow(),
                    b.board() + ": " + b.slowerThanTheNightBefore().size() + " point(s) slower in " + run,
                    "Board " + b.board() + ", run " + run + ": " + b.slowerNight()
                            + ", beyond the regression threshold and significant (p < " + RunComparison.DEFAULT_ALPHA
                            + ").");
        }

        static Entry notJudged(IndexEntry b) {
            String run = b.latestRun().runId();
            return new Entry(
                    b.board(),
                    "not judged\n" + run,
                    b.latestStarted().orElseThrow(),
                    b.board() + ": " + b.statusLine() + " in " + run,
                    "Board " + b.board() + ", run " + run + ": " + b.statusLine()
                            + ". A drop beyond the regression threshold is possible, but the simulated device's bus sat"
                            + " idle for a late host long enough to account for it: the machine was too busy to judge"
                            + " the board. Run it again on a quieter host.");
        }

        /** Derived from the board and what the entry is about, so a reader shows it once however often the site is built. */
        String id() {
            return "urn:uuid:" + UUID.nameUUIDFromBytes((board + "\n" + what).getBytes(StandardCharsets.UTF_8));
        }
    }

    static byte[] of(List<IndexEntry> boards, Optional<Instant> newest) {
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
