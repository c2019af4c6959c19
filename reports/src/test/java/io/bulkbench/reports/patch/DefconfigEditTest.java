package io.bulkbench.reports.patch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import io.bulkbench.testing.RandomCases;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DefconfigEditTest {
    private static final String SYMBOL = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";

    @Test
    void anAssignmentIsReplacedWhereItStands() {
        DefconfigEdit edit =
                DefconfigEdit.set("CONFIG_USB=y\nCONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=2\nCONFIG_ZZZ=m\n", SYMBOL, "4");
        assertThat(edit.text()).isEqualTo("CONFIG_USB=y\nCONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=4\nCONFIG_ZZZ=m\n");
        assertThat(edit.was()).contains("2");
        assertThat(edit.added()).isFalse();
        assertThat(edit.changes()).isTrue();
    }

    @Test
    void isNotSetIsReplacedAndCountsAsNoValue() {
        DefconfigEdit edit =
                DefconfigEdit.set("CONFIG_A=y\n# CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS is not set\n", SYMBOL, "4");
        assertThat(edit.text()).isEqualTo("CONFIG_A=y\nCONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=4\n");
        assertThat(edit.was()).isEmpty();
        assertThat(edit.added()).isFalse();
    }

    @Test
    void aMissingSymbolIsAppendedAtTheEnd() {
        DefconfigEdit edit = DefconfigEdit.set("CONFIG_A=y\nCONFIG_B=m", SYMBOL, "4");
        assertThat(edit.text()).isEqualTo("CONFIG_A=y\nCONFIG_B=m\nCONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=4\n");
        assertThat(edit.added()).isTrue();
        assertThat(edit.was()).isEmpty();
    }

    @Test
    void aSymbolWhoseNameStartsAnotherIsNotTouched() {
        DefconfigEdit edit = DefconfigEdit.set("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS_MAX=9\n", SYMBOL, "4");
        assertThat(edit.text()).startsWith("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS_MAX=9\n");
        assertThat(edit.added()).isTrue();
    }

    @Test
    void theSameValueChangesNothing() {
        String text = "CONFIG_A=y\nCONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=4\n";
        DefconfigEdit edit = DefconfigEdit.set(text, SYMBOL, "4");
        assertThat(edit.changes()).isFalse();
        assertThat(edit.text()).isSameAs(text);
    }

    @Test
    void aCrlfFileKeepsItsLineEndingsAndAnAppendedLineTakesThem() {
        DefconfigEdit replaced = DefconfigEdit.set("CONFIG_A=y\r\n" + SYMBOL + "=2\r\n# c\r\n", SYMBOL, "4");
        assertThat(replaced.text()).isEqualTo("CONFIG_A=y\r\n" + SYMBOL + "=4\r\n# c\r\n");

        DefconfigEdit appended = DefconfigEdit.set("CONFIG_A=y\r\nCONFIG_B=m", SYMBOL, "4");
        assertThat(appended.text()).isEqualTo("CONFIG_A=y\r\nCONFIG_B=m\r\n" + SYMBOL + "=4\r\n");

        DefconfigEdit same = DefconfigEdit.set(SYMBOL + "=4\r\n", SYMBOL, "4");
        assertThat(same.changes()).isFalse();
    }

    @Test
    void aSymbolThatIsNoKconfigNameIsRefusedBeforeALineIsWritten() {
        for (String symbol : List.of(SYMBOL + "=4\nCONFIG_MODULES=n", SYMBOL + "\u2028X", "CONFIG_A B", "")) {
            assertThatThrownBy(() -> DefconfigEdit.set("CONFIG_A=y\n", symbol, "4"))
                    .as(symbol)
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("is not a Kconfig name");
        }
    }

    /** Law: after the edit the symbol is assigned the value exactly once per line that named it, every other line kept in order. */
    @Test
    void everyOtherLineIsKeptAndTheSymbolEndsSet() {
        RandomCases.check(300, c -> {
            List<String> others = new ArrayList<>();
            int n = c.intIn("other lines", 0, 12);
            for (int i = 0; i < n; i++) {
                others.add(
                        c.oneOf("line " + i, "CONFIG_A" + i + "=y", "# CONFIG_B" + i + " is not set", "", "# comment"));
            }
            String form = c.oneOf("the symbol's line", "none", "assigned", "not set");
            int at = c.intIn("where", 0, others.size());
            List<String> lines = new ArrayList<>(others);
            if (form.equals("assigned")) {
                lines.add(at, SYMBOL + "=" + c.intIn("old", 1, 64));
            } else if (form.equals("not set")) {
                lines.add(at, "# " + SYMBOL + " is not set");
            }
            String value = Integer.toString(c.intIn("new", 1, 64));
            String text = lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
            DefconfigEdit edit = DefconfigEdit.set(text, SYMBOL, value);

            List<String> after = edit.text().lines().toList();
            assertThat(after).as("%s", c).filteredOn(l -> l.contains(SYMBOL)).containsExactly(SYMBOL + "=" + value);
            assertThat(after).as("%s", c).filteredOn(l -> !l.contains(SYMBOL)).containsExactlyElementsOf(others);
            assertThat(edit.added()).as("%s", c).isEqualTo(form.equals("none"));
        });
    }
}
