package io.bulkbench.benchmarks.device;

import io.bulkbench.core.BadInputException;
import java.util.HashSet;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * {@code usb:VVVV:PPPP[,if=N,in=0xNN,out=0xNN,serial=S,detach=yes]}: a real board through
 * usb4java. Vendor and product are four hex digits; the interface number is 0..255;
 * {@code in} is an IN endpoint address (0x81..0x8f) and {@code out} an OUT one
 * (0x01..0x0f); the serial picks one of several identical boards; {@code detach=yes}
 * lets bulkbench detach a kernel driver bound to the interface (never done unasked).
 */
public record UsbDeviceSpec(
        int vendorId,
        int productId,
        OptionalInt interfaceNumber,
        OptionalInt inEndpoint,
        OptionalInt outEndpoint,
        Optional<String> serial,
        boolean detachKernelDriver)
        implements DeviceSpec {

    private static final String FORM = "usb:VVVV:PPPP[,if=N,in=0xNN,out=0xNN,serial=S,detach=yes]";

    static UsbDeviceSpec parse(String whole, String rest) {
        String[] parts = rest.split(",", -1);
        String[] ids = parts[0].split(":", -1);
        if (ids.length != 2) {
            throw bad(whole, "needs a vendor and a product id");
        }
        int vendor = hexId(whole, ids[0], "vendor");
        int product = hexId(whole, ids[1], "product");
        OptionalInt iface = OptionalInt.empty();
        OptionalInt in = OptionalInt.empty();
        OptionalInt out = OptionalInt.empty();
        Optional<String> serial = Optional.empty();
        boolean detach = false;
        Set<String> seen = new HashSet<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            String key = (eq < 0 ? parts[i] : parts[i].substring(0, eq)).strip();
            String value = eq < 0 ? "" : parts[i].substring(eq + 1).strip();
            if (!seen.add(key)) {
                throw bad(whole, "gives '" + key + "' twice");
            }
            if (value.isEmpty()) {
                throw bad(whole, "has option '" + parts[i] + "' without a value");
            }
            switch (key) {
                case "if" -> iface = OptionalInt.of(number(whole, value, "if", 0, 255));
                case "in" -> in = OptionalInt.of(number(whole, value, "in", 0x81, 0x8f));
                case "out" -> out = OptionalInt.of(number(whole, value, "out", 0x01, 0x0f));
                case "serial" -> serial = Optional.of(value);
                case "detach" -> detach = yesNo(whole, value);
                default -> throw bad(whole, "has unknown option '" + key + "' (known: if, in, out, serial, detach)");
            }
        }
        return new UsbDeviceSpec(vendor, product, iface, in, out, serial, detach);
    }

    private static int hexId(String whole, String id, String what) {
        String text = id.strip();
        if (!text.matches("[0-9a-fA-F]{4}")) {
            throw bad(whole, "has " + what + " id '" + text + "', which is not four hex digits");
        }
        return Integer.parseInt(text, 16);
    }

    private static int number(String whole, String text, String key, int min, int max) {
        int value;
        try {
            value = text.startsWith("0x") || text.startsWith("0X")
                    ? Integer.parseInt(text.substring(2), 16)
                    : Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw bad(whole, "has " + key + "='" + text + "', which is not a number");
        }
        if (value < min || value > max) {
            throw bad(whole, "has " + key + "=" + text + " outside " + String.format("0x%02x..0x%02x", min, max));
        }
        return value;
    }

    private static boolean yesNo(String whole, String value) {
        return switch (value) {
            case "yes", "1", "true" -> true;
            case "no", "0", "false" -> false;
            default -> throw bad(whole, "has detach='" + value + "', which is not yes or no");
        };
    }

    private static BadInputException bad(String whole, String why) {
        return new BadInputException(
                "device spec '" + whole + "' " + why + "; write " + FORM + ", e.g. usb:18d1:4ee0,in=0x81,out=0x01");
    }

    @Override
    public String kind() {
        return "usb4java";
    }

    @Override
    public boolean worksInTheKernel() {
        return true;
    }

    @Override
    public String text() {
        StringBuilder s = new StringBuilder(String.format("usb:%04x:%04x", vendorId, productId));
        interfaceNumber.ifPresent(n -> s.append(",if=").append(n));
        inEndpoint.ifPresent(n -> s.append(String.format(",in=0x%02x", n)));
        outEndpoint.ifPresent(n -> s.append(String.format(",out=0x%02x", n)));
        serial.ifPresent(v -> s.append(",serial=").append(v));
        if (detachKernelDriver) {
            s.append(",detach=yes");
        }
        return s.toString();
    }
}
