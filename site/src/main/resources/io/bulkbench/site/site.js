// The lab site's pages, drawn from its data files. A board's nights are data: one file per
// board and month (boards/NAME/nights-YYYY-MM.js), each a script that adds its month to
// window.bulkbenchNights, so a page loads them with script tags and works from file:// as
// from any static host. Three pages use them:
// - night.html#FOLDER/MONTH/RUN loads the one month its night is in and shows every point;
// - a board's page loads its months and draws its key points' trends (charts.js);
// - the index and device pages sort, filter and page their table of boards.
// Every text from the data reaches the page through textContent, never as markup.
(function () {
  "use strict";
  var nights = window.bulkbenchNights = window.bulkbenchNights || [];
  var MISSING = "\u2013";
  var PAGE_ROWS = 100;
  var PLAIN = /^[A-Za-z0-9._-]+$/;
  var MONTH = /^\d{4}-\d{2}$/;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function row(cells, tag) {
    var tr = el("tr");
    cells.forEach(function (c) { tr.appendChild(el(tag || "td", null, c)); });
    return tr;
  }

  // Numbers as SignificantFigures writes them: the value's shortest decimal rounded half
  // up to `decimals`, three significant figures, every digit before the point from 100 up.
  function fixed(value, decimals) {
    var m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(value)));
    var digits = m[1] + (m[2] || ""), point = m[1].length + (m[3] ? parseInt(m[3], 10) : 0);
    if (point < 0) { digits = "0".repeat(-point) + digits; point = 0; }
    while (digits.length < point + decimals + 1) digits += "0";
    var kept = BigInt(digits.slice(0, point + decimals) || "0");
    if (digits.charCodeAt(point + decimals) - 48 >= 5) kept += 1n;
    var text = kept.toString().padStart(decimals + 1, "0");
    var whole = text.slice(0, text.length - decimals), fraction = text.slice(text.length - decimals);
    return (value < 0 || Object.is(value, -0) ? "-" : "") + whole + (decimals > 0 ? "." + fraction : "");
  }

  function decimals(value) {
    var d = 2;
    while (d > 0 && Math.abs(parseFloat(fixed(value, d))) >= Math.pow(10, 3 - d)) d--;
    return d;
  }

  function figure(mbS) {
    return mbS === null || !isFinite(mbS) ? MISSING : fixed(mbS, decimals(mbS));
  }

  function withError(mbS, error) {
    if (mbS === null || !isFinite(mbS) || error === null || !isFinite(error)) return figure(mbS);
    return figure(mbS) + " \u00b1 " + fixed(error, decimals(mbS));
  }

  // A size as ByteSizeText writes it: the largest 1024-based unit that holds it whole, else bytes.
  function size(bytes) {
    var units = [[1073741824, " GiB"], [1048576, " MiB"], [1024, " KiB"]];
    for (var i = 0; i < units.length; i++) {
      if (bytes >= units[i][0] && bytes % units[i][0] === 0) return bytes / units[i][0] + units[i][1];
    }
    return bytes + " B";
  }

  function keyText(k) {
    return k.direction + " " + k.mode + " " + size(k.bytes) + " x " + k.buffers;
  }

  // A night's page, from the one month its night is in.
  function nightLink(up, folder, month, run) {
    return up + "night.html#" + folder + "/" + month + "/" + encodeURIComponent(run);
  }

  function chunkOf(folder, month) {
    for (var i = 0; i < nights.length; i++) {
      if (nights[i].folder === folder && nights[i].month === month) return nights[i];
    }
    return null;
  }

  // Where each point key of a month is in its nights' points, by the key's id.
  function keyIndex(chunk) {
    if (!chunk.index) {
      chunk.index = {};
      chunk.keys.forEach(function (k, i) { chunk.index[k.id] = i; });
    }
    return chunk.index;
  }

  function load(src, done, failed) {
    var s = document.createElement("script");
    s.src = src;
    s.onload = done;
    s.onerror = failed;
    document.head.appendChild(s);
  }

  function nightPage(root) {
    var parts = location.hash.slice(1).split("/");
    var say = function (text) { root.textContent = ""; root.appendChild(el("p", null, text)); };
    if (parts.length !== 3 || !PLAIN.test(parts[0]) || parts[0].indexOf("..") >= 0 || !MONTH.test(parts[1])) {
      say("This page shows one night of a board: open it from a board's page or the index.");
      return;
    }
    var folder = parts[0], month = parts[1], run;
    try {
      run = decodeURIComponent(parts[2]);
    } catch (e) {
      say("This address names no run: open the night from its board's page.");
      return;
    }
    load("boards/" + folder + "/nights-" + month + ".js", function () {
      var chunk = chunkOf(folder, month);
      var night = chunk && chunk.runs.filter(function (r) { return r.run === run; })[0];
      if (!night) {
        say("The site has no such night of this board in " + month + ": the link may be of an older build.");
        return;
      }
      showNight(root, chunk, night);
    }, function () {
      say("The site has no nights of this board in " + month + ".");
    });
  }

  function showNight(root, chunk, night) {
    root.textContent = "";
    document.title = "Night " + night.run + " of board " + chunk.board;
    document.querySelector("h1").textContent = document.title;
    var meta = el("p", "meta");
    var board = el("a", null, "Board " + chunk.board);
    board.href = "boards/" + chunk.folder + "/index.html";
    meta.appendChild(board);
    meta.appendChild(document.createTextNode(" \u00b7 started " + night.date + " on host " + (night.host || "unknown")
        + (night.label ? " \u00b7 label " + night.label : "") + " \u00b7 plan " + chunk.plan));
    if (night.report) {
      meta.appendChild(document.createTextNode(" \u00b7 "));
      var report = el("a", null, "the run's own report");
      report.href = "boards/" + chunk.folder + "/" + night.report;
      meta.appendChild(report);
    }
    root.appendChild(meta);
    // The verdict stored when the run was recorded: the one nightly and the board's page tell.
    root.appendChild(el("p", "verdict", "Against the night before: " + (night.verdict || "not judged")));
    if (night.defaults.length) {
      root.appendChild(el("h2", null, "Recommended defaults"));
      var ul = el("ul", "defaults");
      night.defaults.forEach(function (d) {
        var li = el("li");
        li.appendChild(el("span", "symbol", d[0] + "=" + d[1]));
        li.appendChild(document.createTextNode(" (" + d[2] + " " + d[3] + ", " + d[4] + ")"));
        ul.appendChild(li);
      });
      root.appendChild(ul);
    }
    var table = el("table");
    table.id = "points";
    // What a point cost the CPU, where the night measured it: [.., CPU us per MB, its error, host share].
    var cpu = night.points.some(function (p) { return p && p.length > 3 && p[3] !== null; });
    var host = night.points.some(function (p) { return p && p.length > 5 && p[5] !== null; });
    var head = el("thead");
    head.appendChild(row(["device", "direction", "copy mode", "request size", "buffers", "MB/s", "status"]
      .concat(cpu ? ["CPU us/MB"] : []).concat(host ? ["host CPU"] : []), "th"));
    table.appendChild(head);
    var body = el("tbody");
    var curves = {};
    chunk.keys.forEach(function (k, i) {
      var p = night.points[i];
      if (!p) return;
      var ok = p[2] === "ok";
      var cells = [k.device, k.direction, k.mode, size(k.bytes), String(k.buffers),
        ok ? withError(p[0], p[1]) : MISSING, p[2]];
      if (cpu) cells.push(p.length > 3 ? withError(p[3], p[4]) : MISSING);
      // A whole percent, as the report writes it (CpuCostText.percent).
      if (host) cells.push(p.length > 5 && p[5] !== null ? Math.round(100 * p[5]) + " %" : MISSING);
      body.appendChild(row(cells));
      if (!ok) return;
      var name = k.device + " " + k.direction + " " + k.mode + " " + size(k.bytes);
      (curves[name] = curves[name] || []).push({ x: k.buffers, mbS: p[0], error: p[1] || 0,
        tip: keyText(k) + "\n" + withError(p[0], p[1]) + " MB/s (JMH 99.9 % error)" });
    });
    table.appendChild(body);
    var names = Object.keys(curves).sort();
    if (names.length) {
      root.appendChild(el("h2", null, "Throughput against buffers"));
      var sweep = sweepFigure(names, curves);
      root.appendChild(sweep);
      sweep.drawn();
    }
    root.appendChild(el("h2", null, "Every point"));
    root.appendChild(table);
  }

  function sweepFigure(names, curves) {
    var COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf", "#7f7f7f"];
    var xs = [];
    names.forEach(function (n) { curves[n].forEach(function (p) { if (xs.indexOf(p.x) < 0) xs.push(p.x); }); });
    xs.sort(function (a, b) { return a - b; });
    var spec = { kind: "sweep", xLabel: "buffers", yLabel: "MB/s", yMin: 0,
      ticks: xs.map(function (x) { return { x: x, label: String(x) }; }), knees: [],
      series: names.map(function (n, i) {
        return { name: n, role: "measured", color: COLORS[i % COLORS.length],
          points: curves[n].sort(function (a, b) { return a.x - b.x; }) };
      }) };
    return chartFigure(spec, "Throughput against buffer count, one series per device, direction, mode and size");
  }

  function chartFigure(spec, title, caption) {
    var figure = el("figure", "chart");
    figure.appendChild(el("div", "chart-title", title));
    var plot = el("div", "chart-plot");
    figure.appendChild(plot);
    if (caption) figure.appendChild(el("figcaption", null, caption));
    figure.drawn = function () { window.bulkbenchChart(figure, spec); };
    return figure;
  }

  // A board's page: its key points' trends over every month its page loaded, and its
  // nights as one CSV to download.
  function boardPage(root) {
    var board = JSON.parse(document.getElementById("board-data").textContent);
    var runs = [];
    board.months.forEach(function (m) {
      var chunk = chunkOf(board.folder, m);
      if (!chunk) return;
      chunk.runs.forEach(function (r) { runs.push({ chunk: chunk, run: r }); });
    });
    runs.sort(function (a, b) { return a.run.t - b.run.t; });
    root.textContent = "";
    board.trends.forEach(function (trend) {
      var series = [];
      runs.forEach(function (n) {
        var i = keyIndex(n.chunk)[trend.key];
        var p = i === undefined ? null : n.run.points[i];
        if (!p || p[2] !== "ok") return;
        series.push({ t: n.run.t, date: n.run.date, label: n.run.label, run: n.run.run, mbS: p[0], error: p[1] || 0,
          shown: withError(p[0], p[1]) + " MB/s", report: nightLink("../../", board.folder, n.chunk.month, n.run.run) });
      });
      var spec = { yLabel: "MB/s", band: true, series: [{ name: "mean", nights: series }], changes: trend.changes };
      var figure = chartFigure(spec, trend.title, trend.caption);
      root.appendChild(figure);
      figure.drawn();
    });
    var button = document.getElementById("download-csv");
    if (button) {
      button.hidden = false;
      button.addEventListener("click", function () { download(board, runs); });
    }
  }

  function csvCell(text) {
    text = String(text);
    // A cell a spreadsheet would read as a formula is quoted with a leading apostrophe.
    if (/^[=+\-@\t\r]/.test(text)) text = "'" + text;
    return /[",\r\n]/.test(text) ? "\"" + text.replace(/"/g, "\"\"") + "\"" : text;
  }

  function download(board, runs) {
    var lines = ["run_id,started,host,label,device,direction,copy_mode,request_bytes,buffers,mb_s,error_mb_s,status"];
    runs.forEach(function (n) {
      n.chunk.keys.forEach(function (k, i) {
        var p = n.run.points[i];
        if (!p) return;
        lines.push([n.run.run, n.run.date, n.run.host, n.run.label, k.device, k.direction, k.mode, k.bytes, k.buffers,
          p[0] === null ? "" : p[0], p[1] === null ? "" : p[1], p[2]].map(csvCell).join(","));
      });
    });
    var a = el("a");
    a.href = URL.createObjectURL(new Blob([lines.join("\n") + "\n"], { type: "text/csv" }));
    a.download = board.folder + "-nights.csv";
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  // A table of boards: its header sorts by any column, the filter box narrows it to rows
  // holding every word typed, and it shows PAGE_ROWS rows at a time. Without script the
  // page holds every row, in its first order.
  function boardTable(table) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var texts = rows.map(function (r) { return r.textContent.toLowerCase(); });
    var order = rows.map(function (r, i) { return i; });
    var matching = order.slice(), page = 0, sortedBy = -1, ascending = true;
    var box = document.getElementById("filter");
    var pager = el("p", "pager");
    var prev = el("button", null, "previous"), next = el("button", null, "next"), where = el("span");
    pager.appendChild(prev);
    pager.appendChild(where);
    pager.appendChild(next);
    table.parentNode.insertBefore(pager, table.nextSibling);
    function show() {
      var pages = Math.max(1, Math.ceil(matching.length / PAGE_ROWS));
      page = Math.min(page, pages - 1);
      var fragment = document.createDocumentFragment();
      matching.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS).forEach(function (i) { fragment.appendChild(rows[i]); });
      body.textContent = "";
      body.appendChild(fragment);
      where.textContent = " " + matching.length + " board(s), page " + (page + 1) + " of " + pages + " ";
      prev.disabled = page === 0;
      next.disabled = page >= pages - 1;
    }
    function refilter() {
      var words = box ? box.value.toLowerCase().split(/\s+/).filter(Boolean) : [];
      matching = order.filter(function (i) { return words.every(function (w) { return texts[i].indexOf(w) >= 0; }); });
      show();
    }
    prev.addEventListener("click", function () { page--; show(); });
    next.addEventListener("click", function () { page++; show(); });
    if (box) {
      box.hidden = false;
      box.addEventListener("input", function () { page = 0; refilter(); });
    }
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
      th.style.cursor = "pointer";
      th.title = "sort by this column";
      th.addEventListener("click", function () {
        ascending = sortedBy === column ? !ascending : true;
        sortedBy = column;
        var cell = rows.map(function (r) { return r.cells[column] ? r.cells[column].textContent : ""; });
        order.sort(function (a, b) {
          var x = parseFloat(cell[a]), y = parseFloat(cell[b]);
          var c = isFinite(x) && isFinite(y) && x !== y ? x - y : cell[a].localeCompare(cell[b]);
          return (ascending ? c : -c) || a - b;
        });
        page = 0;
        refilter();
      });
    });
    refilter();
  }

  function start() {
    var night = document.getElementById("night");
    if (night) nightPage(night);
    var trends = document.getElementById("trends");
    if (trends) boardPage(trends);
    Array.prototype.forEach.call(document.querySelectorAll("table.boards"), boardTable);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
