package io.bulkbench.benchmarks.jmh;

import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How long does {@code bulkbench predict} take to predict the quick grid (buffers 2..64 x
 * sizes 16K..256K x both copy modes, 60 points) from a profile's virtual-time twin? One
 * operation is the whole grid at the twin's default request count; the target is under
 * 2 s. The profile is loaded once: loading is not what is measured.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar GridPrediction}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class GridPrediction {

    /** A built-in profile, with the direction its seed measured. */
    @Param({"snowball-msc", "fastboot-ssp", "usrp-netbsd-ugen"})
    public String profile;

    private SimProfile loaded;
    private List<PointKey> grid;

    @Setup(Level.Trial)
    public void load() {
        loaded = ProfileCatalog.builtIn(profile);
        Direction direction = profile.startsWith("fastboot") ? Direction.OUT : Direction.IN;
        grid = new ArrayList<>();
        for (CopyMode mode : CopyMode.values()) {
            for (int kib = 16; kib <= 256; kib *= 2) {
                for (int n = 2; n <= 64; n *= 2) {
                    grid.add(new PointKey(profile, "sim:" + profile, direction, n, kib * 1024, mode));
                }
            }
        }
    }

    @Benchmark
    public List<MeasuredPoint> quickGrid() {
        return SimulatedThroughput.predict(loaded, grid);
    }
}
