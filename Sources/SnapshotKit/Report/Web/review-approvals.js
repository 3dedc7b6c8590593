let downloadURL = null;
function storageKey() {
  const text = snaps.map(s => s.key + "=" + (s.candidateSHA256 || "")).join(",");
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return "snapshot-review:" + h.toString(16);
}
function loadDecisions() {
  try {
    const saved = JSON.parse(window.localStorage.getItem(storageKey()) || "{}");
    for (const s of snaps) if (s.approvable && (saved[s.key] === "approved" || saved[s.key] === "rejected")) state.decisions[s.key] = saved[s.key];
  } catch (e) { /* file:// storage may be unavailable; decisions then live in the page only */ }
}
function saveDecisions() {
  try { window.localStorage.setItem(storageKey(), JSON.stringify(state.decisions)); } catch (e) { /* see loadDecisions */ }
}

// NB: a decision is recorded against its key, never against "the current snapshot": approving
// moves on to the next one, so `u` must go back to the snapshot it undoes. The counters and the
// approvals export are derived from `state.decisions` alone, so after an undo they are exactly
// what they were before that decision.
function setDecision(key, decision) {
  if (decision) state.decisions[key] = decision; else delete state.decisions[key];
  saveDecisions(); renderDecisions(); renderList();
}
function decide(decision) {
  const s = current();
  if (!s || !s.approvable) return;
  const before = state.decisions[s.key] || null;
  if (before !== decision) { state.history.push({ key: s.key, before: before, after: decision }); setDecision(s.key, decision); }
  if (decision && state.index < visible.length - 1) go(state.index + 1); else show();
}
// Takes back the last decision (repeated: the one before it, and so on) and shows its snapshot.
function undo() {
  const last = state.history.pop();
  if (!last) return;
  setDecision(last.key, last.before);
  state.sheet = false;
  const at = visible.findIndex(s => s.key === last.key);
  if (at >= 0) go(at); else show();
}
function undoTitle() {
  const last = state.history[state.history.length - 1];
  if (!last) return "Nothing to undo";
  return "Undo " + (last.after || "clearing") + " of " + last.key + " (back to " + (last.before || "open") + ")";
}

function approvalsDocument() {
  const approved = [], rejected = [];
  for (const s of snaps) {
    const d = state.decisions[s.key];
    if (d === "approved") approved.push({ key: s.key, candidateSHA256: s.candidateSHA256, candidateLayoutSHA256: s.candidateLayoutSHA256 || null, goldenSHA256: s.goldenSHA256 || null });
    if (d === "rejected") rejected.push(s.key);
  }
  approved.sort((a, b) => a.key < b.key ? -1 : 1); rejected.sort();
  return { formatVersion: 1, approved: approved, rejected: rejected };
}
function approvalsText() { return JSON.stringify(approvalsDocument(), null, 2) + "\n"; }
function approveCommand(fromFile) {
  if (fromFile) return data.approveCommand + " --from approvals.json";
  return data.approveCommand + " --from - <<'APPROVALS'\n" + approvalsText() + "APPROVALS";
}

function copy(text, button) {
  const done = () => { const was = button.textContent; button.textContent = "Copied"; setTimeout(() => { button.textContent = was; }, 1200); };
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, () => fallbackCopy(text, done));
  else fallbackCopy(text, done);
}
function fallbackCopy(text, done) {
  const area = el("textarea"); area.value = text; document.body.appendChild(area); area.select();
  try { document.execCommand("copy"); done(); } catch (e) { /* the text stays visible in the panel to copy by hand */ }
  document.body.removeChild(area);
}

function renderDecisions() {
  const box = clear(document.getElementById("decisions"));
  const doc = approvalsDocument(), open = snaps.filter(s => s.approvable && !state.decisions[s.key]).length;
  add(box, add(el("span"), el("b", "approved", doc.approved.length), document.createTextNode(" approved · "),
    el("b", "rejected", doc.rejected.length), document.createTextNode(" rejected · " + open + " open")));
  if (downloadURL) URL.revokeObjectURL(downloadURL);
  downloadURL = URL.createObjectURL(new Blob([approvalsText()], { type: "application/json" }));
  const link = el("a", "button" + (doc.approved.length || doc.rejected.length ? "" : " disabled"), "Download approvals.json");
  link.id = "download"; link.href = downloadURL; link.download = "approvals.json";
  const back = el("button", null, "Undo (u)");
  back.id = "undo"; back.disabled = !state.history.length; back.title = undoTitle();
  back.addEventListener("click", undo);
  const apply = el("button", null, "How to apply");
  apply.id = "apply"; apply.addEventListener("click", showApply);
  add(box, back, link, apply);
}

function showApply() {
  const main = document.getElementById("main");
  stopBlink(); clear(main);
  const back = el("button", null, "Back (Esc)");
  back.addEventListener("click", () => show());
  add(main, add(el("div", "head"), el("h1", null, "Apply the approvals"), el("span", "spacer"), back));
  const doc = approvalsDocument();
  const intro = el("p", null, doc.approved.length + " approved, " + doc.rejected.length + " rejected. " +
    "Applying copies exactly the images you looked at into the goldens, and refuses any whose candidate or golden changed since this run.");
  main.appendChild(intro);
  for (const [title, text] of [["Either download approvals.json, then run in the repository:", approveCommand(true)],
                               ["Or paste this one command (approvals included):", approveCommand(false)]]) {
    const area = el("textarea"); area.readOnly = true; area.value = text;
    const btn = el("button", null, "Copy");
    btn.addEventListener("click", () => copy(text, btn));
    add(main, add(el("div", "panel"), el("p", null, title), area, btn));
  }
  if (data.environmentDifferences.length) {
    const warn = add(el("div", "panel warning"), el("p", null, "This run's environment differs from the goldens' ENVIRONMENT.json; approval is refused until they match:"));
    for (const d of data.environmentDifferences) warn.appendChild(el("div", "mono", d));
    main.appendChild(warn);
  }
}