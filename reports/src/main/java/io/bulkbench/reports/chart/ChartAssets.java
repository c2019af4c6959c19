package io.bulkbench.reports.chart;

import io.bulkbench.reports.HtmlText;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The files a page needs to draw {@link BrowserChart}s: uPlot (MIT, from its WebJar) with
 * its style, and charts.js with its style. The site writes them once into its assets
 * folder and links them; a run report carries them inline, so the one file works when
 * mailed or copied alone.
 */
public final class ChartAssets {
    /** One file: its name in the site's assets folder and where it is on the class path. */
    public record Asset(String fileName, String resource) {
        public boolean isScript() {
            return fileName.endsWith(".js");
        }

        public byte[] bytes() {
            try (InputStream in = ChartAssets.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException(resource + " is not on the class path");
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException("reading " + resource, e);
            }
        }

        String text() {
            return new String(bytes(), StandardCharsets.UTF_8);
        }
    }

    private static final String UPLOT = "/META-INF/resources/webjars/uplot/1.6.30/dist/";

    /** Styles before scripts; uPlot before charts.js, which uses it. */
    public static final List<Asset> ALL = List.of(
            new Asset("uPlot-1.6.30.min.css", UPLOT + "uPlot.min.css"),
            new Asset("charts.css", "charts.css"),
            new Asset("uPlot-1.6.30.iife.min.js", UPLOT + "uPlot.iife.min.js"),
            new Asset("charts.js", "charts.js"));

    private ChartAssets() {}

    /** The head's links to the assets in {@code folder} (relative to the page, ending in '/'). */
    public static String linked(String folder) {
        StringBuilder out = new StringBuilder();
        for (Asset a : ALL) {
            String href = HtmlText.escape(folder + a.fileName());
            out.append(
                    a.isScript()
                            ? "<script src=\"" + href + "\" defer></script>\n"
                            : "<link rel=\"stylesheet\" href=\"" + href + "\">\n");
        }
        return out.toString();
    }

    /** The assets inline, for a page that must stand alone. */
    public static String inline() {
        StringBuilder out = new StringBuilder();
        for (Asset a : ALL) {
            String text = a.text();
            // Our own files and uPlot's never hold this; if an update brought it, the page would break.
            if (text.toLowerCase(java.util.Locale.ROOT).contains("</" + (a.isScript() ? "script" : "style"))) {
                throw new IllegalStateException(a.resource() + " would end its element early");
            }
            out.append(a.isScript() ? "<script>\n" : "<style>\n")
                    .append(text)
                    .append(a.isScript() ? "\n</script>\n" : "\n</style>\n");
        }
        return out.toString();
    }
}
