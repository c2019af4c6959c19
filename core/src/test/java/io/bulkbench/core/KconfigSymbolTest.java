package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which texts are Kconfig symbols, and how one given without CONFIG_ is written. */
class KconfigSymbolTest {

    @Test
    void aSymbolIsKeptAndANameGetsConfig() {
        assertThat(KconfigSymbol.of("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS", "s"))
                .isEqualTo("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        assertThat(KconfigSymbol.of("USB_GADGET_STORAGE_NUM_BUFFERS", "s"))
                .isEqualTo("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        // Linux has CONFIG_64BIT: a name may start with a digit.
        assertThat(KconfigSymbol.of("64BIT", "s")).isEqualTo("CONFIG_64BIT");
        assertThat(KconfigSymbol.of("usb_buffers", "s")).isEqualTo("CONFIG_usb_buffers");
        assertThat(KconfigSymbol.shortName("CONFIG_64BIT")).isEqualTo("64BIT");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "CONFIG_",
                "CONFIG_A=y",
                "CONFIG_A\nCONFIG_B",
                "CONFIG_A\r",
                "CONFIG_A\u0085B",
                "CONFIG_A\u2028B",
                "CONFIG_A\u2029B",
                "CONFIG_A\u0000",
                "CONFIG_A B",
                " CONFIG_A",
                "CONFIG_A-B",
                "CONFIG_GRÖSSE",
                "# CONFIG_A is not set"
            })
    void anythingButLettersDigitsAndUnderscoresIsRefusedAndShownEscaped(String text) {
        assertThatThrownBy(() -> KconfigSymbol.of(text, "--symbol"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--symbol '" + TerminalText.line(text) + "' is not a Kconfig name;")
                .hasMessageContaining("e.g. CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n", "\r", "\u0085", "\u2028", "\u0000"));
        assertThat(KconfigSymbol.isName(KconfigSymbol.shortName(text))).isFalse();
    }
}
