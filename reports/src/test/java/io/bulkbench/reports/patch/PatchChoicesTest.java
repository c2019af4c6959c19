package io.bulkbench.reports.patch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which symbols and which recommendation a patch writes, and the Kconfig default it reads. */
class PatchChoicesTest {
    private static final String FSG = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";
    private static final String QUEUE = "CONFIG_BULKBENCH_QUEUE_DEPTH";
    private static final String KIB = "CONFIG_BULKBENCH_REQUEST_KIB";

    private static Recommendation rec(String symbol, String value, Direction d, CopyMode m) {
        return new Recommendation("b", "sim:hs", d, m, symbol, value, 20, 0.95, 65536, "why");
    }

    @Test
    void withoutFlagsKernelSymbolsAreSetAndOwnNamesLeftOut() {
        List<Recommendation> rs =
                List.of(rec(FSG, "4", Direction.IN, CopyMode.COPY), rec(KIB, "16", Direction.IN, CopyMode.COPY));
        Map<String, String> chosen = PatchSymbols.choose(List.of(), rs);
        assertThat(chosen).containsExactly(Map.entry(FSG, FSG));
        assertThat(PatchSymbols.leftOut(chosen, rs)).containsExactly(KIB);
    }

    @Test
    void anOwnNameAloneNeedsTheKernelsName() {
        List<Recommendation> rs = List.of(rec(QUEUE, "8", Direction.OUT, CopyMode.NO_COPY));
        assertThatThrownBy(() -> PatchSymbols.choose(List.of(), rs))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(QUEUE)
                .hasMessageContaining("--symbol " + QUEUE + "=CONFIG_")
                .hasMessageContaining("8 for out no-copy");
        assertThatThrownBy(() -> PatchSymbols.choose(List.of(QUEUE), rs)).hasMessageContaining("--symbol " + QUEUE);
        assertThat(PatchSymbols.choose(List.of(QUEUE + "=CONFIG_USB_FOO_NUM_BUFFERS"), rs))
                .containsExactly(Map.entry(QUEUE, "CONFIG_USB_FOO_NUM_BUFFERS"));
    }

    @Test
    void aFlagNamingNoRecommendedSymbolIsRefused() {
        List<Recommendation> rs = List.of(rec(FSG, "4", Direction.IN, CopyMode.COPY));
        assertThatThrownBy(() -> PatchSymbols.choose(List.of("CONFIG_OTHER=CONFIG_X"), rs))
                .hasMessageContaining("recommends no CONFIG_OTHER")
                .hasMessageContaining(FSG);
        assertThatThrownBy(() -> PatchSymbols.choose(List.of(FSG + "=not a name"), rs))
                .hasMessageContaining("not a Kconfig name");
    }

