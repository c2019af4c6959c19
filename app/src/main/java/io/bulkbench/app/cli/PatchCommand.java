package io.bulkbench.app.cli;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.app.kernel.RunFolderPatch;
import io.bulkbench.app.kernel.SymbolChoice;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.reports.patch.PatchMessage;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code bulkbench patch}: a run's recommended defaults as a git format-patch file against a kernel tree's defconfig. */
@Command(
        name = "patch",
        header = "Write recommended defaults as kernel defconfig patches (git format-patch): a run's, a board's"
                + " held over its nights, or a series for every contradicted defconfig.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Set the run's recommended symbols in DEFCONFIG (replaced where the file sets them or "
                    + "says 'is not set', else appended at the end) and write the change as one git "
                    + "format-patch file that 'git am' applies to the tree's HEAD. The message, in the kernel's "
                    + "style, holds the measured table (the recommended value, its measured neighbours and the "
                    + "current value, MB/s with JMH's 99.9 %% error), the rationale, the memory cost and which "
                    + "run measured it. The author is the tree's git user.name and user.email. There is no "
                    + "Signed-off-by: add yours when you send it (git commit --amend -s after git am, or git "
                    + "send-email -s). The tree is not changed: the commit is made in a temporary clone.",
            "--board B --db URL: the same from the defaults board B's nights hold (the last --held-nights nights of"
                    + " its plan recommend one value, each decided, with overlapping intervals); the message adds the"
                    + " nights' evidence. An unsettled default is refused, with why. The defconfig is --defconfig,"
                    + " else the defconfig: key of B's config in --configs.",
            "--all --db URL: one patch per defconfig (named by the configs in --configs) whose value a held"
                    + " default contradicts, as a numbered series with a cover letter that git am applies in order;"
                    + " boards that share a defconfig and disagree are named in the cover letter, and it gets no"
                    + " patch."
        },
        footer = {
            "",
            "Examples:",
            "  bulkbench patch results/snowball-msc/20261130-021500 --tree ~/linux \\",
            "      --defconfig arch/arm64/configs/defconfig",
            "  bulkbench patch RUN --tree ~/linux \\",
            "      --defconfig arch/arm/configs/u8500_defconfig \\",
            "      --symbol CONFIG_BULKBENCH_QUEUE_DEPTH=CONFIG_USB_FOO_NUM_BUFFERS \\",
            "      --direction in --mode copy",
            "  bulkbench patch --board snowball-msc --tree ~/linux \\",
            "      --db jdbc:sqlite:results/bulkbench.db",
            "  bulkbench patch --all --tree ~/linux --configs boards \\",
            "      --db jdbc:postgresql://lab/bulkbench --out patches",
            "Exit codes: 0 written, 1 the defconfigs already have every value (nothing written), 2 bad input."
        })
