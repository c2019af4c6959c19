package io.bulkbench.reports.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.Fixtures;
import io.bulkbench.reports.RandomText;
import io.bulkbench.testing.RandomCases;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** JUnit XML as Jenkins reads it: checked against the schema of Jenkins' xUnit plugin. */
class JunitXmlTest {
    private static final Schema JENKINS = jenkinsSchema();

    @Test
    void everyPointIsATestCaseAndARegressionAFailureWithThePointsFigures(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("junit.xml");
        JunitXml.write(Fixtures.BOARD, Fixtures.points(), Fixtures.comparison(), file);
        String xml = Files.readString(file);
        JENKINS.newValidator().validate(new StreamSource(new StringReader(xml)));

        Document doc = parse(xml);
        Element suite = (Element) doc.getElementsByTagName("testsuite").item(0);
        // Fixtures: 25 points, one failed (32 x 64K copy), one regression (8 x 64K no-copy: 90 -> 70 MB/s).
        assertThat(suite.getAttribute("tests")).isEqualTo("25");
        assertThat(suite.getAttribute("failures")).isEqualTo("1");
        assertThat(suite.getAttribute("errors")).isEqualTo("1");
        assertThat(doc.getElementsByTagName("testcase").getLength()).isEqualTo(25);

        Element failure = (Element) doc.getElementsByTagName("failure").item(0);
        Element regressed = (Element) failure.getParentNode();
        assertThat(regressed.getAttribute("classname")).isEqualTo("snowball.in-no-copy-64K");
        assertThat(regressed.getAttribute("name")).isEqualTo("buffers-8");
        assertThat(failure.getAttribute("message"))
                .startsWith("REGRESSION ")
                .contains("90.0 -> 70.0 MB/s (-22.2 %, p = 0.00040");

        Element error = (Element) doc.getElementsByTagName("error").item(0);
        assertThat(((Element) error.getParentNode()).getAttribute("name")).isEqualTo("buffers-32");
        assertThat(error.getTextContent()).isEqualTo("ENOMEM: cannot allocate 32 x 64 KiB of contiguous memory");
    }

    @Test
    void aPointLeftUnjudgedByLatenessIsSkippedNotPassed() throws Exception {
        StringWriter out = new StringWriter();
        JunitXml.write(Fixtures.BOARD, Fixtures.points(), List.of(Fixtures.notJudged()), out);
        JENKINS.newValidator().validate(new StreamSource(new StringReader(out.toString())));

        Document doc = parse(out.toString());
        assertThat(((Element) doc.getElementsByTagName("testsuite").item(0)).getAttribute("skipped"))
                .isEqualTo("1");
        Element skipped = (Element) doc.getElementsByTagName("skipped").item(0);
        assertThat(((Element) skipped.getParentNode()).getAttribute("classname"))
                .isEqualTo("snowball.in-copy-16K");
        assertThat(skipped.getAttribute("message"))
                .startsWith("NOT JUDGED ")
                .contains("(-10.0 %")
                .endsWith("but the simulator ran late enough to explain it");
    }

    @Test
    void whatTheRunWasComparedWithIsASuitePropertyAndARunNotComparedHasNone() throws Exception {
        String comparedWith = "the night before, run 20261130-021500, as stored in <lab & co>";
        StringWriter out = new StringWriter();
        JunitXml.write(
                Fixtures.BOARD,
                Fixtures.points(),
                Optional.of(NightVerdict.ofPoints(Optional.empty(), 0.03, Fixtures.comparison())),
                comparedWith,
                out);
        JENKINS.newValidator().validate(new StreamSource(new StringReader(out.toString())));

        NodeList properties = parse(out.toString()).getElementsByTagName("property");
        Map<String, String> byName = new HashMap<>();
        for (int i = 0; i < properties.getLength(); i++) {
            Element property = (Element) properties.item(i);
            byName.put(property.getAttribute("name"), property.getAttribute("value"));
        }
        assertThat(byName).containsEntry("compared_with", comparedWith).containsEntry("outcome", "regression");

        StringWriter alone = new StringWriter();
        JunitXml.write(Fixtures.BOARD, Fixtures.points(), Optional.empty(), comparedWith, alone);
        assertThat(parse(alone.toString()).getElementsByTagName("properties").getLength())
                .isZero();
    }

    @Test
    void anyBoardNameOrReasonGivesValidXmlThatSaysIt() {
        RandomCases.check(300, c -> {
            String board = RandomText.draw(c, "board", 20, "");
            String reason = RandomText.draw(c, "reason", 80, "");
            MeasuredPoint failed = MeasuredPoint.failed(
                    new io.bulkbench.core.PointKey(
                            board.isBlank() ? "b" : board, "sim:hs", Direction.IN, 2, 16384, CopyMode.COPY),
                    reason);
            StringWriter out = new StringWriter();
            JunitXml.write(board, List.of(failed), List.of(), out);
            JENKINS.newValidator().validate(new StreamSource(new StringReader(out.toString())));
            Element error = (Element)
                    parse(out.toString()).getElementsByTagName("error").item(0);
            assertThat(words(error.getTextContent()))
                    .as("%s", c)
                    .isEqualTo(words(io.bulkbench.reports.XmlText.legal(reason)));
        });
    }

    /** XML parsers turn line ends into '\n', so text is compared word by word. */
    private static String words(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    private static Schema jenkinsSchema() {
        try {
            return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                    .newSchema(JunitXmlTest.class.getResource("/junit/jenkins-junit-10.xsd"));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
