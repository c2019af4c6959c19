package io.bulkbench.benchmarks.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.sun.nio.file.ExtendedOpenOption;
import io.bulkbench.benchmarks.DeviceFactory;
import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.benchmarks.device.Device;
import io.bulkbench.benchmarks.device.FileDeviceSpec;
import io.bulkbench.benchmarks.device.PatternStream;
import io.bulkbench.benchmarks.pipeline.PipelineConfig;
import io.bulkbench.benchmarks.pipeline.TransferPipeline;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class FileDeviceTest {
    private static final int REQUEST = 16 * 1024;

    @TempDir
    Path dir;

    /** A file of {@code requests} gadget-zero requests, as a mass-storage image written that way would read. */
    private Path patternFile(int requests) throws IOException {
        byte[] data = new byte[requests * REQUEST];
        PatternStream pattern = new PatternStream(DataPattern.GADGET_ZERO);
        byte[] one = new byte[REQUEST];
        for (int r = 0; r < requests; r++) {
            pattern.fill(one, REQUEST);
            System.arraycopy(one, 0, data, r * REQUEST, REQUEST);
        }
        Path file = dir.resolve("image.bin");
        Files.write(file, data);
        return file;
    }

    @ParameterizedTest
    @EnumSource(CopyMode.class)
    void aPipelineReadsTheFileIntactWithManyRequestsInFlightAndWrapsAtTheEnd(CopyMode mode) throws IOException {
        Path file = patternFile(8);
        try (Device device = DeviceFactory.open("file:" + file)) {
            TransferPipeline pipeline = TransferPipeline.open(
                    device, new PipelineConfig(Direction.IN, 4, REQUEST, mode, DataPattern.GADGET_ZERO));
            long bytes = 0;
            for (int i = 0; i < 40; i++) {
                bytes += pipeline.transferNext();
            }
            pipeline.close();
            assertThat(bytes).isEqualTo(40L * REQUEST);
            assertThat(pipeline.counters().verifyErrors()).isZero();
            assertThat(pipeline.counters().totalFaults()).isZero();
            assertThat(pipeline.queueDepth()).isEqualTo(4);
        }
    }

    @Test
    void aCorruptByteInTheFileIsCountedNotHidden() throws IOException {
        Path file = patternFile(2);
        byte[] data = Files.readAllBytes(file);
        data[REQUEST + 100] ^= 0x5a;
        Files.write(file, data);
        try (Device device = DeviceFactory.open("file:" + file);
                TransferPipeline pipeline = TransferPipeline.open(
                        device,
                        new PipelineConfig(Direction.IN, 2, REQUEST, CopyMode.NO_COPY, DataPattern.GADGET_ZERO))) {
            pipeline.transferNext();
            pipeline.transferNext();
            assertThat(pipeline.counters().verifyErrors()).isEqualTo(1);
        }
    }

    @Test
    void whereODirectIsRefusedItReadsThroughTheCacheAndSaysSo() throws IOException {
        Path file = patternFile(4);
        FileDevice device = FileDevice.open(new FileDeviceSpec(file.toString()), path -> false);
        assertThat(device.direct()).isFalse();
        assertThat(device.note()).get().asString().contains("refuses O_DIRECT").contains("page cache");
        try (TransferPipeline pipeline = TransferPipeline.open(
                device, new PipelineConfig(Direction.IN, 2, REQUEST, CopyMode.COPY, DataPattern.GADGET_ZERO))) {
            for (int i = 0; i < 6; i++) {
                assertThat(pipeline.transferNext()).isEqualTo(REQUEST);
            }
            assertThat(pipeline.counters().verifyErrors()).isZero();
        }
        device.close();
    }

    @Test
    void whereTheFileSystemTakesODirectTheReadsBypassThePageCache() throws IOException {
        Path file = patternFile(2);
        assumeThat(takesODirect(file))
                .as("the temp folder's file system takes O_DIRECT")
                .isTrue();
        FileDevice device = FileDevice.open(new FileDeviceSpec(file.toString()));
        assertThat(device.direct()).isTrue();
        assertThat(device.note()).isEmpty();
        device.close();
    }

    @Test
    void badPathsDirectionsAndSizesAreOneSentenceEach() throws IOException {
        assertThatThrownBy(() -> DeviceFactory.open("file:" + dir.resolve("missing")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("names no existing file");
        assertThatThrownBy(() -> DeviceFactory.open("file:" + dir))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("names a directory");
        Path empty = Files.createFile(dir.resolve("empty"));
        assertThatThrownBy(() -> DeviceFactory.open("file:" + empty))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("is empty");
        Path file = patternFile(1);
        try (Device device = DeviceFactory.open("file:" + file)) {
            assertThatThrownBy(() ->
                            device.open(new ChannelSpec(Direction.OUT, 2, REQUEST, CopyMode.COPY, DataPattern.NONE)))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("is read-only; use --direction in");
            assertThatThrownBy(() ->
                            device.open(new ChannelSpec(Direction.IN, 2, 2 * REQUEST, CopyMode.COPY, DataPattern.NONE)))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("is larger than");
        }
    }

    @Test
    void closingWithReadsInFlightReapsThemFirst() throws IOException {
        Path file = patternFile(4);
        Device device = DeviceFactory.open("file:" + file);
        var channel = device.open(new ChannelSpec(Direction.IN, 3, REQUEST, CopyMode.NO_COPY, DataPattern.NONE));
        for (int i = 0; i < 3; i++) {
            assertThat(channel.submit(ByteBuffer.allocateDirect(REQUEST), REQUEST)
                            .name())
                    .isEqualTo("ACCEPTED");
        }
        assertThat(channel.outstanding()).isEqualTo(3);
        channel.close();
        assertThat(channel.outstanding()).isZero();
        device.close();
    }

    /** Asks the file system itself, through the JDK, whether it opens the file with O_DIRECT. */
    private static boolean takesODirect(Path file) {
        try (FileChannel ignored = FileChannel.open(file, StandardOpenOption.READ, ExtendedOpenOption.DIRECT)) {
            return true;
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }
}
