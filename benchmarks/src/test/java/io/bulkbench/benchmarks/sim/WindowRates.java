package io.bulkbench.benchmarks.sim;

import io.bulkbench.benchmarks.device.ChannelSpec;
import io.bulkbench.benchmarks.device.Completion;
import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.nio.ByteBuffer;

/** Throughput of consecutive fixed windows of one IN run in virtual time, as JMH iterations see it. */
final class WindowRates {
    private WindowRates() {}

    static double[] of(SimProfile profile, int buffers, int requestBytes, long windowNanos, int windows) {
        SimulatedDevice device = SimulatedDevice.virtualTime(profile);
        SimChannel channel = (SimChannel)
                device.open(new ChannelSpec(Direction.IN, buffers, requestBytes, CopyMode.NO_COPY, DataPattern.NONE));
        Completion completion = new Completion();
        ByteBuffer none = ByteBuffer.allocate(0);
        for (int i = 0; i < channel.queueDepth(); i++) {
            channel.submit(none, requestBytes);
        }
        for (int i = 0; i < SimulatedThroughput.warmupFor(buffers); i++) {
            channel.awaitNext(completion);
            channel.submit(none, requestBytes);
        }
        double[] rates = new double[windows];
        long start = channel.cursor();
        for (int w = 0; w < windows; w++) {
            long end = start + windowNanos;
            long requests = 0;
            while (channel.cursor() < end) {
                channel.awaitNext(completion);
                channel.submit(none, requestBytes);
                requests++;
            }
            rates[w] = requests * (double) requestBytes * 1_000.0 / windowNanos;
            start = end;
        }
        return rates;
    }

    static double coefficientOfVariation(double[] values) {
        double mean = 0;
        for (double v : values) {
            mean += v;
        }
        mean /= values.length;
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        return Math.sqrt(squares / (values.length - 1)) / mean;
    }
}
