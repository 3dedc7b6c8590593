// The Accessibility section's "Sweep" part (review-audit.js calls sweepPart): the layout
// sweep's counts per rule, then per broken rule its contact sheet and worst cases, each image
// with the finding's element outlined. `sweep` is the summary AuditReviewSection embeds from
// the folder's sweep/sweep.json; its paths are relative to the page. Built with textContent only.
function sweepPart(sweep, imageScales) {
  const part = el("section", "sweep");
  part.id = "sweep";
  const failing = sweep.failing || 0;
  add(part, el("h2", null, "Sweep"),
    el("p", "message", "Seed " + sweep.seed + ", " + sweep.space + " space: " + sweep.subjects + " snapshots of "
      + sweep.cases + " generated cases; " + failing + " failing errors. Covers " + sweep.coverage.pairsCovered + " of "
      + sweep.coverage.pairs + " pairs of axis values and " + sweep.coverage.stopNames.used + " of "
      + sweep.coverage.stopNames.of + " stop names."));
  const table = el("table"), head = el("tr");
  for (const h of ["Rule", "Holds", "Errors", "Warnings", "Info"]) add(head, el("th", null, h));
  add(table, head);
  const holds = {};
  for (const i of sweep.invariants || []) holds[i.id] = i.holds;
  const rules = Array.from(new Set(Object.keys(sweep.counts || {}).concat(Object.keys(holds)))).sort();
  for (const rule of rules) {
    const c = (sweep.counts || {})[rule] || {}, tr = el("tr");
    if (c.error) tr.classList.add("broken");
    add(tr, el("td", "mono", rule), el("td", null, holds[rule] || "the audit's rule (docs/audit.md)"),
      el("td", "n", c.error || 0), el("td", "n", c.warning || 0), el("td", "n", c.info || 0));
    add(table, tr);
  }
  add(part, table);
  for (const rule of Object.keys(sweep.worst || {}).sort()) {
    const cases = sweep.worst[rule], d = el("details");
    add(d, el("summary", null, rule + " — worst " + cases.length + " cases"));
    if (sweep.sheets && sweep.sheets[rule]) {
      const img = el("img", "sheet");
      img.loading = "lazy"; img.src = sweep.sheets[rule]; img.alt = "Contact sheet of " + rule;
      add(d, img);
    }
    const t = el("table");
    for (const c of cases) {
      const f = c.finding, tr = el("tr", "finding");
      tr.dataset.rule = f.rule; tr.dataset.key = f.key;
      add(tr, add(el("td"), el("span", "sev " + f.severity, f.severity)), el("td", "mono", f.key),
        el("td", null, c.surface + " " + c.device + " " + c.textSize + " " + c.appearance + " " + c.mode + (c.time ? " at " + c.time : "")
          + " · " + c.locale + " · " + c.state + " · “" + c.stopName + "”"),
        el("td", null, (f.role || "") + (f.shown ? " drawn “" + f.shown + "”" : "")), el("td", null, f.message),
        add(el("td", "figure"), outlinedFigure(c.image, f, c.surface, imageScales)), el("td", "mono", c.scenario));
      add(t, tr);
    }
    add(part, add(d, t));
  }
  return part;
}

// Pixels per point of the snapshot `key` names: its device (the name's second field) in
// `imageScales`; 3, the phones', for a key of an older file that has none.
function scaleOf(key, imageScales) {
  const device = (key.split("/").pop() || "").split("_")[1];
  return (imageScales && imageScales[device]) || 3;
}

// An image of finding `f`'s snapshot on its surface's backdrop, with the finding's frame
// (points; the image is its device's `imageScales` pixels a point) outlined. NB: placed in percent of the
// image once it has loaded, so the outline stays on the element however large the image is
// drawn. Shared by the audit's findings (review-audit.js) and the sweep's worst cases.
function outlinedFigure(src, f, surface, imageScales) {
  const frame = backdropFrame("div", "shot", surface), img = el("img");
  img.loading = "lazy"; img.alt = "Snapshot " + f.key; img.src = src;
  add(frame, img);
  if (f.frame) {
    const box = el("div", "outline");
    box.hidden = true;
    img.addEventListener("load", () => {
      if (!img.naturalWidth || !img.naturalHeight) return;
      const imageScale = scaleOf(f.key, imageScales);
      const w = img.naturalWidth / imageScale, h = img.naturalHeight / imageScale;
      box.style.left = (100 * f.frame.x / w) + "%"; box.style.top = (100 * f.frame.y / h) + "%";
      box.style.width = (100 * f.frame.width / w) + "%"; box.style.height = (100 * f.frame.height / h) + "%";
      box.hidden = false;
    });
    add(frame, box);
  }
  return frame;
}
