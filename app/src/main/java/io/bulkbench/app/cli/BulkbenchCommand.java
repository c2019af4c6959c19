package io.bulkbench.app.cli;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.TerminalText;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.JdbcUrl;
import io.bulkbench.reports.DiskFull;
import io.bulkbench.sweeps.run.JmhLock;
import java.io.BufferedOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code bulkbench} program: sweeps a USB bulk pipeline's buffer count, request
 * size and copy mode against a device, fits the diminishing returns and writes the
 * run folder. Bad input of any kind ends in one line on stderr and exit code 2; every
 * other failure in one line too (a full disk names the file it could not write), exit 1.
 */
@Command(
        name = "bulkbench",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "How many buffers, how big a request, copy or not: USB bulk pipeline sweeps.")
public final class BulkbenchCommand implements Runnable {

    /** The commands, in the order the help lists them. */
    static final List<Class<?>> COMMANDS = List.of(
            SweepCommand.class,
            BisectCommand.class,
            PatchCommand.class,
            AnalyzeCommand.class,
            ReportCommand.class,
            CompareCommand.class,
            NightlyCommand.class,
            ImportCommand.class,
            LavaCommand.class,
            KcidbCommand.class,
            HistoryCommand.class,
            AckCommand.class,
            SiteCommand.class,
            SyntheticLabCommand.class,
            ChangesCommand.class,
            PredictCommand.class,
            CalibrateCommand.class,
            ExplainCommand.class,
            DevicesCommand.class,
            ProfilesCommand.class,
            CommandLine.HelpCommand.class);

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        // Every write to standard output goes through one checked stream, so a lost write is known.
        CheckedStandardOutput stdout = CheckedStandardOutput.ofProcess();
        System.setOut(new PrintStream(new BufferedOutputStream(stdout, 8192), true));
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        int code = execute(args, out, err);
        out.flush();
        System.out.flush();
        Optional<String> lost = stdout.problem();
        if (lost.isPresent()) {
            err.println("bulkbench: " + lost.get());
            code = code == ExitCode.OK ? ExitCode.FAILED : code;
        }
        err.flush();
        System.exit(code);
    }

    /** The program's command line with every command. */
    public static CommandLine commandLine() {
        return withCommands(COMMANDS);
    }

    /**
     * The command line {@code args} need: where they start with a command's name, the
     * program with that command alone, since picocli builds the model of every command it
     * is given before it parses (most of a short command's start, as `history --board`);
     * else, for the program's own help and for a name it does not know, with every command.
     */
    static CommandLine commandLineFor(String[] args) {
        if (args.length > 0 && !args[0].equals("help")) {
            for (Class<?> command : COMMANDS) {
                if (command.getAnnotation(Command.class).name().equals(args[0])) {
                    return withCommands(List.of(command));
                }
            }
        }
        return commandLine();
    }

    private static CommandLine withCommands(List<Class<?>> commands) {
        CommandLine cli = new CommandLine(new BulkbenchCommand());
        // Each command's own CommandLine, so its model transformer adds its declared settings' options.
        commands.forEach(command -> cli.addSubcommand(new CommandLine(command)));
        return cli;
    }

    /** Runs the program with the given streams; returns the exit code. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = commandLineFor(args);
        // No @FILE argument files: picocli would read any path so named before a check (a FIFO, /dev/zero).
        cli.setExpandAtFiles(false);
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler(BulkbenchCommand::badArguments);
        cli.setExecutionExceptionHandler(BulkbenchCommand::failed);
        return cli.execute(args);
    }

    private static int badArguments(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        String message = e.getCause() instanceof BadInputException bad ? bad.getMessage() : e.getMessage();
        error(cmd, message + " (see '" + commandName(cmd) + " --help')", List.of(args));
        return ExitCode.BAD_INPUT;
    }

    private static int failed(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        List<String> args = parsed.originalArgs();
        if (e instanceof BadInputException) {
            error(cmd, e.getMessage(), args);
            return ExitCode.BAD_INPUT;
        }
        if (e instanceof JmhLock.WaitExpired expired) {
            error(cmd, expired.getMessage(), args);
            return ExitCode.FAILED;
        }
        if (e instanceof AccessDeniedException denied) {
            error(
                    cmd,
                    "cannot write " + denied.getFile() + " ("
                            + (denied.getReason() == null ? "permission denied" : denied.getReason())
                            + "); give a folder you may write, or change its permissions",
                    args);
            return ExitCode.BAD_INPUT;
        }
        Optional<DiskFull> full = DiskFull.in(e);
        if (full.isPresent()) {
            error(cmd, full.get().getMessage(), args);
            return ExitCode.FAILED;
        }
        if (System.getenv("BULKBENCH_DEBUG") != null) {
            error(cmd, "failed: " + e, args);
            // The trace as a person asked for it, but no database password in it, each line one line.
            java.io.StringWriter trace = new java.io.StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            trace.toString()
                    .lines()
                    .forEach(line -> cmd.getErr().println(TerminalText.line(withoutSecrets(line, args))));
        } else {
            error(cmd, "failed: " + e + " (set BULKBENCH_DEBUG=1 for the stack trace)", args);
        }
        return ExitCode.FAILED;
    }

    /**
     * {@code message} with no secret of a database URL the command line or the environment
     * gives: a parser or a library may quote the argument whole.
     */
    private static String withoutSecrets(String message, List<String> args) {
        String masked = message;
        for (String arg : args) {
            String before = masked;
            masked = JdbcUrl.inArgument(arg)
                    .map(url -> JdbcUrl.redact(before, url))
                    .orElse(masked);
        }
        return JdbcUrl.redact(masked, System.getenv(DatabaseLocation.ENVIRONMENT));
    }

    /**
     * The one line of an error: values quoted in it came from outside (a flag, a file, a
     * database), so its control characters are escaped here, once, for every command, and
     * any database password the command was given is masked.
     */
    private static void error(CommandLine cmd, String message, List<String> args) {
        cmd.getErr().println(commandName(cmd) + ": " + TerminalText.line(withoutSecrets(message, args)));
    }

    private static String commandName(CommandLine cmd) {
        return cmd.getCommandSpec().qualifiedName();
    }
}
