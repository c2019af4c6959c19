package io.bulkbench.reports.junit;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.ChangePointFinding;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.ChangeLine;
import io.bulkbench.reports.SeriesName;
import io.bulkbench.reports.XmlText;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A run as JUnit XML, the test report Jenkins' junit step and GitLab's
 * {@code artifacts:reports:junit} read: one test suite for the run, one test case per
 * point (class {@code BOARD.DIRECTION-MODE-SIZE}, name {@code buffers-N}). A regression
 * against the baseline is a {@code <failure>} carrying the point's figures (baseline,
 * current, change, p-value); a point that could not be measured, or whose data arrived
 * corrupted, is an {@code <error>} with its reason; a point whose drop the simulator's
 * lateness may account for is {@code <skipped>}, not judged, so it never passes as green.
 * Every point's figures are in its {@code <system-out>}. A night's verdict adds a test
 * case per change point and the suite's properties {@code outcome}, {@code verdict} (the
 * night in one line), {@code compared_with} (the night before, as stored; another run
 * folder) and {@code acknowledged}. Written with StAX, so text is
 * escaped by construction; characters XML 1.0 cannot hold at all (control characters in
 * a reason) become U+FFFD ({@link XmlText}).
 */
public final class JunitXml {
    private JunitXml() {}

    /** Writes the report atomically. {@code changes} is empty for a run not compared. */
    public static void write(String suite, List<MeasuredPoint> points, List<PointChange> changes, Path file)
            throws IOException {
        AtomicFile.write(file, out -> write(suite, points, changes, out));
    }

    public static void write(String suite, List<MeasuredPoint> points, List<PointChange> changes, Writer out)
            throws IOException {
        write(
                suite,
                points,
                changes.isEmpty()
                        ? Optional.empty()
                        : Optional.of(NightVerdict.ofPoints(Optional.empty(), Double.NaN, changes)),
                "",
                out);
    }

