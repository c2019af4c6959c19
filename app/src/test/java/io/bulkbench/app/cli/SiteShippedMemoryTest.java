package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.site.SiteFolder;
import io.bulkbench.testing.GitCheckout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code site --tree}: what the defconfigs ship is remembered in the site's folder and
 * recalled while the tree's HEAD and the board configs stay as they were, and read again as
 * soon as either moves. The memory is shown to be what a build reads by editing it: an edited
 * value shows on the page while nothing moved, and is gone once something did.
 */
class SiteShippedMemoryTest {
    private static final String SYMBOL = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theShippedValuesAreRecalledUntilTheTreeOrTheConfigsMove(@TempDir Path dir) throws Exception {
        String db = DatabaseLocation.sqlite(dir.resolve("lab.db")).url();
        CliRun lab = CliRun.of("synthetic-lab", "--db", db, "--boards", "2", "--nights", "3", "--seed", "3");
        assertThat(lab.exitCode()).as(lab.err()).isZero();
        Path configs = Files.createDirectories(dir.resolve("boards"));
        config(configs, "board-0000", "board-0000");
        config(configs, "board-0001", "board-0001");
        Path tree = Files.createDirectories(dir.resolve("linux"));
        GitCheckout.git(tree, "init", "-q", "-b", "master");
        defconfig(tree, "board-0000", "2");
        defconfig(tree, "board-0001", "3");
        GitCheckout.git(tree, "add", "-A");
        GitCheckout.git(tree, "commit", "-q", "-m", "Linux 6.12");
        Path site = dir.resolve("site");

        build(site, db, tree, configs, false);
        assertThat(shipped(site, "board-0000")).isEqualTo("2");
        assertThat(shipped(site, "board-0001")).isEqualTo("3");
        Path memory = site.resolve(SiteFolder.SHIPPED);
        assertThat(memory).exists();

        // Nothing moved: the build takes the remembered values, an edited one included.
        String remembered = Files.readString(memory);
        assertThat(remembered).contains("\"value\" : \"2\"");
        Files.writeString(memory, remembered.replace("\"value\" : \"2\"", "\"value\" : \"7\""));
        build(site, db, tree, configs, false);
        assertThat(shipped(site, "board-0000")).isEqualTo("7");

        // --full reads everything again.
        build(site, db, tree, configs, true);
        assertThat(shipped(site, "board-0000")).isEqualTo("2");

        // A new commit at HEAD: read again.
        Files.writeString(memory, Files.readString(memory).replace("\"value\" : \"2\"", "\"value\" : \"7\""));
        defconfig(tree, "board-0000", "16");
        GitCheckout.git(tree, "commit", "-q", "-a", "-m", "usb: gadget: more buffers");
        build(site, db, tree, configs, false);
        assertThat(shipped(site, "board-0000")).isEqualTo("16");
        assertThat(shipped(site, "board-0001")).isEqualTo("3");

        // A board config that now names another defconfig: read again.
        Files.writeString(memory, Files.readString(memory).replace("\"value\" : \"3\"", "\"value\" : \"7\""));
        config(configs, "board-0001", "board-0000");
        build(site, db, tree, configs, false);
        assertThat(shipped(site, "board-0001")).isEqualTo("16");
        assertThat(defconfigOf(site, "board-0001")).isEqualTo("arch/arm64/configs/board-0000_defconfig");

        // A memory that cannot be read is none: the values are read from the tree.
        Files.writeString(memory, "{ not json");
        build(site, db, tree, configs, false);
        assertThat(shipped(site, "board-0000")).isEqualTo("16");

        // Without --tree the build keeps no memory.
        CliRun plain = CliRun.of("site", "--out", site.toString(), "--db", db);
        assertThat(plain.exitCode()).as(plain.err()).isZero();
        assertThat(memory).doesNotExist();
    }

    private static void build(Path site, String db, Path tree, Path configs, boolean full) {
        List<String> args = new ArrayList<>(List.of("site", "--out", site.toString(), "--db", db));
        args.addAll(List.of("--tree", tree.toString(), "--configs", configs.toString()));
        if (full) {
            args.add("--full");
        }
        CliRun built = CliRun.of(args.toArray(String[]::new));
        assertThat(built.exitCode()).as(built.out() + built.err()).isZero();
    }

    /** What defaults.json says the board's defconfig ships for the buffers symbol, the same in every row. */
    private static String shipped(Path site, String board) throws Exception {
        Set<String> values = new HashSet<>();
        for (JsonNode row : rows(site, board)) {
            values.add(row.path("shipped_value").asText());
        }
        assertThat(values).as(board).hasSize(1);
        return values.iterator().next();
    }

    private static String defconfigOf(Path site, String board) throws Exception {
        return rows(site, board).iterator().next().path("defconfig").asText();
    }

    private static Set<JsonNode> rows(Path site, String board) throws Exception {
        Set<JsonNode> rows = new HashSet<>();
        for (JsonNode row :
                JSON.readTree(site.resolve("defaults.json").toFile()).path("defaults")) {
            if (row.path("board").asText().equals(board)
                    && row.path("default").path("symbol").asText().equals(SYMBOL)) {
                rows.add(row);
            }
        }
        assertThat(rows).as(board).isNotEmpty();
        return rows;
    }

    private static void config(Path configs, String board, String defconfigOf) throws Exception {
        Files.writeString(configs.resolve(board + ".yaml"), """
                board: %s
                device: sim:hs
                defconfig: arch/arm64/configs/%s_defconfig
                """.formatted(board, defconfigOf));
    }

    private static void defconfig(Path tree, String board, String value) throws Exception {
        Path file = tree.resolve("arch/arm64/configs/" + board + "_defconfig");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "CONFIG_USB_GADGET=y\n" + SYMBOL + "=" + value + "\n");
    }
}
