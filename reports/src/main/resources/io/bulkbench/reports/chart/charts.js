// Draws every <figure class="chart"> of the page with uPlot, from the JSON in its
// <script type="application/json" class="chart-data">. Every text from the data reaches
// the page through textContent, never as markup: a board or label may be hostile.
// Two kinds of chart: a trend (throughput over nights, the site's pages) and a sweep
// ("kind": "sweep", a run report's throughput over buffer count or request size on a
// base-2 log axis, with fitted curves and knees). On both, hovering shows the nearest
// point's figures; a drag zooms into the x range under it and a double-click shows all
// again; the legend shows or hides a series. On a trend, a click on a night opens its
// page, and change points are dashed lines with their label. A trend of more nights than
// its plot has pixels is drawn from each pixel column's lowest and highest night, and
// drawn again at full detail as a zoom narrows it. The site's pages draw charts built
// from their data files through window.bulkbenchChart(figure, spec).
(function () {
  "use strict";
  var COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf", "#7f7f7f"];
  var NEAR_PX = 40;
  var HEIGHT = 340;
  // A trend with a band is three uPlot series: its mean, then the band's upper and lower edge.
  var BANDED = 3;
  window.bulkbenchCharts = [];

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // uPlot wants one x array shared by every series: the union of theirs, each series
  // null where it has no value.
  function union(lists) {
    var xs = [];
    lists.forEach(function (list) { list.forEach(function (x) { xs.push(x); }); });
    xs.sort(function (a, b) { return a - b; });
    return xs.filter(function (x, i) { return i === 0 || x !== xs[i - 1]; });
  }

  // The indices of data[0] a plot of `width` pixels over [min, max] needs: every one when
  // they fit, else per pixel column the lowest and highest value of each series (min/max
  // decimation keeps every spike), with the nearest index outside either end so the line
  // runs to the frame.
  function visible(data, min, max, width) {
    var xs = data[0], from = 0, to = xs.length - 1;
    while (from < to && xs[from + 1] < min) from++;
    while (to > from && xs[to - 1] > max) to--;
    if (to - from + 1 <= 2 * width) {
      var all = [];
      for (var i = from; i <= to; i++) all.push(i);
      return all;
    }
    var keep = {}, span = (xs[to] - xs[from]) || 1;
    keep[from] = keep[to] = true;
    for (var s = 1; s < data.length; s++) {
      var col = -1, lo = -1, hi = -1;
      for (var j = from; j <= to; j++) {
        var c = Math.floor((xs[j] - xs[from]) / span * (width - 1));
        if (c !== col) {
          if (lo >= 0) { keep[lo] = keep[hi] = true; }
          col = c; lo = hi = -1;
        }
        var v = data[s][j];
        if (v === null) continue;
        if (lo < 0 || v < data[s][lo]) lo = j;
        if (hi < 0 || v > data[s][hi]) hi = j;
      }
      if (lo >= 0) { keep[lo] = keep[hi] = true; }
    }
    return Object.keys(keep).map(Number).sort(function (a, b) { return a - b; });
  }

  function pick(data, indices) {
    return data.map(function (column) { return indices.map(function (i) { return column[i]; }); });
  }

  function column(xs, points, x, y) {
    var at = {};
    points.forEach(function (p) { at[x(p)] = p; });
    return xs.map(function (v) { return at[v] ? y(at[v]) : null; });
  }

  // The point nearest the cursor in pixels, among the targets, if one is near enough.
  function nearest(u, targets, left, top) {
    var best = null, bestD = NEAR_PX;
    targets.forEach(function (t) {
      var dx = u.valToPos(t.x, "x") - left, dy = u.valToPos(t.y, "y") - top;
      var d = Math.sqrt(dx * dx + dy * dy);
      if (d < bestD) { bestD = d; best = t; }
    });
    return best;
  }

  var TREND = {
    data: function (spec) {
      var times = union(spec.series.map(function (s) { return s.nights.map(function (n) { return n.t; }); }));
      var data = [times];
      var t = function (n) { return n.t; };
      spec.series.forEach(function (s) {
        data.push(column(times, s.nights, t, function (n) { return n.mbS; }));
        if (spec.band) {
          data.push(column(times, s.nights, t, function (n) { return n.mbS + n.error; }));
          data.push(column(times, s.nights, t, function (n) { return n.mbS - n.error; }));
        }
      });
      return data;
    },
    options: function (spec) {
      var series = [{}];
      spec.series.forEach(function (s, i) {
        var color = COLORS[i % COLORS.length];
        series.push({ label: s.name, stroke: color, width: 2, spanGaps: true, points: { show: true, size: 6, fill: color } });
        if (spec.band) {
          series.push({ label: s.name + " + error", stroke: "#9ecae1", width: 1, points: { show: false } });
          series.push({ label: s.name + " - error", stroke: "#9ecae1", width: 1, points: { show: false } });
        }
      });
      return {
        // Every night: a margin at either end, so the first and last are not on the frame. A
        // zoom's range is kept as it is, so setting it again (a redraw at full detail) keeps it.
        scales: { x: { time: true, range: function (u, min, max) {
          var xs = u.data[0];
          if (xs.length === 0 || min > xs[0] || max < xs[xs.length - 1]) return [min, max];
          var first = xs[0], last = xs[xs.length - 1];
          var pad = last > first ? (last - first) / 20 : 3600;
          return [first - pad, last + pad];
        } } },
        // Times in UTC, as the tip and the tables write them.
        tzDate: function (ts) { return uPlot.tzDate(new Date(ts * 1e3), "Etc/UTC"); },
        series: series,
        axes: [{}, { label: spec.yLabel, size: 60 }],
        bands: spec.band ? spec.series.map(function (s, i) { return { series: [2 + BANDED * i, 3 + BANDED * i], fill: "rgba(158,202,225,0.35)" }; }) : []
      };
    },
    targets: function (u, spec) {
      var perSeries = spec.band ? BANDED : 1, out = [];
      spec.series.forEach(function (s, i) {
        if (!u.series[1 + i * perSeries].show) return;
        s.nights.forEach(function (n) {
          out.push({ x: n.t, y: n.mbS, report: n.report, text: s.name + "\n" + n.date + (n.label ? " " + n.label : "")
              + "\nrun " + n.run + "\n" + n.shown + " (JMH 99.9 % error)" + (n.report ? "\nclick for its page" : "") });
        });
      });
      return out;
    },
    draw: function (u, spec, layer) {
      layer.textContent = "";
      spec.changes.forEach(function (c, k) {
        var x = u.valToPos(c.t, "x");
        if (x < 0 || x > u.over.clientWidth) return;
        var mark = el("div", c.drop ? "chart-change drop" : "chart-change");
        mark.style.left = x + "px";
        var label = el("span", "chart-change-label", c.label);
        label.style.top = (4 + 16 * (k % 2)) + "px";
        mark.appendChild(label);
        layer.appendChild(mark);
      });
    }
  };

  var SWEEP = {
    data: function (spec) {
      // A fitted curve comes as two arrays (it has many points and no text of its own).
      var points = function (s) { return s.points || s.x.map(function (x, i) { return { x: x, mbS: s.mbS[i] }; }); };
      var xs = union(spec.series.map(function (s) { return points(s).map(function (p) { return p.x; }); }));
      var x = function (p) { return p.x; };
      return [xs].concat(spec.series.map(function (s) { return column(xs, points(s), x, function (p) { return p.mbS; }); }));
    },
    options: function (spec) {
      var ends = [spec.ticks[0].x, spec.ticks[spec.ticks.length - 1].x];
      var labels = {};
      spec.ticks.forEach(function (t) { labels[t.x] = t.label; });
      var series = [{}].concat(spec.series.map(function (s) {
        if (s.role === "measured") {
          // Dots only, as measured: no line joins them (the fitted curve is the line).
          return { label: s.name, stroke: s.color, width: 1, paths: function () { return null; },
            points: { show: true, size: 8, fill: s.color, stroke: s.color } };
        }
        return { label: s.name, stroke: s.color, width: s.role === "fitted" ? 2 : 1.5, spanGaps: true,
          dash: s.role === "predicted" ? [6, 4] : undefined, points: { show: false } };
      }));
      return {
        scales: {
          // All points: from the power of two at or below the least to the one at or above the most.
          x: { time: false, distr: 3, log: 2, range: function (u, min, max) {
            var all = u.data[0];
            return min <= all[0] && max >= all[all.length - 1] ? ends : [min, max];
          } },
          // From zero, or zoomed to the data when they span only a narrow band (the axis label says so).
          y: { range: function (u, min, max) {
            return [spec.yMin, spec.yMax !== undefined ? spec.yMax : Math.max(max, spec.yMin + 1e-9) * 1.1];
          } }
        },
        series: series,
        legend: { live: false },
        axes: [
          { label: spec.xLabel,
            splits: function (u) {
              var lo = u.scales.x.min * (1 - 1e-9), hi = u.scales.x.max * (1 + 1e-9);
              return spec.ticks.map(function (t) { return t.x; }).filter(function (x) { return x >= lo && x <= hi; });
            },
            values: function (u, splits) { return splits.map(function (x) { return labels[x]; }); } },
          { label: spec.yLabel, size: 60 }
        ]
      };
    },
    targets: function (u, spec) {
      var out = [];
      spec.series.forEach(function (s, i) {
        if (s.role === "fitted" || !u.series[i + 1].show) return;
        s.points.forEach(function (p) { out.push({ x: p.x, y: p.mbS, text: s.name + "\n" + p.tip }); });
      });
      spec.knees.forEach(function (k) {
        if (u.series[k.series + 1].show) out.push({ x: k.x, y: k.mbS, text: k.tip });
      });
      return out;
    },
    // Error bars of the measured points, and each shown fit's knee as a dark diamond, as the PNG has them.
    draw: function (u, spec) {
      var ctx = u.ctx, px = uPlot.pxRatio;
      ctx.save();
      ctx.beginPath();
      ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
      ctx.clip();
      spec.series.forEach(function (s, i) {
        if (s.role !== "measured" || !u.series[i + 1].show) return;
        ctx.strokeStyle = s.color;
        ctx.lineWidth = px;
        s.points.forEach(function (p) {
          if (!(p.error > 0)) return;
          var x = u.valToPos(p.x, "x", true), lo = u.valToPos(p.mbS - p.error, "y", true), hi = u.valToPos(p.mbS + p.error, "y", true);
          ctx.beginPath();
          ctx.moveTo(x, lo); ctx.lineTo(x, hi);
          ctx.moveTo(x - 4 * px, lo); ctx.lineTo(x + 4 * px, lo);
          ctx.moveTo(x - 4 * px, hi); ctx.lineTo(x + 4 * px, hi);
          ctx.stroke();
        });
      });
      ctx.fillStyle = "#222";
      spec.knees.forEach(function (k) {
        if (!u.series[k.series + 1].show) return;
        var x = u.valToPos(k.x, "x", true), y = u.valToPos(k.mbS, "y", true), r = 7 * px;
        ctx.beginPath();
        ctx.moveTo(x, y - r); ctx.lineTo(x + r, y); ctx.lineTo(x, y + r); ctx.lineTo(x - r, y);
        ctx.closePath();
        ctx.fill();
      });
      ctx.restore();
    }
  };

  function chart(figure, given) {
    var spec = given || JSON.parse(figure.querySelector("script.chart-data").textContent);
    var kind = spec.kind === "sweep" ? SWEEP : TREND;
    var plot = figure.querySelector(".chart-plot");
    var tip = el("div", "chart-tip");
    tip.hidden = true;
    var layer = el("div", "chart-changes");
    var hover = null;
    var opts = kind.options(spec);
    opts.width = Math.max(300, plot.clientWidth);
    opts.height = HEIGHT;
    opts.cursor = { drag: { x: true, y: false }, points: { show: false } };
    var full = kind.data(spec), shown = full;
    if (kind === TREND && full[0].length > 2 * opts.width) {
      shown = pick(full, visible(full, -Infinity, Infinity, opts.width));
    }
    var swapping = false;
    opts.hooks = {
      // A zoom draws the nights in its range again, at full detail where they fit. The data
      // are swapped after uPlot's commit (which has worked out the nights in view from the
      // data it had), and the range set again so it works them out anew.
      setScale: [function (u, key) {
        if (kind !== TREND || key !== "x" || swapping) return;
        var width = Math.max(1, Math.round(u.bbox.width / uPlot.pxRatio));
        if (full === shown && full[0].length <= 2 * width) return;
        var min = u.scales.x.min, max = u.scales.x.max;
        var next = pick(full, visible(full, min, max, width));
        queueMicrotask(function () {
          swapping = true;
          try {
            u.batch(function () {
              shown = next;
              u.setData(next, false);
              u.setScale("x", { min: min, max: max });
            });
          } finally {
            swapping = false;
          }
        });
      }],
      draw: [function (u) { kind.draw(u, spec, layer); }],
      setCursor: [function (u) {
        hover = u.cursor.left < 0 ? null : nearest(u, kind.targets(u, spec), u.cursor.left, u.cursor.top);
        tip.hidden = hover === null;
        if (hover) {
          tip.textContent = hover.text;
          // Kept inside the plot, so a long label never widens the page.
          tip.style.left = Math.max(0, Math.min(u.cursor.left + 12, u.over.clientWidth - tip.offsetWidth)) + "px";
          tip.style.top = (u.cursor.top + 12) + "px";
        }
      }]
    };
    var u = new uPlot(opts, shown, plot);
    u.over.appendChild(layer);
    u.over.appendChild(tip);
    // The change points' layer is markup, not canvas: filled again now that it is in the plot.
    if (kind === TREND) TREND.draw(u, spec, layer);
    // A click opens the night's page; a drag (the pointer moved) is a zoom, not a click.
    var down = null;
    u.over.addEventListener("mousedown", function (e) { down = [e.clientX, e.clientY]; });
    u.over.addEventListener("click", function (e) {
      var still = down && Math.abs(e.clientX - down[0]) < 4 && Math.abs(e.clientY - down[1]) < 4;
      if (still && hover && hover.report) window.location.href = hover.report;
    });
    window.addEventListener("resize", function () { u.setSize({ width: Math.max(300, plot.clientWidth), height: HEIGHT }); });
    window.bulkbenchCharts.push(u);
  }

  window.bulkbenchChart = chart;

  function all() {
    Array.prototype.forEach.call(document.querySelectorAll("figure.chart"), function (figure) {
      chart(figure);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", all);
  else all();
})();
