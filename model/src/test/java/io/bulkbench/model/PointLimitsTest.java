package io.bulkbench.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.PointLimit.Resource;
import io.bulkbench.benchmarks.sim.LinkModel;
import io.bulkbench.benchmarks.sim.ProfileCatalog;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.PointKey;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What limits a point, read from the built-in profiles: each seed's story where the seed tells it. */
class PointLimitsTest {

    private static Resource limit(String profile, Direction direction, int buffers, int kib, CopyMode mode) {
        return limit(ProfileCatalog.builtIn(profile), direction, buffers, kib, mode);
    }

    private static Resource limit(SimProfile profile, Direction direction, int buffers, int kib, CopyMode mode) {
        PointKey key = new PointKey("b", "sim:" + profile.name(), direction, buffers, kib * 1024, mode);
        return PointLimits.of(profile, List.of(key)).get(0).resource();
    }

    @Test
    void snowballTwoBuffersDoNotAbsorbTheJitterAndFourLeaveItToTheStorage() {
        assertThat(limit("snowball-msc", Direction.IN, 2, 16, CopyMode.COPY)).isEqualTo(Resource.BUFFERS);
        assertThat(limit("snowball-msc", Direction.IN, 4, 16, CopyMode.COPY)).isEqualTo(Resource.DEVICE);
    }

    @Test
    void fastbootIsHostBoundAtSixteenKibAndLinkBoundFromSixtyFour() {
        assertThat(limit("fastboot-ssp", Direction.OUT, 2, 16, CopyMode.COPY)).isEqualTo(Resource.HOST);
        assertThat(limit("fastboot-ssp", Direction.OUT, 2, 256, CopyMode.COPY)).isEqualTo(Resource.LINK);
        assertThat(limit("fastboot-ssp", Direction.OUT, 1, 256, CopyMode.COPY)).isEqualTo(Resource.BUFFERS);
    }

    @Test
    void ugenCopiesSlowlyBeyondItsCacheOnlyInCopyMode() {
        assertThat(limit("usrp-netbsd-ugen", Direction.IN, 2, 256, CopyMode.COPY))
                .isEqualTo(Resource.COPY);
        assertThat(limit("usrp-netbsd-ugen", Direction.IN, 2, 256, CopyMode.NO_COPY))
                .isEqualTo(Resource.LINK);
        assertThat(limit("usrp-netbsd-ugen", Direction.IN, 1, 64, CopyMode.NO_COPY))
                .isEqualTo(Resource.BUFFERS);
    }

    @Test
    void aLinkWhoseFixedCostOutlastsTheBytesIsLimitedPerRequest() {
        SimProfile hs = ProfileCatalog.builtIn("hs");
        SimProfile slowRequests = FreeParameter.LINK_PER_REQUEST.set(hs, 1_000);
        assertThat(slowRequests.link().duplex()).isEqualTo(LinkModel.Duplex.HALF);
        assertThat(limit(slowRequests, Direction.IN, 8, 16, CopyMode.NO_COPY)).isEqualTo(Resource.PER_REQUEST);
        assertThat(limit(slowRequests, Direction.IN, 8, 256, CopyMode.NO_COPY)).isEqualTo(Resource.LINK);
    }
}
