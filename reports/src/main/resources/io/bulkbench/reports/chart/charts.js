// Draws every <figure class="chart"> of the page with uPlot, from the JSON in its
// <script type="application/json" class="chart-data">. Every text from the data reaches
// the page through textContent, never as markup: a board or label may be hostile.
// Hover: the nearest night's date, label, run, value and error. Drag: zoom into the
// nights under it; double-click: all nights again. Click a night: its report.
// The legend shows or hides a series. Change points are dashed lines with their label.
(function () {
  "use strict";
  var COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf", "#7f7f7f"];
  var NEAR_PX = 40;
  window.bulkbenchCharts = [];

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // uPlot wants one x array shared by every series: the union of the nights' times.
  function aligned(spec) {
    var times = [];
    spec.series.forEach(function (s) { s.nights.forEach(function (n) { times.push(n.t); }); });
    times = times.filter(function (t, i, all) { return all.indexOf(t) === i; }).sort(function (a, b) { return a - b; });
    var data = [times];
    spec.series.forEach(function (s) {
      var at = {};
      s.nights.forEach(function (n) { at[n.t] = n; });
      var mean = times.map(function (t) { return at[t] ? at[t].mbS : null; });
      data.push(mean);
      if (spec.band) {
        data.push(times.map(function (t) { return at[t] ? at[t].mbS + at[t].error : null; }));
        data.push(times.map(function (t) { return at[t] ? at[t].mbS - at[t].error : null; }));
      }
    });
    return data;
  }

  function seriesOptions(spec) {
    var out = [{}];
    spec.series.forEach(function (s, i) {
      var color = COLORS[i % COLORS.length];
      out.push({ label: s.name, stroke: color, width: 2, spanGaps: true, points: { show: true, size: 6, fill: color } });
      if (spec.band) {
        out.push({ label: s.name + " + error", stroke: "#9ecae1", width: 1, points: { show: false } });
        out.push({ label: s.name + " - error", stroke: "#9ecae1", width: 1, points: { show: false } });
      }
    });
    return out;
  }

  // The night nearest the cursor in pixels, among the series shown, if one is near enough.
  function nearest(u, spec, left, top) {
    var best = null, bestD = NEAR_PX;
    var perSeries = spec.band ? 3 : 1;
    spec.series.forEach(function (s, i) {
      if (!u.series[1 + i * perSeries].show) return;
      s.nights.forEach(function (n) {
        var dx = u.valToPos(n.t, "x") - left, dy = u.valToPos(n.mbS, "y") - top;
        var d = Math.sqrt(dx * dx + dy * dy);
        if (d < bestD) { bestD = d; best = { series: s, night: n }; }
      });
    });
    return best;
  }

  function tipText(hit) {
    var n = hit.night;
    return hit.series.name + "\n" + n.date + (n.label ? " " + n.label : "") + "\nrun " + n.run + "\n"
        + n.shown + " (JMH 99.9 % error)"
        + (n.report ? "\nclick for its report" : "");
  }

  function drawChanges(u, spec, layer) {
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

  function chart(figure) {
    var spec = JSON.parse(figure.querySelector("script.chart-data").textContent);
    var plot = figure.querySelector(".chart-plot");
    var tip = el("div", "chart-tip");
    tip.hidden = true;
    var layer = el("div", "chart-changes");
    var hover = null;
    var opts = {
      width: Math.max(300, plot.clientWidth),
      height: 340,
      // A margin at either end, so the first and last nights are not on the frame.
      scales: { x: { time: true, range: function (u, min, max) {
        var pad = max > min ? (max - min) / 20 : 3600;
        return [min - pad, max + pad];
      } } },
      // Times in UTC, as the tip and the tables write them.
      tzDate: function (ts) { return uPlot.tzDate(new Date(ts * 1e3), "Etc/UTC"); },
      series: seriesOptions(spec),
      axes: [{}, { label: spec.yLabel, size: 60 }],
      bands: spec.band ? spec.series.map(function (s, i) { return { series: [2 + 3 * i, 3 + 3 * i], fill: "rgba(158,202,225,0.35)" }; }) : [],
      cursor: { drag: { x: true, y: false }, points: { show: false } },
      hooks: {
        draw: [function (u) { drawChanges(u, spec, layer); }],
        setCursor: [function (u) {
          hover = u.cursor.left < 0 ? null : nearest(u, spec, u.cursor.left, u.cursor.top);
          tip.hidden = hover === null;
          if (hover) {
            tip.textContent = tipText(hover);
            // Kept inside the plot, so a long label never widens the page.
            tip.style.left = Math.max(0, Math.min(u.cursor.left + 12, u.over.clientWidth - tip.offsetWidth)) + "px";
            tip.style.top = (u.cursor.top + 12) + "px";
          }
        }]
      }
    };
    var u = new uPlot(opts, aligned(spec), plot);
    u.over.appendChild(layer);
    u.over.appendChild(tip);
    drawChanges(u, spec, layer);
    // A click opens the night's report; a drag (the pointer moved) is a zoom, not a click.
    var down = null;
    u.over.addEventListener("mousedown", function (e) { down = [e.clientX, e.clientY]; });
    u.over.addEventListener("click", function (e) {
      var still = down && Math.abs(e.clientX - down[0]) < 4 && Math.abs(e.clientY - down[1]) < 4;
      if (still && hover && hover.night.report) window.location.href = hover.night.report;
    });
    window.addEventListener("resize", function () { u.setSize({ width: Math.max(300, plot.clientWidth), height: 340 }); });
    window.bulkbenchCharts.push(u);
  }

  function all() {
    Array.prototype.forEach.call(document.querySelectorAll("figure.chart"), function (figure) {
      chart(figure);
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", all);
  else all();
})();
