const data = JSON.parse(document.getElementById("review-data").textContent);
const snaps = data.snapshots;
const snapByKey = new Map(snaps.map(s => [s.key, s]));
// results.json's snapshot fields (docs/results-json.md), plus the page's own: group, label,
// approvable, error, images. Lists a status has no use for are absent there.
for (const s of snaps) { s.regions = s.regions || []; s.changes = s.changes || []; s.origins = s.origins || []; }
const STATUS = {
  "changed": ["Changed", "changed"], "missing": ["New", "new"], "size-changed": ["Size changed", "size"],
  "environment-mismatch": ["Environment", "env"], "unreadable-golden": ["Unreadable golden", "error"],
  "render-failed": ["Render failed", "error"], "golden-write-failed": ["Golden not written", "error"],
  "comparison-inconsistent": ["Inconsistent", "changed"], "passed": ["Passed", "passed"],
  "passed-within-tolerance": ["Within tolerance", "passed"], "recorded": ["Recorded", "passed"]
};
const SUMMARY = [["changed", "Changed"], ["new", "New"], ["size", "Size changed"], ["env", "Environment"],
  ["error", "Errors"], ["passed", "Passed"]];
// `history`: every change of a decision, oldest first ({ key, before, after }), for `u`.
// `view`: the cause list ("causes") or one snapshot; `listBy`: the sidebar by cause or scenario.
const NO_FILTER = { status: "", cause: "", surface: "", device: "", mode: "", wallpaper: "", scenario: "", privacy: "", motion: "", text: "" };
const state = { index: 0, mode: "side", zoom: null, region: -1, sheet: false, slider: 50, blink: null, view: "snapshot", listBy: "scenario",
  filter: Object.assign({}, NO_FILTER), decisions: {}, history: [] };
let visible = snaps.slice();

function statusOf(s) { return STATUS[s.status] || [s.status, "error"]; }
function badge(s) { const st = statusOf(s); return el("span", "badge " + st[1], st[0]); }
function current() { return visible[state.index]; }

function matches(s) {
  const f = state.filter, cls = statusOf(s)[1];
  if (f.status === "review" && (s.passed || s.error)) return false;
  if (f.status && f.status !== "review" && cls !== f.status) return false;
  if (f.cause && String(s.cause) !== f.cause) return false;
  if (f.surface && s.surface !== f.surface) return false;
  if (f.device && s.device !== f.device) return false;
  if (f.mode && s.mode !== f.mode) return false;
  if (f.wallpaper && s.wallpaper !== f.wallpaper) return false;
  if (f.scenario && s.group !== f.scenario) return false;
  // Issue 23's axes: results.json names them only off their default (unlocked, default motion).
  if (f.privacy && (!s.surface || (s.privacy || "unlocked") !== f.privacy)) return false;
  if (f.motion && (s.surface || (s.motion || "default") !== f.motion)) return false;
  if (f.text && s.key.toLowerCase().indexOf(f.text.toLowerCase()) < 0) return false;
  return true;
}
function refilter(keepKey) {
  const key = keepKey || (current() && current().key);
  visible = snaps.filter(matches);
  if (state.listBy === "cause") visible = causeSorted(visible);
  const at = visible.findIndex(s => s.key === key);
  state.index = at >= 0 ? at : 0;
  renderSummary(); renderList(); show();
}

function renderSummary() {
  const box = clear(document.getElementById("summary"));
  for (const [cls, label] of SUMMARY) {
    const n = snaps.filter(s => statusOf(s)[1] === cls).length;
    // NB: buttons, so Tab reaches them and Enter or Space presses them.
    const chip = add(el("button", "chip " + cls + (n ? "" : " zero") + (state.filter.status === cls ? " active" : "")),
      el("span", "dot"), el("b", null, n), el("span", null, label));
    chip.type = "button"; chip.dataset.status = cls;
    chip.setAttribute("aria-pressed", String(state.filter.status === cls));
    chip.title = "Show only: " + label;
    chip.addEventListener("click", () => {
      state.filter.status = state.filter.status === cls ? "" : cls; syncFilters(); refilter();
      // NB: the summary is drawn anew: keep the keyboard on the chip just pressed.
      const again = document.querySelector('#summary .chip[data-status="' + cls + '"]');
      if (again) again.focus();
    });
    box.appendChild(chip);
  }
  if (data.environmentDifferences.length) box.appendChild(el("span", "chip env", "Environment differs: " + data.environmentDifferences.length));
}

