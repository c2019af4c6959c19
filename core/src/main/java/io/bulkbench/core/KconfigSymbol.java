package io.bulkbench.core;

import java.util.regex.Pattern;

/**
 * The one rule for a Kconfig symbol, wherever one is read (a board config's or sweep.yaml's
 * {@code symbols}, recommendations.csv, {@code patch --symbol}): {@code CONFIG_} and then
 * letters, digits and underscores, as a defconfig line names it. A name given without
 * {@code CONFIG_} (as Kconfig files write it) gets the prefix. Nothing else passes: a symbol
 * is written into a defconfig as it is, so a line break, an '=', a space or a control
 * character in it would set something else.
 */
public final class KconfigSymbol {
    public static final String PREFIX = "CONFIG_";

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_]+");

    private KconfigSymbol() {}

    /**
     * {@code text} as a defconfig names the symbol ({@code CONFIG_} added when missing), or
     * one sentence naming {@code what} was given and the form it must take.
     */
    public static String of(String text, String what) {
        String name = text != null && text.startsWith(PREFIX) ? text.substring(PREFIX.length()) : text;
        if (name == null || !isName(name)) {
            throw new BadInputException(what + " '" + (text == null ? "" : TerminalText.line(text))
                    + "' is not a Kconfig name; write CONFIG_ and then letters, digits or underscores,"
                    + " e.g. CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS");
        }
        return PREFIX + name;
    }

    /** Whether {@code name} is a symbol's name as a Kconfig file writes it (without {@code CONFIG_}). */
    public static boolean isName(String name) {
        return NAME.matcher(name).matches();
    }

    /** The symbol without {@code CONFIG_}, as Kconfig files and a patch's subject name it. */
    public static String shortName(String symbol) {
        return symbol.startsWith(PREFIX) ? symbol.substring(PREFIX.length()) : symbol;
    }
}
