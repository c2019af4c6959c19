package io.bulkbench.benchmarks.usb;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.usb4java.ConfigDescriptor;
import org.usb4java.DeviceDescriptor;
import org.usb4java.DeviceHandle;
import org.usb4java.DeviceList;
import org.usb4java.EndpointDescriptor;
import org.usb4java.Interface;
import org.usb4java.InterfaceDescriptor;
import org.usb4java.LibUsb;
import org.usb4java.LibUsbException;

/**
 * What libusb sees: every USB device with its bulk endpoints and their max packet
 * sizes, for {@code bulkbench devices}. Reading descriptors needs no permission on
 * Linux (libusb reads them from sysfs), so this works for a user whose boards still
 * lack a udev rule; whether the device node can be opened is tried and reported beside
 * each device, naming the node.
 */
public final class UsbInventory {
    /** Where Linux exposes usbfs; without it libusb has nothing to open. */
    public static final Path USBFS = Path.of("/dev/bus/usb");

    private UsbInventory() {}

    /** True when this machine has usbfs device nodes at all. */
    public static boolean hasUsbfs() {
        return Files.isDirectory(USBFS);
    }

    /** Lists the devices libusb enumerates. */
    public static List<UsbDeviceInfo> list() {
        org.usb4java.Context context = new org.usb4java.Context();
        check(LibUsb.init(context), "initialise libusb");
        try {
            DeviceList devices = new DeviceList();
            int count = LibUsb.getDeviceList(context, devices);
            check(count, "list USB devices");
            try {
                List<UsbDeviceInfo> out = new ArrayList<>();
                for (org.usb4java.Device device : devices) {
                    out.add(describe(device));
                }
                return out;
            } finally {
                LibUsb.freeDeviceList(devices, true);
            }
        } finally {
            LibUsb.exit(context);
        }
    }

    private static UsbDeviceInfo describe(org.usb4java.Device device) {
        DeviceDescriptor descriptor = new DeviceDescriptor();
        check(LibUsb.getDeviceDescriptor(device, descriptor), "read a device descriptor");
        int bus = LibUsb.getBusNumber(device);
        int address = LibUsb.getDeviceAddress(device);
        return new UsbDeviceInfo(
                bus,
                address,
                descriptor.idVendor() & 0xffff,
                descriptor.idProduct() & 0xffff,
                bulkEndpoints(device),
                accessProblem(device, UsbDeviceInfo.node(bus, address)));
    }

    /** Tries to open the device node; a refusal becomes the sentence {@code devices} prints. */
    private static Optional<String> accessProblem(org.usb4java.Device device, String node) {
        DeviceHandle handle = new DeviceHandle();
        int result = LibUsb.open(device, handle);
        if (result == LibUsb.SUCCESS) {
            LibUsb.close(handle);
            return Optional.empty();
        }
        if (result == LibUsb.ERROR_ACCESS) {
            return Optional.of(UsbOpenFailure.permissionHint(node));
        }
        return Optional.of("cannot open " + node + ": " + LibUsbCodes.errorName(result));
    }

    /** Every bulk endpoint of the device's active configuration, in descriptor order. */
    static List<UsbDeviceInfo.BulkEndpoint> bulkEndpoints(org.usb4java.Device device) {
        List<UsbDeviceInfo.BulkEndpoint> endpoints = new ArrayList<>();
        ConfigDescriptor config = new ConfigDescriptor();
        if (LibUsb.getActiveConfigDescriptor(device, config) != LibUsb.SUCCESS) {
            return endpoints;
        }
        try {
            for (Interface iface : config.iface()) {
                for (InterfaceDescriptor alt : iface.altsetting()) {
                    if (alt.bAlternateSetting() != 0) {
                        continue;
                    }
                    for (EndpointDescriptor ep : alt.endpoint()) {
                        if ((ep.bmAttributes() & LibUsb.TRANSFER_TYPE_MASK) == LibUsb.TRANSFER_TYPE_BULK) {
                            endpoints.add(new UsbDeviceInfo.BulkEndpoint(
                                    alt.bInterfaceNumber() & 0xff,
                                    ep.bEndpointAddress() & 0xff,
                                    ep.wMaxPacketSize() & 0x7ff));
                        }
                    }
                }
            }
        } finally {
            LibUsb.freeConfigDescriptor(config);
        }
        return endpoints;
    }

    private static void check(int result, String what) {
        if (result < 0) {
            throw new LibUsbException("cannot " + what, result);
        }
    }
}
