package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A quoted word is read back by a real POSIX shell as the word itself. */
class ShellWordTest {
    private static final long SEED = 20261206L;
    /** Characters a shell treats specially, and a few it does not, to draw words from. */
    private static final String ALPHABET = "aZ09_./:=,@%+- '\"\\$`!*?[]{}()<>|&;#~^\t\nüé";

    @Test
    void aShellReadsEveryQuotedWordBackAsItWas() throws Exception {
        System.out.println("ShellWordTest seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        List<String> words = new ArrayList<>(List.of("", "'", "''", "a b", "$HOME", "--db=jdbc:x?a=b&c=d", "-"));
        for (int i = 0; i < 300; i++) {
            StringBuilder w = new StringBuilder();
            int length = random.nextInt(12);
            for (int j = 0; j < length; j++) {
                w.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            words.add(w.toString());
        }
        StringBuilder script = new StringBuilder();
        for (String w : words) {
            script.append("printf '%s\\0' ").append(ShellWord.quoted(w)).append('\n');
        }
        Process sh = new ProcessBuilder("sh", "-c", script.toString())
                .redirectErrorStream(true)
                .start();
        String out = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(sh.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(sh.exitValue()).as(out).isZero();
        assertThat(out.split("\0", -1)).containsExactlyElementsOf(withEnd(words));
    }

    @Test
    void aPlainWordStaysAsItIs() {
        assertThat(ShellWord.quoted("results/snowball-msc/20261130-021500/sweep.yaml"))
                .isEqualTo("results/snowball-msc/20261130-021500/sweep.yaml");
        assertThat(ShellWord.quoted("--db=jdbc:postgresql://h:5432/lab"))
                .isEqualTo("--db=jdbc:postgresql://h:5432/lab");
        assertThat(ShellWord.quoted("my results")).isEqualTo("'my results'");
        assertThat(ShellWord.quoted("")).isEqualTo("''");
    }

    /** The words, then the empty rest after the last NUL. */
    private static List<String> withEnd(List<String> words) {
        List<String> all = new ArrayList<>(words);
        all.add("");
        return all;
    }
}