    /**
     * The same with the run's whole verdict, when it has one: its points against the run it
     * names, and each of its change points as a test case of its own (class {@code
     * BOARD.change-points}), a regression a failure, one the simulator's lateness may explain
     * skipped, an acknowledged one passing with the acknowledgement as its output.
     * {@code comparedWith} says what the run was compared with, e.g. "the night before, run
     * 20261130-021500, as stored in results/bulkbench.db" (blank: the verdict's own words).
     */
    public static void write(
            String suite, List<MeasuredPoint> points, Optional<NightVerdict> verdict, String comparedWith, Writer out)
            throws IOException {
        List<PointChange> changes = verdict.map(NightVerdict::points).orElse(List.of());
        List<ChangePointFinding> changePoints =
                verdict.map(NightVerdict::changePoints).orElse(List.of());
        Map<PointKey, PointChange> byKey =
                changes.stream().collect(Collectors.toMap(PointChange::key, Function.identity(), (a, b) -> b));
        List<MeasuredPoint> sorted = points.stream()
                .sorted(Comparator.comparing(MeasuredPoint::key, PointKey.ORDER))
                .toList();
        long failures =
                sorted.stream().filter(p -> isRegression(byKey.get(p.key()))).count()
                        + changePoints.stream()
                                .filter(f -> f.kind() == ChangePointFinding.Kind.REGRESSION)
                                .count();
        long errors = sorted.stream().filter(JunitXml::isError).count();
        long skipped =
                sorted.stream().filter(p -> isNotJudged(p, byKey.get(p.key()))).count()
                        + changePoints.stream()
                                .filter(f -> f.kind() == ChangePointFinding.Kind.NOT_JUDGED)
                                .count();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuites");
            xml.writeStartElement("testsuite");
            xml.writeAttribute("name", XmlText.legal(suite));
            xml.writeAttribute("tests", Integer.toString(sorted.size() + changePoints.size()));
            xml.writeAttribute("failures", Long.toString(failures));
            xml.writeAttribute("errors", Long.toString(errors));
            xml.writeAttribute("skipped", Long.toString(skipped));
            if (verdict.isPresent()) {
                NightVerdict v = verdict.get();
                xml.writeCharacters("\n");
                xml.writeStartElement("properties");
                property(xml, "outcome", v.outcome().label());
                property(xml, "verdict", ChangeLine.outcome(v));
                property(xml, "compared_with", comparedWith.isBlank() ? ChangeLine.baseline(v) : comparedWith);
                if (v.acknowledgement().isPresent()) {
                    property(
                            xml,
                            "acknowledged",
                            ChangeLine.acknowledged(v.acknowledgement().get()));
                }
                xml.writeEndElement();
            }
            for (MeasuredPoint p : sorted) {
                testCase(xml, suite, p, byKey.get(p.key()));
            }
            for (ChangePointFinding f : changePoints) {
                changePoint(xml, suite, f, verdict.get());
            }
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IOException("cannot write JUnit XML: " + e.getMessage(), e);
        }
    }

    private static void property(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        xml.writeEmptyElement("property");
        xml.writeAttribute("name", name);
        xml.writeAttribute("value", XmlText.legal(value));
    }

    /** A change point's test case: {@code BOARD.change-points}, named by its series, point and first new night. */
    private static void changePoint(XMLStreamWriter xml, String suite, ChangePointFinding f, NightVerdict v)
            throws XMLStreamException {
        String line = ChangeLine.changePoint(f, v.acknowledgement());
        xml.writeCharacters("\n");
        xml.writeStartElement("testcase");
        xml.writeAttribute("classname", XmlText.legal(suite + ".change-points"));
        xml.writeAttribute(
                "name",
                XmlText.legal(SeriesName.of(f.key()) + "-" + SeriesName.point(f.key()) + "-from-" + f.afterRun()));
        switch (f.kind()) {
            case REGRESSION -> element(xml, "failure", "change point", line, line);
            case NOT_JUDGED -> element(xml, "skipped", "simulator late", line, line);
            default -> {}
        }
        xml.writeStartElement("system-out");
        xml.writeCharacters(XmlText.legal(line));
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private static void testCase(XMLStreamWriter xml, String suite, MeasuredPoint p, PointChange change)
            throws XMLStreamException {
        xml.writeCharacters("\n");
        xml.writeStartElement("testcase");
        xml.writeAttribute("classname", XmlText.legal(suite + "." + SeriesName.of(p.key())));
        xml.writeAttribute("name", SeriesName.point(p.key()));
        if (isNotJudged(p, change)) {
            String message = ChangeLine.notJudged(change);
            element(xml, "skipped", "simulator late", message, message);
        }
        if (!p.isOk()) {
            element(xml, "error", "point failed", "the point could not be measured: " + p.reason(), p.reason());
        } else if (p.verifyErrors() > 0) {
            String message = p.verifyErrors() + " verify errors: the data arrived corrupted";
            element(xml, "error", "verify errors", message, message);
        }
        if (isRegression(change)) {
            String line = ChangeLine.regression(change);
            element(xml, "failure", "regression", line, line);
        }
        xml.writeStartElement("system-out");
        xml.writeCharacters(XmlText.legal(figures(p)
                + (change == null
                        ? ""
                        : "\ncompared: " + ChangeLine.of(change) + ", "
                                + change.verdict().label())));
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private static void element(XMLStreamWriter xml, String name, String type, String message, String text)
            throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeAttribute("type", type);
        xml.writeAttribute("message", XmlText.legal(message));
        xml.writeCharacters(XmlText.legal(text));
        xml.writeEndElement();
    }

    private static boolean isRegression(PointChange change) {
        return change != null && change.verdict() == Verdict.REGRESSION;
    }

    private static boolean isNotJudged(MeasuredPoint p, PointChange change) {
        return change != null && change.verdict() == Verdict.SIMULATOR_LATE && !isError(p);
    }

    private static boolean isError(MeasuredPoint p) {
        return !p.isOk() || p.verifyErrors() > 0;
    }

    private static String figures(MeasuredPoint p) {
        if (!p.isOk()) {
            return p.key() + ": failed: " + p.reason();
        }
        return String.format(
                Locale.ROOT,
                "%s: %s (min %s, max %s, %d iterations, %d verify errors)",
                p.key(),
                ThroughputText.withError(p.throughputMbS(), p.errorMbS()),
                ThroughputText.figure(p.minMbS()),
                ThroughputText.figure(p.maxMbS()),
                p.iterations(),
                p.verifyErrors());
    }
}
