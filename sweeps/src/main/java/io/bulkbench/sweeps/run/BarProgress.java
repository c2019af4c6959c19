package io.bulkbench.sweeps.run;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.TerminalText;
import java.io.PrintStream;
import java.util.Locale;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress on a terminal: a bar with points done, the point in flight, elapsed time and
 * time left (the progressbar library estimates from the pace so far). Failed points
 * are also printed as lines above the bar, so they are not lost when it redraws. It
 * draws on the terminal itself, so the point and a failure's reason (a device spec, a
 * JMH error) go through {@link TerminalText} here.
 */
public final class BarProgress implements SweepProgress {
    private final PrintStream out;
    private ProgressBar bar;

    public BarProgress(PrintStream out) {
        this.out = out;
    }

    @Override
    public void started(int total, int alreadyDone, double secondsPerPoint) {
        out.printf(
                Locale.ROOT,
                "sweep: %d points to measure%s, about %s%n",
                total - alreadyDone,
                alreadyDone > 0 ? " (" + alreadyDone + " already done)" : "",
                Durations.human((total - alreadyDone) * secondsPerPoint));
        bar = new ProgressBarBuilder()
                .setTaskName("sweep")
                .setInitialMax(total)
                .startsFrom(alreadyDone, java.time.Duration.ZERO)
                .setStyle(ProgressBarStyle.ASCII)
                .setConsumer(new me.tongfei.progressbar.ConsoleProgressBarConsumer(out))
                .build();
    }

    @Override
    public void pointStarted(PointKey point) {
        bar.setExtraMessage(TerminalText.line(point.toString()));
    }

    @Override
    public void pointFinished(MeasuredPoint point) {
        if (!point.isOk()) {
            out.println();
            out.println(TerminalText.line("FAILED " + point.key() + ": " + point.reason()));
        }
        bar.step();
    }

    @Override
    public void finished() {
        bar.close();
    }
}
