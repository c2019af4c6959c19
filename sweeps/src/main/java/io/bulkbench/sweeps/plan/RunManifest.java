package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ShellWord;
import io.bulkbench.core.TerminalText;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.RunFolder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The plan a run folder was made with, written into it as {@code sweep.yaml} in the
 * board-config format: {@code --resume DIR} reads it back, and a person can run the
 * same sweep again with {@code --config DIR/sweep.yaml}, the command every derived file
 * names ({@link #reproduceCommand}).
 */
public final class RunManifest {
    private RunManifest() {}

    /** Writes the plan into a new run folder, so it can be resumed and re-run. */
    public static void write(Path runDir, Settings settings, String command) throws IOException {
        write(runDir, settings, command, SWEEP_HINT);
    }

    /** Writes the plan into a new run folder another command made; {@code hint} says how to continue it. */
    public static void write(Path runDir, Settings settings, String command, String hint) throws IOException {
        String text = yaml(settings, command, hint);
        AtomicFile.write(runDir.resolve(RunFolder.MANIFEST), w -> w.write(text));
    }

    /** How a sweep's folder is continued or measured again. */
    private static final String SWEEP_HINT =
            "Continue it: bulkbench sweep --resume DIR; run it again: bulkbench sweep --config DIR/"
                    + RunFolder.MANIFEST;

    /** Reopens a run folder written by an earlier sweep: its plan and config come from its sweep.yaml. */
    public static BoardConfig read(Path dir) {
        if (!RunFolder.isRunFolder(dir)) {
            throw new BadInputException(dir + " is not a run folder (it has no " + RunFolder.MANIFEST
                    + "); give a folder an earlier sweep wrote, e.g. results/snowball-msc/20261130-021500");
        }
        return BoardConfig.load(dir.resolve(RunFolder.MANIFEST));
    }

    /** The plan of a folder that has one (a sweep wrote it); empty for a folder of bare CSVs. */
    public static Optional<BoardConfig> readIfAny(Path dir) {
        return RunFolder.isRunFolder(dir) ? Optional.of(read(dir)) : Optional.empty();
    }

    /** How to measure a run folder again: its plan, as a board config; a folder without one can only be analysed. */
    public static String reproduceCommand(Path runDir, Optional<BoardConfig> manifest) {
        return manifest.isPresent()
                ? "bulkbench sweep --config "
                        + ShellWord.quoted(runDir.resolve(RunFolder.MANIFEST).toString())
                : "bulkbench analyze " + ShellWord.quoted(runDir.toString());
    }

    /** The YAML text of a sweep's settings, each as its declaration says ({@link Setting#manifest}). */
    public static String yaml(Settings settings, String command) {
        return yaml(settings, command, SWEEP_HINT);
    }

    private static String yaml(Settings settings, String command, String hint) {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        return "# The plan of this run folder, in the board-config format.\n"
                + "# Made by: " + TerminalText.line(command) + "\n"
                + "# " + hint + "\n"
                + new Yaml(options).dump(settings.manifest());
    }

    /**
     * True when the run folder {@code dir} was made with these settings: its sweep.yaml
     * says what {@link #yaml} says now, comments aside.
     */
    public static boolean matches(Path dir, Settings settings) throws IOException {
        String saved = InputFile.read(dir.resolve(RunFolder.MANIFEST), InputFile.SETTINGS_LIMIT);
        return withoutComments(saved).equals(withoutComments(yaml(settings, "")));
    }

    private static String withoutComments(String yaml) {
        return yaml.lines().filter(l -> !l.startsWith("#")).collect(Collectors.joining("\n"));
    }
}
