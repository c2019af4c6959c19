package io.bulkbench.benchmarks.sim;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleFunction;

/**
 * Writes a profile as the YAML {@link ProfileLoader} reads, key by key in the order of the
 * example profile, with a comment after any key that has one and comment lines above and
 * below the keys. Faults are not written: a profile that describes a board has none. Text
 * only; the caller writes the file.
 */
public final class ProfileWriter {
    private ProfileWriter() {}

    /**
     * @param comments  a comment per key, by its path (e.g. {@code link.bandwidth_mb_s})
     * @param number    how a number is spelt (a plain decimal; YAML must read it as a number)
     */
    public static String yaml(
            SimProfile p,
            List<String> header,
            Map<String, String> comments,
            List<String> footer,
            DoubleFunction<String> number) {
        Out out = new Out(comments, number);
        header.forEach(out::comment);
        out.raw("description", "", '"' + p.description().replace("\\", "\\\\").replace("\"", "\\\"") + '"');
        out.raw("swept", "", p.swept().name().toLowerCase(Locale.ROOT));
        out.raw("seed", "", Long.toString(p.seed()));
        out.section("link");
        p.link().speed().ifPresent(s -> out.raw("speed", "link.", s.name().toLowerCase(Locale.ROOT)));
        out.num("link.", "bandwidth_mb_s", p.link().bandwidthMbS());
        out.num("link.", "per_request_us", p.link().perRequestUs());
        out.raw("duplex", "link.", p.link().duplex().name().toLowerCase(Locale.ROOT));
        HostModel h = p.host();
        out.section("host");
        out.num("host.", "submit_us", h.submitUs());
        out.num("host.", "submit_us_per_kib", h.submitUsPerKib());
        out.num("host.", "completion_latency_us", h.completionLatencyUs());
        out.num("host.", "jitter_us", h.jitterUs());
        out.num("host.", "delay_probability", h.delayProbability());
        out.num("host.", "delay_us", h.delayUs());
        if (p.swept() == SweptParameter.DEVICE_BUFFERS) {
            out.raw("queue_depth", "host.", Integer.toString(h.queueDepth()));
        }
        p.deviceStage().ifPresent(d -> {
            out.section("device");
            if (p.swept() == SweptParameter.HOST_QUEUE) {
                out.raw("buffers", "device.", Integer.toString(d.buffers()));
            }
            out.num("device.", "storage_mb_s", d.storageMbS());
            out.num("device.", "fixed_us", d.fixedUs());
            out.num("device.", "jitter_us", d.jitterUs());
        });
        CopyCostModel c = p.copy();
        if (c != CopyCostModel.NONE) {
            out.section("copy");
            out.num("copy.", "mb_s", c.mbS());
            out.num("copy.", "fixed_us", c.fixedUs());
            if (c.cacheKib() > 0) {
                out.raw("cache_kib", "copy.", Integer.toString(c.cacheKib()));
                out.num("copy.", "beyond_cache_mb_s", c.beyondCacheMbS());
            }
        }
        footer.forEach(out::comment);
        return out.text.toString();
    }

    /** The text being written, with the comments to put after keys. */
    private static final class Out {
        final StringBuilder text = new StringBuilder();
        final Map<String, String> comments;
        final DoubleFunction<String> number;

        Out(Map<String, String> comments, DoubleFunction<String> number) {
            this.comments = comments;
            this.number = number;
        }

        void comment(String line) {
            text.append(line.isEmpty() ? "#" : "# " + line).append('\n');
        }

        void section(String key) {
            text.append(key).append(":\n");
        }

        void num(String section, String key, double value) {
            raw(key, section, number.apply(value));
        }

        void raw(String key, String section, String value) {
            String indent = section.isEmpty() ? "" : "  ";
            String line = indent + key + ": " + value;
            String comment = comments.get(section + key);
            if (comment != null) {
                line = String.format(Locale.ROOT, "%-38s # %s", line, comment);
            }
            text.append(line).append('\n');
        }
    }
}
