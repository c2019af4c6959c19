package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import io.bulkbench.analysis.SeriesKey;

import java.util.Comparator;

/**
 * What one set of recommendations is for: a board and device, a direction and a copy
 * mode. Its buffer-count and request-size series are chosen among the series sharing it.
 */
record Setup(String board, String device, Direction direction, CopyMode copyMode) {

    static final Comparator<Setup> ORDER = Comparator.comparing(Setup::board).thenComparing(Setup::device)
            .thenComparing(Setup::direction).thenComparing(Setup::copyMode);

    static Setup of(SeriesKey key) {
        return new Setup(key.board(), key.device(), key.direction(), key.copyMode());
    }
}