function select(label, name, options) {
  const wrap = el("label", null, label), sel = el("select");
  sel.name = name;
  for (const [value, text] of options) { const o = el("option", null, text); o.value = value; sel.appendChild(o); }
  sel.addEventListener("change", () => { state.filter[name] = sel.value; refilter(); });
  return add(wrap, sel);
}
function uniq(values) { return Array.from(new Set(values.filter(v => v))).sort(); }
// Status, cause and key first (what a review narrows by); the axes under "More filters".
function renderFilters() {
  const box = clear(document.getElementById("filters"));
  const status = select("Status", "status", [["", "All"], ["review", "Needs review"]].concat(SUMMARY));
  const axis = (label, name, all) => select(label, name, [["", all]].concat(uniq(snaps.map(s => s[name]).filter(v => v)).map(v => [v, v])));
  const scen = select("Scenario", "scenario", [["", "All scenarios"]].concat(uniq(snaps.map(s => s.group)).map(v => [v, v])));
  const search = el("input"); search.type = "search"; search.placeholder = "Filter by key  ( / )"; search.id = "search";
  search.addEventListener("input", () => { state.filter.text = search.value; refilter(); });
  if (causes.length) {
    const cause = select("Cause", "cause", causeOptions());
    cause.className = "wide";
    const by = el("label", null, "List by"), order = el("select");
    order.name = "listBy";
    for (const [value, text] of [["cause", "Cause"], ["scenario", "Scenario"]]) {
      const o = el("option", null, text); o.value = value; order.appendChild(o);
    }
    order.value = state.listBy;
    order.addEventListener("change", () => { state.listBy = order.value; refilter(); });
    add(box, cause, status, add(by, order));
  } else {
    add(box, status, scen);
  }
  add(box, add(el("label", "wide", "Key"), search));
  const more = add(el("details"), el("summary", null, "More filters: surface, device, mode, wallpaper, privacy, motion" + (causes.length ? ", scenario" : "")));
  add(more, add(el("div", "more"), axis("Surface", "surface", "All surfaces"), axis("Device", "device", "All devices"),
    axis("Mode", "mode", "All modes"), axis("Wallpaper", "wallpaper", "Any wallpaper"),
    select("Privacy", "privacy", [["", "Locked and unlocked"], ["unlocked", "unlocked"], ["locked", "locked"]]),
    select("Motion", "motion", [["", "Any motion"], ["default", "default (frames)"], ["reduced", "reduced (frames)"]]),
    causes.length ? scen : null));
  if (causes.length) scen.className = "wide";
  box.appendChild(more);
}
function syncFilters() {
  for (const sel of document.querySelectorAll("#filters select")) sel.value = sel.name === "listBy" ? state.listBy : state.filter[sel.name];
}
function resetFilters() {
  state.filter = Object.assign({}, NO_FILTER); syncFilters();
  document.getElementById("search").value = "";
}

function listItem(s, i, text) {
  const d = state.decisions[s.key];
  const item = add(el("div", "item " + statusOf(s)[1] + (i === state.index ? " current" : "")),
    el("span", "dot"), el("span", "label", text),
    el("span", "decision " + (d || ""), d === "approved" ? "✓" : d === "rejected" ? "✗" : ""));
  item.title = s.key + " — " + statusOf(s)[0];
  item.dataset.index = String(i);
  item.tabIndex = 0; item.setAttribute("role", "button");
  item.addEventListener("click", () => { state.sheet = false; go(i); });
  item.addEventListener("keydown", e => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); state.sheet = false; go(i); } });
  return item;
}
// The sidebar by cause: each edit's causes together, a cause's snapshots under it (scenario and
// axes), then the snapshots that passed, by scenario.
function renderCauseList(list) {
  let cause = null, edit = null, group = null;
  visible.forEach((s, i) => {
    if (s.cause === undefined) {
      if (s.group !== group) { group = s.group; cause = null; add(list, add(el("div", "group"), el("span", null, group), el("span", "muted", "passed"))); }
      list.appendChild(listItem(s, i, s.label));
      return;
    }
    const c = causes[s.cause];
    if (c.edit !== edit) {
      edit = c.edit;
      if (edit.causes.length > 1) list.appendChild(el("div", "edit-group", "One edit: " + edit.origin.summary + " (" + plural(edit.count, "snapshot") + ")"));
    }
    if (c !== cause) {
      cause = c;
      const open = visible.filter(v => v.cause === c.id).length;
      add(list, add(el("div", "group cause-group"), el("span", null, c.explanation), el("span", "muted", String(open))));
    }
    list.appendChild(listItem(s, i, s.group + " · " + s.label));
  });
}

