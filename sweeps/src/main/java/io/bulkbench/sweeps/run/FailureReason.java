package io.bulkbench.sweeps.run;

/** Turns an exception into the one-line reason a failed point carries in points.csv. */
public final class FailureReason {
    private static final int MAX_LENGTH = 300;

    private FailureReason() {}

    public static String of(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? "" : root.getMessage();
        String text = (root == e ? "" : e.getClass().getSimpleName() + ": ")
                + root.getClass().getSimpleName()
                + (message.isBlank() ? "" : ": " + message);
        return oneLine(text);
    }

    /** Folds a multi-line text onto one line and bounds its length. */
    public static String oneLine(String text) {
        String flat = text.replaceAll("\\s+", " ").trim();
        return flat.length() <= MAX_LENGTH ? flat : flat.substring(0, MAX_LENGTH - 3) + "...";
    }
}
