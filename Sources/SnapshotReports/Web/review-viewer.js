const MODES = [["side", "Side by side"], ["swipe", "Swipe"], ["onion", "Onion skin"], ["blink", "Blink"], ["overlay", "Diff overlay"]];
const AXES = [["scenario", "Scenario"], ["scenarioFile", "File"], ["surface", "Surface"], ["mode", "Mode"],
  ["device", "Device"], ["appearance", "Appearance"], ["textSize", "Text size"], ["time", "Time"],
  ["expectedSize", "Golden size"], ["actualSize", "Rendered size"]];

function setMode(mode) { state.mode = mode; show(); }
function stopBlink() { if (state.blink) { clearInterval(state.blink); state.blink = null; } }

function image(src, cls, alt) {
  const img = el("img", cls);
  img.alt = alt; img.src = src; img.draggable = false;
  img.addEventListener("load", () => sizeImage(img));
  return img;
}
function sizeImage(img) {
  if (state.zoom && img.naturalWidth) img.style.width = Math.round(img.naturalWidth * state.zoom) + "px";
}
function viewport(child, s) {
  const vp = add(backdropFrame("div", "viewport" + (state.zoom ? "" : " fit"), s && s.surface), child);
  vp.addEventListener("scroll", () => {
    for (const other of document.querySelectorAll(".viewport")) if (other !== vp) { other.scrollLeft = vp.scrollLeft; other.scrollTop = vp.scrollTop; }
  });
  return vp;
}

function zoomNext() {
  const s = current();
  if (!s || !s.regions.length) return;
  zoomTo((state.region + 1) % s.regions.length);
}
function zoomTo(i) {
  const s = current(), r = s.regions[i], pad = 24;
  const width = (document.querySelector(".viewport") || document.getElementById("main")).clientWidth || 400;
  state.region = i;
  state.zoom = Math.max(1, Math.min(8, width / (r.width + pad * 2)));
  show();
  const scroll = () => { for (const vp of document.querySelectorAll(".viewport")) {
    vp.scrollLeft = Math.max(0, (r.x - pad) * state.zoom); vp.scrollTop = Math.max(0, (r.y - pad) * state.zoom); } };
  Promise.all(Array.from(document.querySelectorAll(".viewport img")).map(img => img.decode().catch(() => null)))
    .then(() => { document.querySelectorAll(".viewport img").forEach(sizeImage); scroll(); });
}

function toolbar(s) {
  const bar = el("div", "toolbar");
  MODES.forEach(([mode, label], i) => {
    const b = el("button", state.mode === mode ? "on" : "", (i + 1) + "  " + label);
    b.dataset.mode = mode;
    b.addEventListener("click", () => setMode(mode));
    bar.appendChild(b);
  });
  bar.appendChild(el("span", "sep"));
  const fit = el("button", state.zoom ? "" : "on", "Fit");
  fit.addEventListener("click", () => { state.zoom = null; state.region = -1; show(); });
  const one = el("button", state.zoom === 1 ? "on" : "", "1:1");
  one.addEventListener("click", () => { state.zoom = 1; state.region = -1; show(); });
  add(bar, fit, one);
  s.regions.forEach((r, i) => {
    const b = el("button", state.region === i ? "on" : "", "Change " + (i + 1));
    b.title = r.width + "×" + r.height + " px at " + r.x + "," + r.y;
    b.addEventListener("click", () => zoomTo(i));
    bar.appendChild(b);
  });
  if (state.mode === "swipe" || state.mode === "onion") {
    const range = el("input"); range.type = "range"; range.min = "0"; range.max = "100"; range.value = String(state.slider);
    range.setAttribute("aria-label", state.mode === "swipe" ? "Swipe position" : "Actual opacity");
    range.addEventListener("input", () => { state.slider = Number(range.value); applySlider(); });
    add(bar, el("span", "sep"), el("span", "note", state.mode === "swipe" ? "golden ◀ ▶ actual" : "actual opacity"), range);
  }
  return bar;
}

function applySlider() {
  const top = document.querySelector(".stack img.top"), handle = document.querySelector(".handle");
  if (!top) return;
  if (state.mode === "swipe") { top.style.clipPath = "inset(0 0 0 " + state.slider + "%)"; if (handle) handle.style.left = state.slider + "%"; }
  if (state.mode === "onion") top.style.opacity = String(state.slider / 100);
}

// A failure no pixel shows: what changed instead, in words, where the diff would be blank.
function unseenNote(s) {
  if (s.passed || seen(s) || s.mismatched !== 0) return null;
  const text = s.message || "No pixel changed.";
  return el("p", "pixel-note", text.charAt(0).toUpperCase() + text.slice(1));
}
function stage(s) {
  const box = el("div", "stage"), im = s.images, unseen = unseenNote(s);
  if (!im.actual && !im.golden) return add(box, el("p", "note", "No image: " + (s.message || "nothing was rendered.")));
  if (unseen && state.mode !== "side") box.appendChild(unseen);
  if (!im.golden || !im.actual || state.mode === "side") {
    const panes = el("div", "panes");
    for (const [kind, title] of [["golden", "Golden"], ["actual", "Actual"], ["diff", "Diff"]]) {
      if (kind === "diff" && unseen) { panes.appendChild(add(el("div", "pane"), el("h3", null, title), unseen)); continue; }
      if (!im[kind]) continue;
      panes.appendChild(add(el("div", "pane"), el("h3", null, title), viewport(image(im[kind], "", title + " of " + s.key), s)));
    }
    if (!im.golden && im.actual && state.mode !== "side") box.appendChild(el("p", "note", "New snapshot: there is no golden to compare with."));
    return add(box, panes);
  }
  const stack = el("div", "stack"), base = image(im.golden, "base", "Golden of " + s.key);
  let top;
  if (state.mode === "overlay") top = image(im.diff || im.actual, "top overlay", "Diff of " + s.key);
  else top = image(im.actual, "top", "Actual of " + s.key);
  add(stack, base, top);
  if (state.mode === "swipe") {
    stack.appendChild(el("div", "handle"));
    stack.addEventListener("pointermove", e => { if (e.buttons !== 1) return;
      const rect = stack.getBoundingClientRect(); state.slider = Math.round(100 * (e.clientX - rect.left) / rect.width);
      state.slider = Math.max(0, Math.min(100, state.slider)); applySlider(); });
  }
  const label = el("span", "blinklabel");
  if (state.mode === "blink") {
    let showActual = false;
    const flip = () => { showActual = !showActual; top.style.visibility = showActual ? "visible" : "hidden"; label.textContent = showActual ? "Actual" : "Golden"; };
    flip(); state.blink = setInterval(flip, 700);
  }
  add(box, state.mode === "blink" ? add(el("h3", "note", "Showing:"), label) : null, viewport(stack, s));
  setTimeout(applySlider, 0);
  return box;
}

