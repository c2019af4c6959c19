package io.bulkbench.analysis.recommend;

import io.bulkbench.analysis.Recommendation;

/** A recommendation with the chosen x (buffer count or request bytes) as a number, for the choices that build on it. */
record NumericRecommendation(int x, Recommendation recommendation) {}