function renderList() {
  const list = clear(document.getElementById("list"));
  if (state.listBy === "cause") {
    renderCauseList(list);
    if (!visible.length) list.appendChild(el("div", "subgroup", "No snapshot matches the filters."));
    renderBulk();
    return;
  }
  let group = null, surface = null;
  visible.forEach((s, i) => {
    if (s.group !== group) {
      group = s.group; surface = null;
      const members = visible.filter(v => v.group === group);
      const open = members.filter(v => !v.passed).length;
      add(list, add(el("div", "group"), el("span", null, group), el("span", "muted", open ? open + " to review" : members.length + " passed")));
    }
    const surf = s.surface || "", part = (s.passed ? "passed · " : "") + surf;
    if (part !== surface) { surface = part; if (surf) list.appendChild(el("div", "subgroup", part)); }
    list.appendChild(listItem(s, i, surf && s.label.indexOf(surf + " ") === 0 ? s.label.slice(surf.length + 1) : s.label));
  });
  if (!visible.length) list.appendChild(el("div", "subgroup", "No snapshot matches the filters."));
  renderBulk();
}

function go(i) {
  if (!visible.length) return;
  state.index = Math.max(0, Math.min(visible.length - 1, i));
  state.region = -1; state.zoom = null; state.view = "snapshot";
  for (const item of document.querySelectorAll(".item")) item.classList.toggle("current", item.dataset.index === String(state.index));
  const cur = document.querySelector(".item.current");
  if (cur) cur.scrollIntoView({ block: "nearest" });
  show();
}

function renderKeys() {
  const hints = [["n / p", "next / previous cause"], ["l", "cause list"], ["j / ↓", "next"], ["k / ↑", "previous"],
    ["1–5", "view mode"], ["a", "approve"], ["r", "reject"],
    ["A / R", "approve / reject the whole cause"], ["d", "download approvals.json"], ["u", "undo last decision"], ["b", "background"], ["z", "zoom to next change"], ["0", "fit"], ["c", "contact sheet"],
    ["/", "filter"], ["Esc", "back"]];
  const box = clear(document.getElementById("keys"));
  for (const [k, what] of hints) add(box, add(el("span"), el("kbd", null, k), document.createTextNode(" " + what)));
}

function onKey(e) {
  const tag = (e.target && e.target.tagName) || "";
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") { if (e.key === "Escape") e.target.blur(); return; }
  if (e.metaKey || e.ctrlKey || e.altKey) return;
  const k = e.key;
  if (pending && k === "Escape") { closeConfirm(); e.preventDefault(); return; }
  if (pending) return;
  if (k === "n") stepCause(1);
  else if (k === "p") stepCause(-1);
  else if (k === "l") showCauses();
  else if (k === "d") downloadApprovals();
  else if (k === "j" || k === "ArrowDown" || k === "ArrowRight") go(state.index + 1);
  else if (k === "k" || k === "ArrowUp" || k === "ArrowLeft") go(state.index - 1);
  else if (k >= "1" && k <= "5") setMode(MODES[Number(k) - 1][0]);
  else if (k === "a") decide("approved");
  else if (k === "r") decide("rejected");
  else if (k === "A") confirmCause("approved");
  else if (k === "R") confirmCause("rejected");
  else if (k === "u") undo();
  else if (k === "b") cycleBackdrop(current() && current().surface);
  else if (k === "z") zoomNext();
  else if (k === "0") { state.zoom = null; state.region = -1; show(); }
  else if (k === "c") { state.sheet = !state.sheet; state.view = "snapshot"; show(); }
  else if (k === "/") document.getElementById("search").focus();
  else if (k === "Escape") { state.sheet = false; show(); }
  else return;
  e.preventDefault();
}

function backdropButton() {
  const button = el("button", "backdrop-button", backdropLabel());
  button.id = "backdrop";
  button.title = "Behind the images: checkerboard, black or white (Auto: StandBy on black)";
  button.addEventListener("click", () => cycleBackdrop(current() && current().surface));
  return button;
}

function start() {
  buildCauses();
  // A run with failures opens on its causes, the list by cause; one that passed on its snapshots.
  if (causes.length) { state.view = "causes"; state.listBy = "cause"; visible = causeSorted(snaps); }
  loadDecisions();
  const top = document.getElementById("top");
  top.insertBefore(backdropButton(), document.getElementById("decisions"));
  renderFilters(); renderKeys(); renderSummary(); renderList(); renderDecisions(); show();
  document.addEventListener("keydown", onKey);
}