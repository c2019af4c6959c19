package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.nodes.Document;

/**
 * What the site's pages may hold of scripts: the assets from the site's own folder, the
 * board's own month files of nights (in its folder, named by the month alone), and data as
 * JSON in which nothing could start markup. Anything else (a script a
 * hostile name brought in, an event handler) fails the test that asks.
 */
final class SiteScripts {
    private SiteScripts() {}

    static void onlyTheSitesOwn(Document page) {
        assertThat(page.select("[onerror], [onload], [onclick]")).isEmpty();
        assertThat(page.select("script[src]"))
                .allSatisfy(s -> assertThat(s.attr("src"))
                        .matches("(\\.\\./)*assets/[A-Za-z0-9.-]+\\.js|nights-[0-9]{4}-[0-9]{2}\\.js"));
        assertThat(page.select("script:not([src])")).allSatisfy(s -> {
            assertThat(s.attr("type")).isEqualTo("application/json");
            assertThat(s.data()).doesNotContain("<", ">");
        });
    }
}
