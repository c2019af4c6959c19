package io.bulkbench.app.kernel;

import io.bulkbench.core.BadInputException;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.patch.DefconfigPath;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.SweepSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Which defconfig each board ships with, from a folder of board configs (the lab's
 * {@code boards/}): every {@code *.yaml} in it is a board config, and those with a
 * {@code defconfig:} key name their board's defconfig, a path inside the kernel tree.
 */
public final class BoardDefconfigs {
    private BoardDefconfigs() {}

    /** Each configured board's defconfig path, by board name; refused in one line for a bad config. */
    public static Map<String, String> read(Path configs, String flag) {
        return read(files(configs, flag));
    }

    /**
     * A fingerprint of the configs {@link #read} would read: every {@code *.yaml}'s name and
     * bytes. Empty when one cannot be read, for {@link #read} to refuse it in one line.
     */
    public static Optional<String> fingerprint(Path configs, String flag) {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
        try {
            for (Path file : files(configs, flag)) {
                digest.update((file.getFileName() + "\0").getBytes(StandardCharsets.UTF_8));
                String text = InputFile.read(file, InputFile.SETTINGS_LIMIT);
                digest.update((text.length() + "\0" + text).getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
        return Optional.of(HexFormat.of().formatHex(digest.digest()));
    }

    private static List<Path> files(Path configs, String flag) {
        if (!Files.isDirectory(configs)) {
            throw new BadInputException(
                    flag + " " + configs + " is not a folder; give the folder of the lab's board configs, e.g. boards");
        }
        try (Stream<Path> listed = Files.list(configs)) {
            return listed.filter(p -> p.getFileName().toString().endsWith(".yaml"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new BadInputException(flag + " " + configs + " cannot be read: " + e.getMessage());
        }
    }

    private static Map<String, String> read(List<Path> files) {
        Map<String, String> defconfigs = new TreeMap<>();
        Map<String, Path> from = new TreeMap<>();
        // A lab's thousand configs are read on every processor; they are checked in their order below.
        List<BoardConfig> loaded = files.parallelStream().map(BoardConfig::load).toList();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            BoardConfig config = loaded.get(i);
            Optional<String> defconfig = config.get(SweepSettings.DEFCONFIG).flatMap(d -> d);
            if (defconfig.isEmpty()) {
                continue;
            }
            String path = DefconfigPath.of(defconfig.get(), file + ": defconfig");
            String board = config.board();
            String before = defconfigs.put(board, path);
            if (before != null && !before.equals(path)) {
                throw new BadInputException(file + " and " + from.get(board) + " both configure board '" + board
                        + "', with defconfigs " + path + " and " + before + "; keep one config per board");
            }
            from.put(board, file);
        }
        return defconfigs;
    }
}