public final class PatchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "RUN_DIR",
            description = "An analysed run folder (with recommendations.csv); or give --board or --all.")
    private Path runDir;

    @Option(names = "--board", paramLabel = "B", description = "Patch the defaults board B's nights hold (with --db).")
    private String board;

    @Option(
            names = "--all",
            description = "Patch every defconfig a held default contradicts, as a series (with --db, --configs).")
    private boolean all;

    @Option(
            names = "--configs",
            paramLabel = "DIR",
            defaultValue = "boards",
            description = "The lab's board configs (*.yaml), whose defconfig: keys name each board's defconfig in"
                    + " --tree, for --board and --all (default ${DEFAULT-VALUE}).")
    private Path configs;

    @Mixin
    private HeldNightsOption heldNights;

    @Mixin
    private DatabaseOption db;

    @Option(names = "--tree", required = true, paramLabel = "KERNEL_TREE", description = "The kernel's git checkout.")
    private Path tree;

    @Option(
            names = "--defconfig",
            paramLabel = "PATH",
            description = "The defconfig, relative to the tree, e.g. arch/arm64/configs/defconfig (with RUN_DIR, and"
                    + " with --board unless its config names one).")
    private String defconfig;

    @Option(
            names = "--symbol",
            paramLabel = "S",
            description = "RUN_SYMBOL=KERNEL_SYMBOL: write the run's symbol under the kernel's name (a request"
                    + " size stays in KiB); or RUN_SYMBOL alone; CONFIG_ is added where missing. Repeatable; given,"
                    + " only these are set. Without it,"
                    + " every kernel symbol the run recommends; bulkbench's own "
                    + AnalysisSettings.HOST_QUEUE_SYMBOL + " and " + AnalysisSettings.DEFAULT_REQUEST_SIZE_SYMBOL
                    + " need it.")
    private List<String> symbols = new ArrayList<>();

    @Option(
            names = "--direction",
            paramLabel = "D",
            description = "in, out or both: whose recommendation, when they differ.")
    private String direction;

    @Option(
            names = "--mode",
            paramLabel = "M",
            description = "copy or no-copy: whose recommendation, when they differ.")
    private String mode;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "Where the .patch files go (default: RUN_DIR; the current folder with --board and --all).")
    private Path out;

    @Option(
            names = "--allow-undecided",
            description = "With RUN_DIR: patch a value the run left undecided (late points could have moved it) all"
                    + " the same.")
    private boolean allowUndecided;

    @Override
    public Integer call() throws Exception {
        PrintStreams streams = PrintStreams.of(spec);
        int given = (runDir != null ? 1 : 0) + (board != null ? 1 : 0) + (all ? 1 : 0);
        if (given != 1) {
            throw new BadInputException((given == 0 ? "nothing to patch" : "give only one of them")
                    + ": give RUN_DIR (a run folder), --board B (the defaults its nights hold) or --all (every"
                    + " contradicted defconfig), with --tree");
        }
        SymbolChoice choice = new SymbolChoice(
                symbols,
                Optional.ofNullable(direction).map(d -> parsed("--direction", d, Direction::parse)),
                Optional.ofNullable(mode).map(m -> parsed("--mode", m, CopyMode::parse)));
        if (runDir == null && allowUndecided) {
            throw new BadInputException("--allow-undecided goes with RUN_DIR: a default a board's nights hold is"
                    + " decided on every one of them, so --board and --all have nothing undecided to allow; drop it");
        }
        if (runDir == null) {
            return new HeldPatchCommand(
                            streams, tree, configs, Optional.ofNullable(defconfig), choice, Optional.ofNullable(out))
                    .run(Optional.ofNullable(board), heldNights.nights(), db.url());
        }
        if (defconfig == null) {
            throw new BadInputException("patch RUN_DIR needs --defconfig PATH, the defconfig in --tree to set, e.g."
                    + " arch/arm64/configs/defconfig");
        }
        RunFolderPatch.Made made = RunFolderPatch.make(
                new RunFolderPatch.Request(runDir, tree, defconfig, choice, Optional.ofNullable(out), allowUndecided));
        PrintWriter o = streams.out();
        if (made.file().isEmpty()) {
            streams.err()
                    .println("patch: " + made.defconfig() + " already sets " + String.join(", ", made.unchanged())
                            + "; nothing to patch, no file written");
            return ExitCode.FAILED;
        }
        made.changes().forEach(c -> o.println("patch: " + PatchMessage.summary(c)));
        made.warnings().forEach(w -> streams.err().println("patch: warning: " + w));
        made.unchanged().forEach(u -> o.println("patch: already set, left as it is: " + u));
        made.leftOut()
                .forEach(s -> o.println(
                        "patch: left out " + s + " (name a kernel option for it with --symbol " + s + "=CONFIG_...)"));
        o.println("patch: wrote " + made.file().get());
        o.println("apply: " + made.applyCommand());
        return ExitCode.OK;
    }

    static <T> T parsed(String flag, String text, java.util.function.Function<String, T> parse) {
        try {
            return parse.apply(text);
        } catch (BadInputException e) {
            throw new BadInputException(flag + ": " + e.getMessage(), e);
        }
    }
}
