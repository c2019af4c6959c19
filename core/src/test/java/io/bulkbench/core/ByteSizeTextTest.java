package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A size is written in the largest unit that holds it whole, and never rounded. */
class ByteSizeTextTest {

    @Test
    void wholeKibibytesAreWrittenInKib() {
        assertThat(ByteSizeText.of(1024)).isEqualTo("1 KiB");
        assertThat(ByteSizeText.of(16_384)).isEqualTo("16 KiB");
        assertThat(ByteSizeText.of(49_152)).isEqualTo("48 KiB");
        assertThat(ByteSizeText.of(65_536)).isEqualTo("64 KiB");
    }

    @Test
    void wholeMebibytesAreWrittenInMib() {
        assertThat(ByteSizeText.of(1_048_576)).isEqualTo("1 MiB");
        assertThat(ByteSizeText.of(2_097_152)).isEqualTo("2 MiB");
        assertThat(ByteSizeText.of(16_777_216)).isEqualTo("16 MiB");
        assertThat(ByteSizeText.of(3_221_225_472L)).isEqualTo("3 GiB");
    }

    @Test
    void aSizeBetweenWholeMebibytesStaysInKib() {
        // 1.5 MiB = 1536 KiB: "1.5 MiB" would be a rounding on other sizes, "1536 KiB" never is.
        assertThat(ByteSizeText.of(1_572_864)).isEqualTo("1536 KiB");
        assertThat(ByteSizeText.of(1_049_600)).isEqualTo("1025 KiB");
    }

    @Test
    void anythingElseIsItsExactBytes() {
        assertThat(ByteSizeText.of(0)).isEqualTo("0 B");
        assertThat(ByteSizeText.of(512)).isEqualTo("512 B");
        assertThat(ByteSizeText.of(1000)).isEqualTo("1000 B");
        assertThat(ByteSizeText.of(1536)).isEqualTo("1536 B");
        assertThat(ByteSizeText.of(2_000_000)).isEqualTo("2000000 B");
    }

    @Test
    void theCompactFormIsTheOneTheCommandLineTakes() {
        assertThat(ByteSizeText.compact(16_384)).isEqualTo("16K");
        assertThat(ByteSizeText.compact(1_048_576)).isEqualTo("1024K");
        assertThat(ByteSizeText.compact(1000)).isEqualTo("1000B");
        assertThat(ByteSizeText.compact(512)).isEqualTo("512B");
    }

    @Test
    void aNegativeSizeIsAProgrammingError() {
        assertThatThrownBy(() -> ByteSizeText.of(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ByteSizeText.compact(-1024)).isInstanceOf(IllegalArgumentException.class);
    }
}
