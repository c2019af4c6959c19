package io.bulkbench.benchmarks.usb;

import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import io.bulkbench.benchmarks.usb.UsbDeviceInfo.BulkEndpoint;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.Direction;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The interface to claim and the bulk endpoints to use, chosen from a device's bulk
 * endpoints and what the spec pins down: a given {@code if} narrows the search to that
 * interface, a given {@code in}/{@code out} must exist as a bulk endpoint of it, and
 * whatever is not given is the first bulk endpoint of that direction, on the first
 * interface that has both directions (else the first with any). One interface is claimed,
 * so both endpoints must belong to it.
 */
public record EndpointChoice(int interfaceNumber, Optional<BulkEndpoint> in, Optional<BulkEndpoint> out) {

    /** Chooses for {@code spec} among {@code endpoints} (every bulk endpoint of the active configuration). */
    public static EndpointChoice select(UsbDeviceSpec spec, List<BulkEndpoint> endpoints) {
        if (endpoints.isEmpty()) {
            throw new BadInputException("device " + spec.text() + " has no bulk endpoint in its active configuration;"
                    + " pick a device with bulk endpoints (bulkbench devices lists them)");
        }
        int iface = chooseInterface(spec, endpoints);
        List<BulkEndpoint> mine =
                endpoints.stream().filter(e -> e.interfaceNumber() == iface).toList();
        Optional<BulkEndpoint> in = pick(spec, mine, endpoints, true);
        Optional<BulkEndpoint> out = pick(spec, mine, endpoints, false);
        return new EndpointChoice(iface, in, out);
    }

    private static int chooseInterface(UsbDeviceSpec spec, List<BulkEndpoint> endpoints) {
        if (spec.interfaceNumber().isPresent()) {
            int wanted = spec.interfaceNumber().getAsInt();
            if (endpoints.stream().noneMatch(e -> e.interfaceNumber() == wanted)) {
                throw new BadInputException("device " + spec.text() + " has no bulk endpoint on interface " + wanted
                        + "; its bulk endpoints are " + list(endpoints));
            }
            return wanted;
        }
        Optional<Integer> pinned =
                pinnedInterface(spec, endpoints, spec.inEndpoint().isPresent(), true);
        Optional<Integer> pinnedOut =
                pinnedInterface(spec, endpoints, spec.outEndpoint().isPresent(), false);
        if (pinned.isPresent() && pinnedOut.isPresent() && !pinned.equals(pinnedOut)) {
            throw new BadInputException("device " + spec.text() + " names endpoints on interfaces " + pinned.get()
                    + " and " + pinnedOut.get() + ", but one interface is claimed; pick both endpoints of one interface"
                    + " (its bulk endpoints are " + list(endpoints) + ")");
        }
        if (pinned.or(() -> pinnedOut).isPresent()) {
            return pinned.or(() -> pinnedOut).get();
        }
        return endpoints.stream()
                .filter(e -> endpoints.stream()
                        .anyMatch(o -> o.interfaceNumber() == e.interfaceNumber() && o.isIn() != e.isIn()))
                .findFirst()
                .orElse(endpoints.get(0))
                .interfaceNumber();
    }

    private static Optional<Integer> pinnedInterface(
            UsbDeviceSpec spec, List<BulkEndpoint> endpoints, boolean given, boolean in) {
        if (!given) {
            return Optional.empty();
        }
        int address = in ? spec.inEndpoint().getAsInt() : spec.outEndpoint().getAsInt();
        return Optional.of(endpoints.stream()
                .filter(e -> e.address() == address)
                .findFirst()
                .orElseThrow(() -> missing(spec, address, endpoints))
                .interfaceNumber());
    }

    private static Optional<BulkEndpoint> pick(
            UsbDeviceSpec spec, List<BulkEndpoint> mine, List<BulkEndpoint> all, boolean in) {
        if ((in ? spec.inEndpoint() : spec.outEndpoint()).isPresent()) {
            int address = in ? spec.inEndpoint().getAsInt() : spec.outEndpoint().getAsInt();
            return Optional.of(mine.stream()
                    .filter(e -> e.address() == address)
                    .findFirst()
                    .orElseThrow(() -> missing(spec, address, all)));
        }
        return mine.stream().filter(e -> e.isIn() == in).findFirst();
    }

    /** The endpoint for one direction; a device without one is bad input naming what it has. */
    public BulkEndpoint endpoint(Direction direction, String spec) {
        Optional<BulkEndpoint> chosen = direction == Direction.IN ? in : out;
        return chosen.orElseThrow(() -> new BadInputException("device " + spec + " has no bulk "
                + direction.name() + " endpoint on interface " + interfaceNumber + "; use the other direction,"
                + " or name another interface with if=N"));
    }

    private static BadInputException missing(UsbDeviceSpec spec, int address, List<BulkEndpoint> endpoints) {
        return new BadInputException(String.format(
                Locale.ROOT,
                "device %s has no bulk endpoint 0x%02x; its bulk" + " endpoints are %s",
                spec.text(),
                address,
                list(endpoints)));
    }

    static String list(List<BulkEndpoint> endpoints) {
        return endpoints.stream()
                .map(e -> String.format(
                        Locale.ROOT,
                        "if=%d %s=0x%02x (%d-byte packets)",
                        e.interfaceNumber(),
                        e.isIn() ? "in" : "out",
                        e.address(),
                        e.maxPacketSize()))
                .collect(Collectors.joining(", "));
    }
}
