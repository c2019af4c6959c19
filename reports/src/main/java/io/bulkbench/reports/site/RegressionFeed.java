package io.bulkbench.reports.site;

import io.bulkbench.analysis.history.BoardSummary;
import io.bulkbench.analysis.history.LevelChange;
import io.bulkbench.analysis.history.RecordedRun;
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
 * feed.xml: the lab's regressions as an Atom 1.0 feed, one entry per change point whose
 * new level is lower than the old beyond the board's threshold, newest first. An entry's
 * id is derived from its board, point and run, so a reader shows it once however often
 * the site is rebuilt; its time is the night the new level starts. Written with the JDK's
 * XMLStreamWriter, so every text is escaped.
 */
final class RegressionFeed {
    static final String ATOM = "http://www.w3.org/2005/Atom";

    private RegressionFeed() {}

    /** The entries: every board's regressions, newest first. */
    static List<Entry> entries(List<BoardSummary> boards) {
        List<Entry> entries = new ArrayList<>();
        for (BoardSummary s : boards) {
            for (LevelChange c : s.changes()) {
                if (s.isRegression(c)) {
                    entries.add(new Entry(s.board(), c));
                }
            }
        }
        entries.sort(Comparator.comparing(Entry::updated).reversed().thenComparing(Entry::id));
        return entries;
    }

    /** One regression of one board. */
    record Entry(String board, LevelChange change) {
        RecordedRun run() {
            return change.point().nightOf(change.change()).run();
        }

        Instant updated() {
            return run().info().started();
        }

        String id() {
            String name = board + "\n" + change.point().key() + "\n" + run().runId();
            return "urn:uuid:" + UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8));
        }

        String title() {
            return board + ": " + SiteBoard.describe(change);
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
                element(
                        xml,
                        "summary",
                        "Board " + e.board() + ": the level of " + SiteBoard.describe(e.change())
                                + ". A change point (E-divisive means) whose new level is lower than the old by more than "
                                + "the regression threshold.");
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
        xml.writeCharacters(text);
        xml.writeEndElement();
    }

    private static void link(XMLStreamWriter xml, String rel, String href) throws XMLStreamException {
        xml.writeEmptyElement(ATOM, "link");
        xml.writeAttribute("rel", rel);
        xml.writeAttribute("href", href);
    }
}
