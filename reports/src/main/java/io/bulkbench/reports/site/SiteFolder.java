package io.bulkbench.reports.site;

import io.bulkbench.core.PlainName;
import io.bulkbench.core.TextHash;
import java.util.List;

/**
 * Names every file of the static site, as {@code RunFolder} names a run folder's: the
 * index, index.json and feed.xml at the top, and under {@code boards/NAME/} each board's
 * page, history.csv, charts and run reports; under {@code devices/NAME/} the page
 * comparing the boards of one device; under {@code assets/} what chart pages share. Names come from the database (a
 * board, a run id), which a shared PostgreSQL may hold in any spelling, so a name that is
 * not a plain file name becomes a hash of itself: no name leaves its folder.
 */
public final class SiteFolder {
    public static final String INDEX_HTML = "index.html";
    public static final String INDEX_JSON = "index.json";
    public static final String FEED_XML = "feed.xml";
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

    /** What a build writes at the site's top: none of it may be a link when a build starts. */
    static final List<String> TOP_LEVEL =
            List.of(INDEX_HTML, INDEX_JSON, FEED_XML, BOARDS, ASSETS, DEVICES, MANIFEST, BUILT_BOARDS);

    public static final String BOARD_PAGE = "index.html";
    public static final String HISTORY_CSV = "history.csv";
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

    /** A run's report (copied or rendered), relative to its board's folder. */
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
