package io.bulkbench.site;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.trend.BoardStatus;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.history.NightVerdicts;
import io.bulkbench.reports.ChangeLine;
import io.bulkbench.reports.XmlText;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * feed.xml: the lab's regressions as an Atom 1.0 feed, newest first, over a window of nights
 * ({@link #WINDOW} before the lab's newest, at most {@link #MOST} entries), so a reader that
 * polls once a day misses none: each night whose stored verdict has points slower than the
 * night before, each change point a night's verdict calls a regression, and a board's latest
 * night when the simulator's lateness left it unjudged. Every entry is read from the stored
 * verdicts, none judged here. An entry's id is derived from what it is about (a change point
 * found again on later nights is one entry), so a reader shows it once however often the site
 * is rebuilt; its time is the night it is about. Written with the JDK's XMLStreamWriter, so
 * every text is escaped.
 */
final class RegressionFeed {
    static final String ATOM = "http://www.w3.org/2005/Atom";
    /** How far back the feed keeps a regression: a month of nights. */
    static final Duration WINDOW = Duration.ofDays(30);
    /** The most entries the feed holds, the newest kept. */
    static final int MOST = 500;

    private RegressionFeed() {}

    /**
     * The entries, newest first: from {@code nights} (the stored regressions of the window,
     * {@link NightVerdicts#regressionsSince}) each night slower than the one before and each
     * change point called a regression, and each board of {@code boards} whose latest night
     * could not be judged (the simulator ran late).
     */
    static List<Entry> entries(List<IndexEntry> boards, List<NightVerdicts.StoredNight> nights) {
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (NightVerdicts.StoredNight n : nights) {
            List<PointChange> slower = n.verdict().pointRegressions();
            if (!slower.isEmpty()) {
                add(entries, Entry.slowerNight(n.board(), n.runId(), n.started(), slower));
            }
            for (ChangePointFinding f : n.verdict().changePoints(ChangePointFinding.Kind.REGRESSION)) {
                add(entries, Entry.changePoint(n.board(), f));
            }
        }
        for (IndexEntry b : boards) {
            if (b.hasStatus(BoardStatus.NOT_JUDGED) && b.latestRun() != null) {
                add(entries, Entry.notJudged(b));
            }
        }
        return entries.values().stream()
                .sorted(Comparator.comparing(Entry::updated).reversed().thenComparing(Entry::id))
                .limit(MOST)
                .toList();
    }

    private static void add(Map<String, Entry> entries, Entry e) {
        entries.putIfAbsent(e.id(), e);
    }

    /** One regression of one board; {@code what} names it for its id (board, point or night, run). */
    record Entry(String board, String what, Instant updated, String title, String summary) {
        static Entry changePoint(String board, ChangePointFinding f) {
            String text = ChangeLine.changePointBody(f, Optional.empty());
            return new Entry(
                    board,
                    "change point\n" + f.key().canonicalText() + "\n" + f.afterRun(),
                    f.afterStarted(),
                    board + ": change point " + text,
                    "Board " + board + ": the level of " + text + ". A change point (E-divisive means) whose new "
                            + "level is lower than the old by more than the regression threshold.");
        }

        static Entry slowerNight(String board, String run, Instant started, List<PointChange> slower) {
            PointChange worst = slower.stream()
                    .min(Comparator.comparingDouble(PointChange::relativeChange))
                    .orElseThrow();
            return new Entry(
                    board,
                    "night\n" + run,
                    started,
                    board + ": " + slower.size() + " point(s) slower in " + run,
                    "Board " + board + ", run " + run + ": " + slower.size()
                            + " point(s) slower than the night before, the most " + ChangeLine.of(worst)
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

    static byte[] of(List<IndexEntry> boards, List<NightVerdicts.StoredNight> nights, Optional<Instant> newest) {
        List<Entry> entries = entries(boards, nights);
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
