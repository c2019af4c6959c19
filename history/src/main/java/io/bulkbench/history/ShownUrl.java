package io.bulkbench.history;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.postgresql.Driver;

/**
 * A database URL as bulkbench shows it to people and records it in the files it writes:
 * rebuilt from what the URL means, never the text as it was typed, so a secret in a shape
 * nobody listed cannot pass through. A PostgreSQL URL is read by the driver's own parser;
 * what is shown is the scheme, each host (a name, an IPv4 or a bracketed IPv6 address; any
 * other text is {@code ***}; user info, all of it up to the URL's last {@code @}, is
 * {@code ***@}), each port, the database, and the parameters known to be harmless with their
 * values where those are plain; a parameter known to hold a secret is {@code name=***}, and
 * any other is left out (its name may be a secret's tail). A SQLite URL shows its file (a
 * path without a URL's delimiters, else {@code ***}) and its harmless parameters alike. A URL the driver cannot read
 * is shown as {@code <database URL>}. {@link #hidden} holds what was left out or masked, so
 * other text quoting it (a driver's message) can be cleared of it.
 */
public final class ShownUrl {
    /** What a URL nothing can be read from is shown as. */
    public static final String UNREADABLE = "<database URL>";

    private static final String MASK = JdbcUrl.MASK;
    private static final String POSTGRESQL = "jdbc:postgresql:";
    private static final String SQLITE = "jdbc:sqlite:";
    private static final Pattern HOST =
            Pattern.compile("[A-Za-z0-9](?:[A-Za-z0-9.-]{0,253}[A-Za-z0-9])?|\\[[0-9A-Fa-f:.]{2,45}\\]");
    private static final Pattern PORT = Pattern.compile("[0-9]{1,5}");
    /** A piece of a URL: a run between its own delimiters. */
    private static final Pattern PIECE = Pattern.compile("[^:@/?&=,#;]+");
    /** The most pieces a URL is read in before it is hidden whole from other text. */
    private static final int MOST_PIECES = 64;

