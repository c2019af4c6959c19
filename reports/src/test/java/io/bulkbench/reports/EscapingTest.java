package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.RandomCases;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/** Whatever a user names a board, the page shows that name and nothing else happens. */
class EscapingTest {

    /** No NUL and no CR: an HTML parser replaces the one and turns the other into a line feed, escaped or not. */
    @Test
    void escapedHtmlShowsExactlyTheText() {
        RandomCases.check(500, c -> {
            String text = RandomText.draw(c, "text", 60, "\0\r");
            String escaped = HtmlText.escape(text);

            Document page = Jsoup.parseBodyFragment("<p title=\"" + escaped + "\">" + escaped + "</p>");

            assertThat(escaped).as("%s", c).doesNotContain("<", ">", "\"");
            assertThat(page.body().children()).as("%s", c).hasSize(1);
            assertThat(page.selectFirst("p").wholeText()).as("%s", c).isEqualTo(text);
            assertThat(page.selectFirst("p").attr("title")).as("%s", c).isEqualTo(text);
        });
    }

    @Test
    void escapedMarkdownStaysInOneTableCell() {
        RandomCases.check(500, c -> {
            String escaped = MarkdownText.escape(RandomText.draw(c, "text", 60, ""));

            assertThat(escaped).as("%s", c).doesNotContain("\n", "\r", "<", ">");
            assertThat(escaped.replace("\\|", "")).as("%s", c).doesNotContain("|");
        });
    }
}