    @Test
    void differingRecommendationsNeedDirectionAndMode() {
        List<Recommendation> rs =
                List.of(rec(FSG, "8", Direction.OUT, CopyMode.NO_COPY), rec(FSG, "4", Direction.IN, CopyMode.COPY));
        assertThatThrownBy(() -> RecommendationChoice.choose(FSG, rs, Optional.empty(), Optional.empty()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("the run recommends " + FSG + "=4 for in copy and 8 for out no-copy;"
                        + " choose with --direction and --mode");
        assertThat(RecommendationChoice.choose(FSG, rs, Optional.of(Direction.OUT), Optional.empty())
                        .value())
                .isEqualTo("8");
        assertThatThrownBy(() ->
                        RecommendationChoice.choose(FSG, rs, Optional.of(Direction.OUT), Optional.of(CopyMode.COPY)))
                .hasMessageContaining("nothing for out copy");
    }

    @Test
    void modesOfOneDirectionThatDisagreeFollowTheOneCheaperOnTheCpu() {
        Recommendation copy = rec(FSG, "4", Direction.IN, CopyMode.COPY);
        Recommendation noCopy = rec(FSG, "8", Direction.IN, CopyMode.NO_COPY);

        assertThatThrownBy(() ->
                        RecommendationChoice.choose(FSG, List.of(copy, noCopy), Optional.empty(), Optional.empty()))
                .hasMessageContaining("choose with --direction and --mode");
        Recommendation chosen = RecommendationChoice.choose(
                FSG, List.of(copy, noCopy.asCheaperOnCpu()), Optional.empty(), Optional.empty());
        assertThat(chosen.copyMode()).isEqualTo(CopyMode.NO_COPY);
        assertThat(chosen.value()).isEqualTo("8");
        assertThat(RecommendationChoice.choose(
                                FSG,
                                List.of(copy, noCopy.asCheaperOnCpu()),
                                Optional.empty(),
                                Optional.of(CopyMode.COPY))
                        .value())
                .as("--mode still decides")
                .isEqualTo("4");
        List<Recommendation> twoDirections =
                List.of(copy, noCopy.asCheaperOnCpu(), rec(FSG, "2", Direction.OUT, CopyMode.COPY));
        assertThatThrownBy(() -> RecommendationChoice.choose(FSG, twoDirections, Optional.empty(), Optional.empty()))
                .as("the CPU breaks a tie of modes, not of directions")
                .hasMessageContaining("choose with --direction and --mode");
    }

    @Test
    void agreeingRecommendationsNeedNoChoice() {
        List<Recommendation> rs =
                List.of(rec(FSG, "4", Direction.OUT, CopyMode.NO_COPY), rec(FSG, "4", Direction.IN, CopyMode.COPY));
        Recommendation r = RecommendationChoice.choose(FSG, rs, Optional.empty(), Optional.empty());
        assertThat(r.direction()).isEqualTo(Direction.IN);
    }

    @Test
    void theKconfigDefaultIsTheEntrysUnconditionalOne() {
        String kconfig = "config USB_GADGET_STORAGE_NUM_BUFFERS_MAX\n\tint\n\tdefault 64\n\n"
                + "config USB_GADGET_STORAGE_NUM_BUFFERS\n\tint \"Number of storage pipeline buffers\"\n"
                + "\trange 2 32\n\tdefault 4 if ARCH_FAST\n\tdefault 2\n\thelp\n\t  Two is enough.\n\n"
                + "config NEXT\n\tdefault 9\n";
        assertThat(KconfigDefault.of(kconfig, "USB_GADGET_STORAGE_NUM_BUFFERS")).contains("2");
        assertThat(KconfigDefault.of("config X\n\tbool\n\nconfig Y\n\tdefault y\n", "X"))
                .isEmpty();
        assertThat(KconfigDefault.of(kconfig, "ABSENT")).isEmpty();
    }

    @Test
    void theSubjectNamesTheArchitectureAndFitsSeventyFiveColumns() {
        assertThat(PatchMessage.prefix("arch/arm64/configs/defconfig", Optional.empty()))
                .isEqualTo("arm64: defconfig: ");
        assertThat(PatchMessage.prefix("configs/board_defconfig", Optional.empty()))
                .isEqualTo("board_defconfig: ");
        assertThat(PatchMessage.prefix("arch/arm/configs/u8500_defconfig", Optional.of("ARM")))
                .isEqualTo("ARM: u8500_defconfig: ");
        PatchSetting s = new PatchSetting(rec(FSG, "4", Direction.IN, CopyMode.COPY), FSG, SettingKind.BUFFER_COUNT);
        SettingChange c = new SettingChange(s, Optional.of("2"), Optional.empty(), Optional.empty());
        assertThat(PatchMessage.subject("arm64: defconfig: ", List.of(c), "snowball"))
                .isEqualTo("arm64: defconfig: set USB_GADGET_STORAGE_NUM_BUFFERS to 4 for snowball");
        assertThat(PatchMessage.subject("arm64: defconfig: ", List.of(c, c, c), "b".repeat(64)))
                .hasSizeLessThanOrEqualTo(75);
    }
}
