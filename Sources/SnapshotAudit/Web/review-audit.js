  const node = document.getElementById("audit-data");
  if (!node) return;
  const audit = JSON.parse(node.textContent);
  // `images`: snapshot key → its render, relative to the page, for keys with an error or warning.
  const images = audit.images || {};
  // Pixels per point by device (a phone 3, a watch or CarPlay 2; StandBy's 2× is already in its
  // points): a frame in points is frame × the scale of its snapshot's device in the image.
  const imageScales = audit.imageScales || {};
  const SEVERITIES = ["error", "warning", "info"];
  // The reviewer's filters, kept while the page is open. Allowlisted findings are accepted, so
  // they are hidden until asked for.
  const filter = { rule: "", severity: "", allowlisted: false };
  const failing = audit.counts.failing || 0;
  const button = el("button", failing ? "primary" : null, "Accessibility" + (failing ? " (" + failing + " errors)" : ""));
  button.id = "audit-button";
  button.title = "Accessibility audit: " + audit.subjects + " snapshots";
  button.addEventListener("click", show);
  document.getElementById("top").appendChild(button);

  // `scenario/surface` of a snapshot key, and the surface alone (the name's first field).
  function group(f) {
    const parts = f.key.split("/");
    return parts.length > 1 ? parts[0] + "/" + parts[1].split("_")[0] : f.key;
  }
  function surfaceOf(key) { return (key.split("/")[1] || "").split("_")[0]; }
  function shown(f) {
    return (!filter.rule || f.rule === filter.rule) && (!filter.severity || f.severity === filter.severity)
      && (filter.allowlisted || !f.allowlisted);
  }

  function show() {
    const main = clear(document.getElementById("main"));
    // NB: add() returns its parent, so the section is made first and then attached.
    const root = el("div", "audit");
    add(main, root);
    add(root, el("h1", null, "Accessibility audit"),
      el("p", "message", audit.subjects + " snapshots; " + failing + " failing errors; "
        + audit.counts.allowlisted + " findings allowlisted."));
    const table = el("table"), head = el("tr");
    for (const h of ["Rule", "Errors", "Warnings", "Info"]) add(head, el("th", null, h));
    add(table, head);
    for (const rule of Object.keys(audit.counts.byRule).sort()) {
      const c = audit.counts.byRule[rule], tr = el("tr");
      add(tr, el("td", "mono", rule), el("td", "n", c.error || 0), el("td", "n", c.warning || 0), el("td", "n", c.info || 0));
      add(table, tr);
    }
    const list = el("div", "presentations");
    add(root, table);
    // The layout sweep over the whole input space, when the folder has one (review-sweep.js).
    if (audit.sweep) add(root, sweepPart(audit.sweep, imageScales));
    add(root, filters(list), list);
    presentations(list);
  }

  function choice(label, name, options, list) {
    const wrap = el("label", null, label + " "), sel = el("select");
    sel.name = name;
    for (const [value, text] of options) { const o = el("option", null, text); o.value = value; sel.appendChild(o); }
    sel.value = filter[name];
    sel.addEventListener("change", () => { filter[name] = sel.value; presentations(list); });
    return add(wrap, sel);
  }
  function filters(list) {
    const rules = Array.from(new Set(audit.findings.map(f => f.rule))).sort();
    const allowlisted = audit.findings.filter(f => f.allowlisted).length;
    const box = add(el("div", "audit-filters"),
      choice("Rule", "rule", [["", "All rules"]].concat(rules.map(r => [r, r])), list),
      choice("Severity", "severity", [["", "All severities"]].concat(SEVERITIES.map(s => [s, s])), list));
    const check = el("input");
    check.type = "checkbox"; check.id = "audit-allowlisted"; check.checked = filter.allowlisted;
    check.addEventListener("change", () => { filter.allowlisted = check.checked; presentations(list); });
    const label = add(el("label"), check, document.createTextNode(" Show allowlisted (" + allowlisted + ")"));
    return add(box, label);
  }

  // The snapshot at the failing size beside a finding, with the finding's frame outlined;
  // nil when audit.json has no image for its key (the presentation's overlay stands in).
  function figure(f) {
    const src = images[f.key];
    return src ? outlinedFigure(src, f, surfaceOf(f.key), imageScales) : null;
  }

  function row(f) {
    const tr = el("tr", "finding"), sev = el("td");
    tr.dataset.rule = f.rule; tr.dataset.severity = f.severity; tr.dataset.key = f.key;
    if (f.allowlisted) tr.classList.add("allowlisted");
    add(sev, el("span", "sev " + f.severity, f.severity));
    const msg = el("td", null, f.message);
    if (f.allowlisted) add(msg, el("div", "allow", "allowlisted: " + f.allowlistReason));
    const measured = f.measured === null || f.measured === undefined ? "" : f.measured.toFixed(2) + " / " + f.threshold;
    return add(tr, sev, el("td", "mono", f.rule), el("td", "mono", f.key.split("/").slice(1).join("/")),
      el("td", null, (f.role || "") + (f.text ? " “" + f.text + "”" : "") + (f.shown ? ", drawn “" + f.shown + "”" : "")),
      el("td", "n", measured), msg,
      add(el("td", "figure"), figure(f)));
  }

  function presentations(list) {
    clear(list);
    const narrowed = filter.rule || filter.severity;
    const groups = {};
    for (const f of audit.findings) (groups[group(f)] = groups[group(f)] || []).push(f);
    for (const key of Object.keys(audit.overlays)) groups[key] = groups[key] || [];
    const voice = {};
    for (const v of audit.voiceOver) voice[v.presentation] = v.summaries;
    const bad = k => groups[k].filter(f => f.severity === "error" && !f.allowlisted).length;
    const keys = Object.keys(groups).sort((a, b) => (bad(b) > 0) - (bad(a) > 0) || (a < b ? -1 : a > b ? 1 : 0));
    const total = audit.findings.filter(shown).length;
    add(list, el("h2", null, "By presentation"),
      el("p", "note", total + " of " + audit.findings.length + " findings shown"
        + (filter.allowlisted ? "" : "; allowlisted ones hidden") + "."));
    for (const key of keys) {
      const all = groups[key], visible = all.filter(shown);
      // NB: a rule or severity filter hides the presentations it leaves empty; unfiltered,
      // every presentation with an overlay stays, as the audit drew it.
      if (narrowed && !visible.length) continue;
      const d = el("details");
      if (bad(key)) d.open = true;
      add(d, el("summary", null, key + " — " + bad(key) + " errors, " + visible.length + " of " + all.length + " findings shown"));
      if (audit.overlays[key]) { const img = el("img", "overlay"); img.src = audit.overlays[key]; img.alt = "Overlay of " + key; add(d, img); }
      const ul = el("ul", "voice");
      for (const s of voice[key] || []) add(ul, el("li", null, "VoiceOver: " + s.text + " (" + s.snapshots + " snapshots)"));
      add(d, ul);
      const t = el("table");
      for (const f of visible.slice(0, 400)) add(t, row(f));
      if (visible.length > 400) add(d, el("p", "note", (visible.length - 400) + " more in audit.json"));
      add(d, t);
      add(list, d);
    }
  }
})();
