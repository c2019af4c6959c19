package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A value from outside shown on a terminal is one line, and no byte of it reaches the terminal as a control. */
class TerminalTextTest {

    @Test
    void anOscTitleAndAColourSequenceAreShownAsEscapes() {
        String label = "\u001b]0;pwned\u0007\u001b[31mred";
        assertThat(TerminalText.line(label)).isEqualTo("\\e]0;pwned\\x07\\e[31mred");
    }

    @Test
    void lineBreaksTabsAndOtherControlsStayOnOneLine() {
        assertThat(TerminalText.line("a\nb\r\nc\td")).isEqualTo("a\\nb\\r\\nc\\td");
        assertThat(TerminalText.line("nul\u0000del\u007fcsi\u009b")).isEqualTo("nul\\x00del\\x7fcsi\\x9b");
        assertThat(TerminalText.line("one\u2028two")).isEqualTo("one\\u2028two");
    }

    @Test
    void aRightToLeftOverrideCannotReorderWhatFollows() {
        assertThat(TerminalText.line("board\u202egpj.exe")).isEqualTo("board\\u202egpj.exe");
        assertThat(TerminalText.line("\u2066x\u2069")).isEqualTo("\\u2066x\\u2069");
    }

    @Test
    void plainTextIncludingUnicodeAndBackslashesIsUnchanged() {
        for (String plain :
                new String[] {"", "snowball-msc", "Größe 16 KiB", "C:\\boards\\x", "日本語", "emoji \ud83d\ude00"}) {
            assertThat(TerminalText.line(plain)).isSameAs(plain);
        }
    }

    @Test
    void noControlCharacterSurvivesAnyText() {
        StringBuilder every = new StringBuilder();
        for (char c = 0; c < 0x300; c++) {
            every.append(c);
        }
        String shown = TerminalText.line(every.toString());
        assertThat(shown.chars()).noneMatch(c -> c < 0x20 || (c >= 0x7f && c <= 0x9f));
        assertThat(shown.lines()).hasSize(1);
    }
}
