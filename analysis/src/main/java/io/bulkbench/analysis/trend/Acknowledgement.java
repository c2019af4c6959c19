package io.bulkbench.analysis.trend;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.TerminalText;
import java.time.Instant;
import lombok.NonNull;

/**
 * A board's change that a person acknowledged: known and accepted, with why. From its run
 * on ({@code sinceRun}: that night and later) the board's change points are searched
 * anew ({@link BoardTrend#pointsFrom}), so the level it kept since is its level and
 * only a change after it fails a night; the change itself stays in the board's history.
 * A night's own verdict against the night before is not touched. Pure.
 *
 * @param sinceRun the run id from which the board's level is accepted
 * @param reason   why, one line of plain text ({@link #reason})
 * @param by       who acknowledged it (the OS user)
 * @param at       when
 */
public record Acknowledgement(
        @NonNull String sinceRun,
        @NonNull String reason,
        @NonNull String by,
        @NonNull Instant at) {
    /** Enough for a sentence and a ticket's address; short enough for a cell of the index. */
    public static final int MAX_REASON = 500;

    /**
     * A reason as an acknowledgement keeps it: one line (a line break read as a space),
     * stripped, not empty, at most {@link #MAX_REASON} characters and with no character a
     * terminal would not show as itself ({@link TerminalText}); else refused naming
     * {@code where} it came from ({@code --reason}).
     */
    public static String reason(String text, String where) {
        String reason = text == null ? "" : text.replaceAll("\\R", " ").strip();
        if (reason.isEmpty()) {
            throw new BadInputException(where + " is empty; say in a few words why the change is accepted," + " e.g. "
                    + where + " 'USB PHY retuned for EMC, 30 % slower expected'");
        }
        for (int i = 0; i < reason.length(); i++) {
            String c = String.valueOf(reason.charAt(i));
            if (!TerminalText.line(c).equals(c)) {
                throw new BadInputException(where + " has the control character " + TerminalText.line(c)
                        + " at character " + (i + 1) + "; write it as plain text on one line");
            }
        }
        if (reason.length() > MAX_REASON) {
            throw new BadInputException(where + " '" + reason.substring(0, 40) + "...' is " + reason.length()
                    + " characters long; keep it to " + MAX_REASON + " (a sentence, a ticket's address)");
        }
        return reason;
    }
}
