package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.ThroughputBasis;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class KconfigWriterTest {
    private final KconfigWriter writer = new KconfigWriter(
            "snowball", "sim:snowball-msc", "2026-11-30T01:00:00Z", "bulkbench sweep --board snowball");

    private String write(List<Recommendation> recommendations) throws IOException {
        StringWriter out = new StringWriter();
        writer.write(recommendations, out);
        return out.toString();
    }

    @Test
    void writesOneAssignmentUnderItsEvidence() throws IOException {
        String text = write(List.of(Fixtures.recommendation(CopyMode.NO_COPY, "8")));

        assertThat(text)
                .contains(
                        "# Defaults measured by bulkbench for board snowball\n",
                        "# device: sim:snowball-msc\n",
                        "# date: 2026-11-30T01:00:00Z\n",
                        "# reproduce: bulkbench sweep --board snowball\n",
                        "# in, no-copy: 74.6 MB/s, 96.0 % of the best, 512 KiB of buffer memory\n",
                        "# smallest buffer count within 95 % of the best fitted throughput\n"
                                + "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=8\n");
        assertThat(text.lines().filter(l -> !l.startsWith("#") && !l.isEmpty()))
                .containsExactly("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=8");
    }

    @Test
    void anUndecidedDefaultIsWrittenCommentedOutUnderItsReason() throws IOException {
        String text = write(
                List.of(Fixtures.recommendation(CopyMode.COPY, "7").asUndecided(new Undecided(List.of("3", "7")))));

        assertThat(text.lines().filter(l -> !l.startsWith("#") && !l.isEmpty())).isEmpty();
        assertThat(text)
                .contains("# undecided: the simulator ran late at points that decide it, and the figures their late"
                        + " bounds allow give 3..7; not shipped until a quieter run decides it\n"
                        + "# CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=7\n");
    }

    @Test
    void aRunWithoutRecommendationsSaysWhyAndAssignsNothing() throws IOException {
        String text = write(List.of());

        assertThat(text).contains("# no recommendation: no series has two points measured ok (see report.html");
        assertThat(text.lines().filter(l -> !l.startsWith("#") && !l.isEmpty())).isEmpty();
    }

    @Test
    void theThroughputSaysWhetherItWasMeasuredOrFittedAndNeverGuesses() throws IOException {
        Recommendation bare = Fixtures.recommendation(CopyMode.NO_COPY, "3");
        Recommendation fitted = bare.withBasis(ThroughputBasis.FITTED);
        Recommendation measured = Fixtures.recommendation(CopyMode.COPY, "3").withBasis(ThroughputBasis.MEASURED);

        assertThat(write(List.of(fitted))).contains("# in, no-copy: 74.6 MB/s fitted, 96.0 % of the best");
        assertThat(write(List.of(measured))).contains("# in, copy: 74.6 MB/s measured, 96.0 % of the best");
        assertThat(write(List.of(bare))).doesNotContain("measured,").doesNotContain("fitted,");
    }

    @Test
    void disagreeingModesGiveOneAssignmentAndTheOthersAsComments() throws IOException {
        String text = write(
                List.of(Fixtures.recommendation(CopyMode.NO_COPY, "8"), Fixtures.recommendation(CopyMode.COPY, "6")));

        assertThat(text.lines().filter(l -> l.startsWith("CONFIG_")))
                .containsExactly("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=6");
        assertThat(text).contains("# also measured: in, no-copy would choose CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=8");
    }

    @Test
    void modesTiedOnThroughputGiveTheLineToTheOneCheaperOnTheCpu() throws IOException {
        Recommendation copy = Fixtures.recommendation(CopyMode.COPY, "6");
        Recommendation cheaperNoCopy = Fixtures.recommendation(CopyMode.NO_COPY, "8")
                .withBasis(ThroughputBasis.MEASURED)
                .asCheaperOnCpu();

        String text = write(List.of(copy, cheaperNoCopy));

        assertThat(text.lines().filter(l -> l.startsWith("CONFIG_")))
                .containsExactly("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=8");
        assertThat(text)
                .contains("# in, no-copy: 74.6 MB/s measured,")
                .contains("# also measured: in, copy would choose CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=6")
                .contains("follows in, no-copy (the same MB/s for less CPU per MB)");
        assertThat(write(List.of(copy, cheaperNoCopy.withRationale("same text"))))
                .as("a new rationale keeps the mark and the basis")
                .contains("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=8\n")
                .contains("74.6 MB/s measured");
    }

    @Test
    void theChoiceDoesNotDependOnInputOrder() throws IOException {
        Recommendation out =
                new Recommendation("snowball", "sim:x", Direction.OUT, CopyMode.COPY, "CONFIG_A", "4", 1, 1, 1024, "");
        Recommendation in = new Recommendation(
                "snowball", "sim:x", Direction.IN, CopyMode.NO_COPY, "CONFIG_A", "2", 1, 1, 1024, "");
        assertThat(write(List.of(out, in))).isEqualTo(write(List.of(in, out))).contains("\nCONFIG_A=2\n");
    }

    @Test
    void userTextCannotBreakOutOfAComment() throws IOException {
        Recommendation r = new Recommendation(
                "snowball", "sim:x", Direction.IN, CopyMode.COPY, "USB_X", "a\"b", 1, 1, 1000, "fine\nCONFIG_EVIL=y");
        String text = write(List.of(r));
        assertThat(text.lines().filter(l -> l.startsWith("CONFIG_"))).containsExactly("CONFIG_USB_X=\"a\\\"b\"");
    }

    @Test
    void aSymbolWithSpacesIsBadInput() {
        Recommendation r = new Recommendation("b", "d", Direction.IN, CopyMode.COPY, "NUM BUFFERS", "4", 1, 1, 1, "");
        assertThatThrownBy(() -> write(List.of(r)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("'NUM BUFFERS'");
    }
}
