package io.bulkbench.benchmarks.device;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.core.BadInputException;

/**
 * A parsed device spec, the one string the CLI, board configs and JMH's {@code device}
 * parameter share: {@code sim:PROFILE}, {@code sim:path/to/profile.yaml}, {@code null},
 * {@code usb:VVVV:PPPP[,if=N,in=0xNN,out=0xNN,serial=S]} or {@code file:PATH}. Parsing
 * checks everything that can be checked without opening the device, so a typo fails
 * before a sweep starts. Space around the spec and around its parts (after {@code sim:},
 * {@code file:}, a {@code ,} or an {@code =}) is no part of it, here for every kind, so
 * {@code " sim:hs"} is {@code sim:hs} wherever it is read; a control character is refused.
 */
public sealed interface DeviceSpec permits SimDeviceSpec, NullDeviceSpec, UsbDeviceSpec, FileDeviceSpec {

    /** The accepted forms, quoted in every error message. */
    String FORMS = "sim:PROFILE, sim:FILE.yaml, null, usb:VVVV:PPPP[,if=N,in=0xNN,out=0xNN,serial=S] or file:PATH";

    /** What kind of device it is, as evidence names it: simulator, usb4java, file or null device. */
    String kind();

    /** The canonical spec string (parsing it again gives an equal spec). */
    String text();

    /**
     * Whether the device's work happens outside this process, in the kernel (a USB host
     * controller's driver, a block device's): its cost shows in the host's busy share,
     * not in the process's own CPU time.
     */
    default boolean worksInTheKernel() {
        return false;
    }

    /** Parses a spec; anything malformed is bad input naming the value and the accepted forms. */
    static DeviceSpec parse(String text) {
        if (text == null || text.isBlank()) {
            throw new BadInputException("device spec is empty; give one of " + FORMS);
        }
        if (text.chars().anyMatch(DeviceSpec::isControl)) {
            throw new BadInputException("device spec '" + text + "' holds a control character; give one of " + FORMS);
        }
        String t = text.strip();
        if (t.equals("null")) {
            return new NullDeviceSpec();
        }
        int colon = t.indexOf(':');
        String kind = colon < 0 ? t : t.substring(0, colon).strip();
        String rest = colon < 0 ? "" : t.substring(colon + 1).strip();
        switch (kind) {
            case "sim":
                return parseSim(t, rest);
            case "usb":
                return UsbDeviceSpec.parse(t, rest);
            case "file":
                if (rest.isBlank()) {
                    throw new BadInputException(
                            "device spec '" + t + "' has no path; write file:PATH, e.g. file:/dev/sdb");
                }
                return new FileDeviceSpec(rest);
            default:
                throw new BadInputException("device spec '" + t + "' is not one of " + FORMS);
        }
    }

    /** A C0 or C1 control, DEL, or a line or paragraph separator: no device is named with one. */
    private static boolean isControl(int c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029;
    }

    private static DeviceSpec parseSim(String whole, String rest) {
        String[] parts = rest.split(",");
        String name = parts.length == 0 ? "" : parts[0].trim();
        if (name.isBlank()) {
            throw new BadInputException("device spec '" + whole + "' names no profile; write sim:PROFILE (one of "
                    + String.join(", ", ProfileCatalog.names()) + ") or sim:FILE.yaml");
        }
        var faults = SimDeviceSpec.faultOptions(whole, parts);
        if (SimDeviceSpec.looksLikeFile(name)) {
            return new SimDeviceSpec(name, true, faults);
        }
        if (!ProfileCatalog.names().contains(name)) {
            throw new BadInputException("device spec '" + whole + "' names no built-in profile; use one of "
                    + String.join(", ", ProfileCatalog.names()) + " or a file ending in .yaml");
        }
        return new SimDeviceSpec(name, false, faults);
    }
}