function facts(s) {
  const meta = el("div", "meta");
  for (const [k, label] of AXES) if (s[k]) add(meta, add(el("span", null, label + " "), el("b", null, s[k])));
  if (s.mismatched !== undefined && s.total) add(meta, add(el("span", null, "Pixels "), el("b", null, s.mismatched + " of " + s.total)));
  return meta;
}

function show() {
  stopBlink();
  if (state.view === "causes" && !state.sheet) return showCauses();
  const main = clear(document.getElementById("main"));
  if (state.sheet) return contactSheet(main);
  const s = current();
  if (!s) { main.appendChild(el("p", "note", "No snapshot matches the filters.")); return; }
  const head = add(el("div", "head"), badge(s), el("h1", null, s.key), el("span", "spacer"));
  if (s.approvable) {
    const d = state.decisions[s.key];
    const ok = el("button", d === "approved" ? "primary" : "", d === "approved" ? "✓ Approved" : "Approve (a)");
    ok.id = "approve"; ok.addEventListener("click", () => decide(d === "approved" ? null : "approved"));
    const no = el("button", d === "rejected" ? "on" : "", d === "rejected" ? "✗ Rejected" : "Reject (r)");
    no.id = "reject"; no.addEventListener("click", () => decide(d === "rejected" ? null : "rejected"));
    add(head, ok, no);
  }
  const sheet = el("button", null, "Contact sheet (c)");
  sheet.addEventListener("click", () => { state.sheet = true; show(); });
  add(head, sheet);
  add(main, head, s.message ? el("p", "message", s.message) : null, cause(s), facts(s), toolbar(s), stage(s));
  if (s.changes.length) {
    const list = el("ul", "changes");
    for (const c of s.changes) list.appendChild(el("li", null, c));
    add(main, el("h3", null, "What changed"), list);
  }
  const hashes = [];
  if (s.goldenSHA256) hashes.push("golden " + s.goldenSHA256.slice(0, 12));
  if (s.candidateSHA256) hashes.push("candidate " + s.candidateSHA256.slice(0, 12));
  if (hashes.length) main.appendChild(el("div", "hashes mono", "SHA-256: " + hashes.join(" · ")));
}

// The failure's cause, and (when several approvable snapshots share it) one action for all.
function cause(s) {
  if (s.passed || !s.explanation) return null;
  const c = causes[s.cause], order = causeOrder();
  const where = c ? " (cause " + (order.indexOf(c) + 1) + " of " + order.length + (c.edit.causes.length > 1 ? "; one edit: " + c.edit.origin.summary : "") + ")" : "";
  const bar = add(el("div", "cause"), el("span", "text", "Cause: " + s.explanation + where));
  const keys = s.approvable ? causeKeys(s) : [];
  if (keys.length > 1) {
    const ok = el("button", null, "Approve all " + keys.length + " (A)"), no = el("button", null, "Reject all " + keys.length + " (R)");
    ok.id = "approve-cause"; no.id = "reject-cause"; ok.type = no.type = "button";
    ok.addEventListener("click", () => confirmCause("approved"));
    no.addEventListener("click", () => confirmCause("rejected"));
    add(bar, ok, no);
  }
  return bar;
}

function contactSheet(main) {
  const s = current(), group = s ? s.group : (snaps[0] && snaps[0].group);
  const members = snaps.filter(v => v.group === group);
  const close = el("button", null, "Back to snapshot (Esc)");
  close.addEventListener("click", () => { state.sheet = false; show(); });
  add(main, add(el("div", "head"), el("h1", null, "Contact sheet: " + group), el("span", "spacer"), close),
    el("p", "note", members.length + " snapshot(s); failures show the new render."));
  const grid = el("div", "sheet");
  for (const m of members) {
    const thumb = backdropFrame("div", "thumb", m.surface), src = m.images.actual || m.images.golden;
    if (src) thumb.appendChild(image(src, "", m.key)); else thumb.appendChild(el("span", "note", "no image"));
    const card = add(el("div", "card " + statusOf(m)[1]), thumb, add(el("div", "caption"), el("span", "dot"), el("span", null, m.label)));
    card.title = m.key + " — " + statusOf(m)[0];
    const open = () => {
      state.sheet = false; state.view = "snapshot"; resetFilters(); refilter(m.key);
    };
    card.tabIndex = 0; card.setAttribute("role", "button");
    card.addEventListener("click", open);
    card.addEventListener("keydown", e => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); open(); } });
    grid.appendChild(card);
  }
  main.appendChild(grid);
}