    private static final Pattern DATABASE = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.$-]{0,62}");
    private static final Pattern PARAMETER = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]{0,63}");
    private static final Pattern VALUE = Pattern.compile("[A-Za-z0-9_.:,/-]{0,64}");
    /** PostgreSQL's parameters (pgjdbc's names) whose values say nothing secret. */
    private static final Set<String> POSTGRESQL_HARMLESS = Set.of(
            "user",
            "ssl",
            "sslmode",
            "connectTimeout",
            "socketTimeout",
            "loginTimeout",
            "ApplicationName",
            "currentSchema",
            "targetServerType",
            "loadBalanceHosts",
            "hostRecheckSeconds",
            "tcpKeepAlive",
            "readOnly",
            "prepareThreshold",
            "preferQueryMode",
            "reWriteBatchedInserts",
            "gssEncMode");
    /** Parameters known to hold a secret: shown as {@code name=***}; any other name not harmless is left out. */
    private static final Set<String> SECRET_NAMES = Set.of(
            "password", "sslpassword", "sslkey", "sslcert", "sslrootcert", "sslfactoryarg", "key", "hexkey", "cipher");
    /** A SQLite file as shown: a path of no URL delimiter, or {@code :memory:}. */
    private static final Pattern SQLITE_FILE = Pattern.compile("(file:)?[^@?#:;&=\\p{Cntrl}]{1,4096}|:memory:");
    /** SQLite's parameters (sqlite-jdbc's names) whose values say nothing secret. */
    private static final Set<String> SQLITE_HARMLESS = Set.of(
            "journal_mode",
            "busy_timeout",
            "synchronous",
            "foreign_keys",
            "mode",
            "cache",
            "immutable",
            "open_mode",
            "date_class");

    private final String text;
    private final Set<String> hidden;

    private ShownUrl(String text, Set<String> hidden) {
        this.text = text;
        this.hidden = Set.copyOf(hidden);
    }

    /** The URL as it may be shown. */
    public static ShownUrl of(String url) {
        if (url == null) {
            return new ShownUrl(UNREADABLE, Set.of());
        }
        String typed = url.strip();
        ShownUrl rebuilt = typed.startsWith(POSTGRESQL)
                ? postgresql(typed)
                : typed.startsWith(SQLITE) ? sqlite(typed) : new ShownUrl(UNREADABLE, Set.of(typed));
        return new ShownUrl(rebuilt.text, withUnshownPieces(typed, rebuilt));
    }

    /**
     * What {@code rebuilt} hides, and every run of the URL as typed between two of its
     * delimiters (one piece, or several with the delimiters between them) that the text shown
     * does not hold: a secret in the URL, however many delimiters it holds, is such a run, so a
     * message that quotes it is cleared of it. A URL of more pieces than {@link #MOST_PIECES}
     * is hidden whole.
     */
    private static Set<String> withUnshownPieces(String typed, ShownUrl rebuilt) {
        Set<String> hidden = new LinkedHashSet<>(rebuilt.hidden);
        String rest = typed.substring(typed.indexOf(':', "jdbc:".length()) + 1);
        List<int[]> pieces = new ArrayList<>();
        Matcher between = PIECE.matcher(rest);
        while (between.find()) {
            pieces.add(new int[] {between.start(), between.end()});
        }
        if (pieces.size() > MOST_PIECES) {
            hidden.add(rest);
            return hidden;
        }
        for (int i = 0; i < pieces.size(); i++) {
            for (int j = i; j < pieces.size(); j++) {
                String run = rest.substring(pieces.get(i)[0], pieces.get(j)[1]);
                if (!rebuilt.text.contains(run) && !(i == j && isParameterName(rest, pieces.get(i), run))) {
                    hidden.add(run);
                }
            }
        }
        return hidden;
    }

    /** Whether the piece is a parameter's plain name ({@code user} of {@code ?user=}): a name, shown as {@code name=***}. */
    private static boolean isParameterName(String rest, int[] piece, String text) {
        return piece[1] < rest.length()
                && rest.charAt(piece[1]) == '='
                && PARAMETER.matcher(text).matches();
    }

    /** The URL rebuilt for people. */
    public String text() {
        return text;
    }

    /** The pieces of the URL as typed (and as decoded) that {@link #text} leaves out or masks. */
    public Set<String> hidden() {
        return hidden;
    }

    @Override
    public String toString() {
        return text;
    }

    private static ShownUrl postgresql(String url) {
        Properties read;
        try {
            read = Driver.parseURL(url, new Properties());
        } catch (RuntimeException e) {
            read = null;
        }
        Set<String> hidden = new LinkedHashSet<>();
        if (read == null) {
            hidden.add(url.substring(POSTGRESQL.length()));
            return new ShownUrl(UNREADABLE, hidden);
        }
        StringBuilder shown = new StringBuilder(POSTGRESQL);
        int authority = POSTGRESQL.length() + 2;
        int at = url.lastIndexOf('@');
        if (url.startsWith(POSTGRESQL + "//") && at >= authority) {
            // User info, which the driver does not read: all of it up to the last @ is ***, and the
            // hosts are read from what follows it, so no piece of a secret in it can pass as a host.
            String tail = url.substring(at + 1);
            int end = 0;
            while (end < tail.length() && "/?#".indexOf(tail.charAt(end)) < 0) {
                end++;
            }
            shown.append("//").append(MASK).append('@');
            String[] hosts = tail.substring(0, end).split(",", -1);
            for (int i = 0; i < hosts.length; i++) {
                String address = hosts[i];
                int colon = address.lastIndexOf(':');
                boolean port = colon > address.lastIndexOf(']');
                shown.append(i == 0 ? "" : ",")
                        .append(plain(port ? address.substring(0, colon) : address, HOST, hidden));
                if (port) {
                    shown.append(':').append(plain(address.substring(colon + 1), PORT, hidden));
                }
            }
            shown.append('/');
        } else if (url.startsWith(POSTGRESQL + "//")) {
            String[] hosts = read.getProperty("PGHOST", "").split(",", -1);
            String[] ports = read.getProperty("PGPORT", "").split(",", -1);
            shown.append("//");
            for (int i = 0; i < hosts.length; i++) {
                shown.append(i == 0 ? "" : ",").append(plain(hosts[i], HOST, hidden));
                String port = i < ports.length ? ports[i] : "";
                if (!port.isEmpty()) {
                    shown.append(':').append(plain(port, PORT, hidden));
                }
            }
            shown.append('/');
        }
        String database = read.getProperty("PGDBNAME", "");
        shown.append(database.isEmpty() ? "" : plain(database, DATABASE, hidden));
        parameters(query(url), read::getProperty, POSTGRESQL_HARMLESS, shown, hidden);
        return new ShownUrl(shown.toString(), hidden);
    }

    private static ShownUrl sqlite(String url) {
        String rest = url.substring(SQLITE.length());
        int question = rest.indexOf('?');
        Set<String> hidden = new LinkedHashSet<>();
        StringBuilder shown = new StringBuilder(SQLITE)
                .append(plain(question < 0 ? rest : rest.substring(0, question), SQLITE_FILE, hidden));
        String query = question < 0 ? "" : rest.substring(question + 1);
        parameters(query, name -> valueIn(query, name), SQLITE_HARMLESS, shown, hidden);
        return new ShownUrl(shown.toString(), hidden);
    }

    /** {@code value} where it is all {@code form}, else {@code ***} and the value hidden. */
    private static String plain(String value, Pattern form, Set<String> hidden) {
        if (form.matcher(value).matches()) {
            return value;
        }
        hidden.add(value);
        return MASK;
    }

    /** The query of a URL as typed, after its {@code ?}; empty without one. */
    private static String query(String url) {
        int question = url.indexOf('?');
        return question < 0 ? "" : url.substring(question + 1);
    }

    private interface Values {
        String of(String name);
    }

    /**
     * The parameters of {@code query} in the order typed: a harmless one with a plain value as
     * it is, one known to hold a secret (or a harmless one whose value is not plain) as
     * {@code name=***}, any other left out; what is not shown goes into {@code hidden}, as
     * typed and as read.
     */
    private static void parameters(
            String query, Values values, Set<String> harmless, StringBuilder shown, Set<String> hidden) {
        List<String> parts = new ArrayList<>();
        for (String piece : query.split("&", -1)) {
            if (piece.isEmpty()) {
                continue;
            }
            int eq = piece.indexOf('=');
            String typedName = eq < 0 ? piece : piece.substring(0, eq);
            String typedValue = eq < 0 ? "" : piece.substring(eq + 1);
            String name = decoded(typedName);
            String value = values.of(name);
            value = value == null ? decoded(typedValue) : value;
            if (!PARAMETER.matcher(name).matches()) {
                hidden.add(piece);
                hidden.add(typedName);
                hidden.add(name);
                hidden.add(typedValue);
                hidden.add(value);
                continue;
            }
            if (harmless.contains(name) && VALUE.matcher(value).matches()) {
                parts.add(name + "=" + value);
            } else if (harmless.contains(name) || SECRET_NAMES.contains(name)) {
                hidden.add(typedValue);
                hidden.add(value);
                parts.add(name + "=" + MASK);
            } else {
                // A name nobody listed may be a secret's tail (a raw & in a password): left out, and hidden.
                hidden.add(piece);
                hidden.add(typedName);
                hidden.add(name);
                hidden.add(typedValue);
                hidden.add(value);
            }
        }
        if (!parts.isEmpty()) {
            shown.append('?').append(String.join("&", parts));
        }
    }

    /** The value of {@code name} in a query as SQLite's driver reads it: the last one given, decoded. */
    private static String valueIn(String query, String name) {
        String value = null;
        for (String piece : query.split("&", -1)) {
            int eq = piece.indexOf('=');
            if (eq >= 0 && decoded(piece.substring(0, eq)).equals(name)) {
                value = decoded(piece.substring(eq + 1));
            }
        }
        return value;
    }

    private static String decoded(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text;
        }
    }
}
