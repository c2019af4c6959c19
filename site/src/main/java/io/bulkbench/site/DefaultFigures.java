package io.bulkbench.site;

import io.bulkbench.core.CpuCostText;
import io.bulkbench.core.ThroughputText;

/**
 * A default's figures at its value as the pages write them: MB/s, and CPU per MB with its
 * error ("41.2 +- 3.10 us/MB"), a dash where the night did not measure it.
 */
final class DefaultFigures {
    private DefaultFigures() {}

    /** The cells a held default's row starts with: symbol, device, direction and copy mode, held, MB/s, CPU per MB. */
    static void cells(IndexEntry.Default d, StringBuilder out) {
        out.append("<td class=\"symbol\">")
                .append(SitePage.text(d.symbol()))
                .append("</td><td>")
                .append(SitePage.text(d.device()))
                .append("</td><td>")
                .append(SitePage.text(d.direction() + ", " + d.copyMode()))
                .append("</td><td>")
                .append(SitePage.text(d.heldText()))
                .append("</td><td>")
                .append(SitePage.text(mbS(d)))
                .append("</td><td>")
                .append(SitePage.text(cpu(d)))
                .append("</td>");
    }

    static String mbS(IndexEntry.Default d) {
        return d.mbS() == null ? ThroughputText.MISSING : ThroughputText.of(d.mbS());
    }

    static String cpu(IndexEntry.Default d) {
        if (d.cpuUsPerMb() == null) {
            return ThroughputText.MISSING;
        }
        return d.cpuErrorUsPerMb() == null
                ? CpuCostText.perMegabyte(d.cpuUsPerMb())
                : CpuCostText.figure(d.cpuUsPerMb()) + " +- " + CpuCostText.perMegabyte(d.cpuErrorUsPerMb());
    }
}
