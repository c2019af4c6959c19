package io.bulkbench.reports.chart;

import io.bulkbench.reports.HtmlText;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;

/**
 * The files a page needs to draw its charts (a run report's {@link CurveChart}, the site's trends):
 * uPlot (MIT, from its WebJar) with its style, and charts.js with its style. The site writes
 * them once into its assets folder and every page of charts links them there; a page that
 * must work alone (a run folder's report.html) carries them inline instead.
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
    }

    /** The WebJar's version, as the pom pins it: its files' folder and the name the site gives them. */
    private static final String UPLOT_VERSION = webJarVersion();

    private static final String UPLOT = "/META-INF/resources/webjars/uplot/" + UPLOT_VERSION + "/dist/";

    /** Styles before scripts; uPlot before charts.js, which uses it. */
    public static final List<Asset> ALL = List.of(
            new Asset("uPlot-" + UPLOT_VERSION + ".min.css", UPLOT + "uPlot.min.css"),
            new Asset("charts.css", "charts.css"),
            new Asset("uPlot-" + UPLOT_VERSION + ".iife.min.js", UPLOT + "uPlot.iife.min.js"),
            new Asset("charts.js", "charts.js"));

    private ChartAssets() {}

    private static String webJarVersion() {
        Properties pom = new Properties();
        Asset about = new Asset("pom.properties", "/META-INF/maven/org.webjars.npm/uplot/pom.properties");
        try {
            pom.load(new ByteArrayInputStream(about.bytes()));
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + about.resource(), e);
        }
        return pom.getProperty("version");
    }

    /**
     * The head's styles and scripts with the assets' text inside, for a page that travels
     * alone. None of them holds {@code </} (checked by a test), so none can end its element early.
     */
    public static String inlined() {
        StringBuilder out = new StringBuilder();
        for (Asset a : ALL) {
            String tag = a.isScript() ? "script" : "style";
            out.append('<')
                    .append(tag)
                    .append(">\n")
                    .append(new String(a.bytes(), StandardCharsets.UTF_8))
                    .append("\n</")
                    .append(tag)
                    .append(">\n");
        }
        return out.toString();
    }

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
}
