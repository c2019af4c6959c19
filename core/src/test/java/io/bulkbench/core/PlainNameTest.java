package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which texts may become a file or folder name as they are. */
class PlainNameTest {

    @ParameterizedTest
    @ValueSource(strings = {"snowball", "snowball-msc", "board_2", "v6.12.0-rc1", "a", "...", ".config"})
    void lettersDigitsDotsUnderscoresAndDashesArePlain(String name) {
        assertThat(PlainName.isPlain(name)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                ".",
                "..",
                "a/b",
                "../etc",
                "a\\b",
                "two words",
                "tab\there",
                "line\nbreak",
                "Größe",
                "board:1",
                "*",
                "nul\u0000"
            })
    void pathsSeparatorsSpacesControlsAndOtherCharactersAreNot(String name) {
        assertThat(PlainName.isPlain(name)).as("'%s'", name).isFalse();
    }

    @Test
    void nullIsNotPlain() {
        assertThat(PlainName.isPlain(null)).isFalse();
    }

    @Test
    void sixtyFourCharactersArePlainAndSixtyFiveAreNot() {
        assertThat(PlainName.MAX_LENGTH).isEqualTo(64);
        assertThat(PlainName.isPlain("x".repeat(64))).isTrue();
        assertThat(PlainName.isPlain("x".repeat(65))).isFalse();
    }
}
