package io.bulkbench.analysis.history;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * The plan settings a run was measured with, as one canonical text, and its short hash.
 * Two runs are compared only when their fingerprints are equal: the same device, grid
 * and JMH settings (Conbench's fingerprint idea), so a change between nights is the
 * board's, not the plan's.
 *
 * @param id       the first 12 hex digits of the settings' SHA-256
 * @param settings the canonical settings text, e.g. {@code device=sim:hs buffers=2,4 ...}
 */
public record PlanFingerprint(String id, String settings) {
    private static final int ID_LENGTH = 12;

    public PlanFingerprint {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(settings, "settings");
    }

    /** The fingerprint of a canonical settings text. */
    public static PlanFingerprint of(String settings) {
        return new PlanFingerprint(sha256(settings).substring(0, ID_LENGTH), settings);
    }

    /** Lower-case hex SHA-256 of a text's UTF-8 bytes. */
    public static String sha256(String text) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
