  const node = document.getElementById("audit-data");
  if (!node) return;
  const audit = JSON.parse(node.textContent);
  const failing = audit.counts.failing || 0;
  const button = el("button", failing ? "primary" : null, "Accessibility" + (failing ? " (" + failing + " errors)" : ""));
  button.id = "audit-button";
  button.title = "Accessibility audit: " + audit.subjects + " snapshots";
  button.addEventListener("click", show);
  document.getElementById("top").appendChild(button);

  function group(f) {
    const parts = f.key.split("/");
    return parts.length > 1 ? parts[0] + "/" + parts[1].split("_")[0] : f.key;
  }
  function show() {
    const main = document.getElementById("main");
    while (main.firstChild) main.removeChild(main.firstChild);
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
    add(root, table);
    const groups = {};
    for (const f of audit.findings) (groups[group(f)] = groups[group(f)] || []).push(f);
    for (const key of Object.keys(audit.overlays)) groups[key] = groups[key] || [];
    const voice = {};
    for (const v of audit.voiceOver) voice[v.presentation] = v.summaries;
    const bad = k => groups[k].filter(f => f.severity === "error" && !f.allowlisted).length;
    const keys = Object.keys(groups).sort((a, b) => (bad(b) > 0) - (bad(a) > 0) || (a < b ? -1 : a > b ? 1 : 0));
    add(root, el("h2", null, "By presentation"));
    for (const key of keys) {
      const list = groups[key], d = el("details");
      if (bad(key)) d.open = true;
      add(d, el("summary", null, key + " — " + bad(key) + " errors, " + list.length + " findings"));
      if (audit.overlays[key]) { const img = el("img"); img.src = audit.overlays[key]; img.alt = "Overlay of " + key; add(d, img); }
      const ul = el("ul", "voice");
      for (const s of voice[key] || []) add(ul, el("li", null, "VoiceOver: " + s.text + " (" + s.snapshots + " snapshots)"));
      add(d, ul);
      const t = el("table");
      for (const f of list.slice(0, 400)) {
        const tr = el("tr"), sev = el("td");
        add(sev, el("span", "sev " + f.severity, f.severity));
        const msg = el("td", null, f.message);
        if (f.allowlisted) add(msg, el("div", "allow", "allowlisted: " + f.allowlistReason));
        const measured = f.measured === null ? "" : f.measured.toFixed(2) + " / " + f.threshold;
        add(tr, sev, el("td", "mono", f.rule), el("td", "mono", f.key.split("/").slice(1).join("/")),
          el("td", null, (f.role || "") + (f.text ? " “" + f.text + "”" : "")), el("td", "n", measured), msg);
        add(t, tr);
      }
      if (list.length > 400) add(d, el("p", "note", (list.length - 400) + " more in audit.json"));
      add(d, t);
      add(root, d);
    }
  }
})();