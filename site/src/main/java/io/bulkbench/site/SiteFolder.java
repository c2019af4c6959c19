package io.bulkbench.site;

import io.bulkbench.core.PlainName;
import io.bulkbench.core.TextHash;
import java.util.List;

/**
 * Names every file of the static site, as {@code RunFolder} names a run folder's: the
 * index, index.json and feed.xml at the top, and under {@code boards/NAME/} each board's
 * page, its nights' data by month ({@link NightData}), its trend line and the run reports copied from their
 * folders; {@code night.html} shows any night from that data; under {@code devices/NAME/} the page
 * comparing the boards of one device; under {@code assets/} what chart pages share. Names come from the database (a
 * board, a run id), which a shared PostgreSQL may hold in any spelling, so a name that is
 * not a plain file name becomes a hash of itself: no name leaves its folder.
 */
public final class SiteFolder {
    /**
     * The layout a build writes: part of each board's fingerprint, so a site an older
     * layout wrote has every board made again (its old files removed as stale).
     */
    public static final String LAYOUT = "layout 3, nights as data by month";

    public static final String INDEX_HTML = "index.html";
    public static final String INDEX_JSON = "index.json";
    public static final String FEED_XML = "feed.xml";
    /** The lab's defaults, held over nights, beside what each board's defconfig ships ({@link DefaultsPage}). */
    public static final String DEFAULTS_HTML = "defaults.html";
    /** The same for machines ({@link DefaultsJson}). */
    public static final String DEFAULTS_JSON = "defaults.json";
    /** The one page that shows any night of any board, from that board's month of data ({@link NightData}). */
    public static final String NIGHT_PAGE = "night.html";
    /** The folder of every board's files. */
    public static final String BOARDS = "boards";
    /** The folder of the files every chart page shares (uPlot, charts.js and their styles). */
    public static final String ASSETS = "assets";
    /** The folder of the pages comparing the boards of one device. */
    public static final String DEVICES = "devices";
    /** The list of files the last build wrote ({@link SiteManifest}): a rebuild removes only those. */
    public static final String MANIFEST = ".bulkbench-site-files";
    /** What each board's files were made from ({@link BuiltBoards}): a rebuild makes only the boards that moved. */
    public static final String BUILT_BOARDS = ".bulkbench-site-boards";
    /** What the defconfigs shipped at the last build ({@link ShippedMemory}): read again only when the tree or configs moved. */
    public static final String SHIPPED = ".bulkbench-site-shipped";

    /** What a build writes at the site's top: none of it may be a link when a build starts. */
    static final List<String> TOP_LEVEL = List.of(
            INDEX_HTML,
            NIGHT_PAGE,
            INDEX_JSON,
            FEED_XML,
            DEFAULTS_HTML,
            DEFAULTS_JSON,
            BOARDS,
            ASSETS,
            DEVICES,
            MANIFEST,
            BUILT_BOARDS,
            SHIPPED);

    public static final String BOARD_PAGE = "index.html";
    public static final String REPORT_HTML = "report.html";

    private SiteFolder() {}

    /** A board's folder, relative to the site: {@code boards/NAME}. */
    public static String board(String board) {
        return BOARDS + "/" + fileName(board);
    }

    /** A board's page, relative to the site. */
    public static String boardPage(String board) {
        return board(board) + "/" + BOARD_PAGE;
    }

    /** A shared asset, relative to the site. */
    public static String asset(String fileName) {
        return ASSETS + "/" + fileName;
    }

    /** The page comparing the boards of {@code device}, relative to the site. */
    public static String devicePage(String device) {
        return DEVICES + "/" + fileName(device) + "/index.html";
    }

    /** A month of a board's nights ({@link NightData}), relative to its board's folder: {@code nights-2026-11.js}. */
    public static String nightData(String month) {
        return "nights-" + month + ".js";
    }

    /**
     * The page of one night, relative to the site's top: {@code night.html#FOLDER/MONTH/RUN},
     * the run id percent-encoded as {@code decodeURIComponent} reads it. The page loads only
     * the file its folder and month name, so the part after # cannot lead it elsewhere.
     */
    public static String nightPage(String board, String month, String runId) {
        StringBuilder run = new StringBuilder();
        for (byte b : runId.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0)) {
                run.append(c);
            } else {
                run.append('%').append(String.format(java.util.Locale.ROOT, "%02X", b & 0xFF));
            }
        }
        return NIGHT_PAGE + "#" + fileName(board) + "/" + month + "/" + run;
    }

    /** A run's report copied from its folder, relative to its board's folder. */
    public static String runReport(String runId) {
        return "runs/" + fileName(runId) + "/" + REPORT_HTML;
    }

    /** The way from a file at {@code relative} (in the site) back to the site's top: one {@code ../} per folder. */
    public static String up(String relative) {
        return "../".repeat((int) relative.chars().filter(c -> c == '/').count());
    }

    /** A chart's file name in a board's folder, named by a hash of what it draws. */
    public static String chart(String kind, String contentHash) {
        return kind + "-" + contentHash + ".png";
    }

    /**
     * The name itself when it is a plain file name, else {@code x-} and the first 16 hex
     * digits of its SHA-256; a plain name that starts with {@code x-} is hashed too, so no
     * board can take another's hashed folder.
     */
    static String fileName(String name) {
        if (PlainName.isPlain(name) && !name.startsWith("x-")) {
            return name;
        }
        return "x-" + TextHash.sha256(name).substring(0, 16);
    }
}
