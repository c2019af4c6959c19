package io.bulkbench.benchmarks.usb;

import io.bulkbench.benchmarks.device.UsbDeviceSpec;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.usb4java.Context;
import org.usb4java.DeviceDescriptor;
import org.usb4java.DeviceHandle;
import org.usb4java.DeviceList;
import org.usb4java.LibUsb;

/**
 * An opened board with its interface claimed: the libusb context, the device handle, the
 * chosen endpoints and the node it lives at. Opening finds the device by vendor and
 * product id (and serial, when given), reads its bulk endpoints, chooses the interface,
 * detaches a kernel driver only when the spec allows it, and claims the interface.
 * Closing releases all of that in reverse, whatever state the device is in.
 */
final class UsbConnection implements AutoCloseable {
    private final Context context;
    private final DeviceHandle handle;
    private final EndpointChoice endpoints;
    private final String node;
    private final String spec;
    private final boolean detached;

    private UsbConnection(
            Context context,
            DeviceHandle handle,
            EndpointChoice endpoints,
            String node,
            String spec,
            boolean detached) {
        this.context = context;
        this.handle = handle;
        this.endpoints = endpoints;
        this.node = node;
        this.spec = spec;
        this.detached = detached;
    }

    static UsbConnection open(UsbDeviceSpec spec) {
        if (!UsbInventory.hasUsbfs()) {
            throw UsbOpenFailure.noUsbfs(spec.text());
        }
        Context context = new Context();
        int init = LibUsb.init(context);
        if (init < 0) {
            throw new IllegalStateException("libusb could not start: " + LibUsbCodes.errorName(init));
        }
        try {
            return openIn(context, spec);
        } catch (RuntimeException e) {
            LibUsb.exit(context);
            throw e;
        }
    }

    private static UsbConnection openIn(Context context, UsbDeviceSpec spec) {
        DeviceList list = new DeviceList();
        int count = LibUsb.getDeviceList(context, list);
        if (count < 0) {
            throw new IllegalStateException("libusb could not list devices: " + LibUsbCodes.errorName(count));
        }
        try {
            for (org.usb4java.Device device : list) {
                Optional<DeviceHandle> handle = openIfMatching(device, spec);
                if (handle.isPresent()) {
                    return claim(context, device, handle.get(), spec);
                }
            }
        } finally {
            LibUsb.freeDeviceList(list, true);
        }
        throw UsbOpenFailure.notFound(spec.text());
    }

    private static Optional<DeviceHandle> openIfMatching(org.usb4java.Device device, UsbDeviceSpec spec) {
        DeviceDescriptor descriptor = new DeviceDescriptor();
        if (LibUsb.getDeviceDescriptor(device, descriptor) < 0
                || (descriptor.idVendor() & 0xffff) != spec.vendorId()
                || (descriptor.idProduct() & 0xffff) != spec.productId()) {
            return Optional.empty();
        }
        String node = UsbDeviceInfo.node(LibUsb.getBusNumber(device), LibUsb.getDeviceAddress(device));
        DeviceHandle handle = new DeviceHandle();
        int result = LibUsb.open(device, handle);
        if (result < 0) {
            throw UsbOpenFailure.open(result, node, spec.text());
        }
        if (spec.serial().isPresent()) {
            String serial = descriptor.iSerialNumber() == 0
                    ? ""
                    : Optional.ofNullable(LibUsb.getStringDescriptor(handle, descriptor.iSerialNumber()))
                            .orElse("");
            if (!serial.equals(spec.serial().get())) {
                LibUsb.close(handle);
                return Optional.empty();
            }
        }
        return Optional.of(handle);
    }

    private static UsbConnection claim(
            Context context, org.usb4java.Device device, DeviceHandle handle, UsbDeviceSpec spec) {
        String node = UsbDeviceInfo.node(LibUsb.getBusNumber(device), LibUsb.getDeviceAddress(device));
        try {
            List<UsbDeviceInfo.BulkEndpoint> bulk = UsbInventory.bulkEndpoints(device);
            EndpointChoice choice = EndpointChoice.select(spec, bulk);
            int iface = choice.interfaceNumber();
            boolean detached = false;
            if (LibUsb.kernelDriverActive(handle, iface) == 1) {
                if (!spec.detachKernelDriver()) {
                    throw UsbOpenFailure.driverBound(iface, node, spec.text());
                }
                int detach = LibUsb.detachKernelDriver(handle, iface);
                if (detach < 0) {
                    throw UsbOpenFailure.claim(detach, iface, node, spec.text());
                }
                detached = true;
            }
            int claimed = LibUsb.claimInterface(handle, iface);
            if (claimed < 0) {
                if (detached) {
                    LibUsb.attachKernelDriver(handle, iface);
                }
                throw UsbOpenFailure.claim(claimed, iface, node, spec.text());
            }
            return new UsbConnection(context, handle, choice, node, spec.text(), detached);
        } catch (RuntimeException e) {
            LibUsb.close(handle);
            throw e;
        }
    }

    Context context() {
        return context;
    }

    DeviceHandle handle() {
        return handle;
    }

    EndpointChoice endpoints() {
        return endpoints;
    }

    String node() {
        return node;
    }

    String spec() {
        return spec;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s at %s, interface %d", spec, node, endpoints.interfaceNumber());
    }

    /** Releases the interface, gives a detached driver back, closes the handle and libusb. */
    @Override
    public void close() {
        int iface = endpoints.interfaceNumber();
        LibUsb.releaseInterface(handle, iface);
        if (detached) {
            LibUsb.attachKernelDriver(handle, iface);
        }
        LibUsb.close(handle);
        LibUsb.exit(context);
    }
}
