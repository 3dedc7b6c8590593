let downloadURL = null;
let storedUnder = null;
function storageKey() {
  if (storedUnder) return storedUnder;
  const text = snaps.map(s => s.key + "=" + (s.candidateSHA256 || "")).join(",");
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  storedUnder = "snapshot-review:" + h.toString(16);
  return storedUnder;
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
// what they were before that decision. A history entry is one action: one snapshot, or a whole
// cause or filter decided at once (undone at once).
function setDecisions(changes, toAfter) {
  for (const c of changes) {
    const d = toAfter ? c.after : c.before;
    if (d) state.decisions[c.key] = d; else delete state.decisions[c.key];
  }
  saveDecisions(); renderDecisions(); markDecisions(changes);
}
// The list's marks for `changes` only: a cause of thousands is decided without drawing the list again.
function markDecisions(changes) {
  const at = new Map(visible.map((s, i) => [s.key, i]));
  for (const c of changes) {
    if (!at.has(c.key)) continue;
    const mark = document.querySelector('#list .item[data-index="' + at.get(c.key) + '"] .decision');
    if (!mark) continue;
    const d = state.decisions[c.key];
    mark.className = "decision " + (d || "");
    mark.textContent = d === "approved" ? "✓" : d === "rejected" ? "✗" : "";
  }
}
// Decides `keys` (approvable ones only) as one action; returns how many changed.
function decideKeys(keys, decision) {
  const changes = [];
  for (const key of keys) {
    const s = snapByKey.get(key);
    const before = state.decisions[key] || null;
    if (s && s.approvable && before !== decision) changes.push({ key: key, before: before, after: decision });
  }
  if (changes.length) { state.history.push(changes); setDecisions(changes, true); }
  return changes.length;
}
// After a decision: the next visible snapshot still open, wrapping past the end; else the next one.
function nextOpen(from) {
  for (let step = 1; step <= visible.length; step++) {
    const i = (from + step) % visible.length, s = visible[i];
    if (s.approvable && !state.decisions[s.key]) return i;
  }
  return (from + 1) % visible.length;
}
function decide(decision) {
  const s = current();
  if (!s || !s.approvable) return;
  decideKeys([s.key], decision);
  if (decision && visible.length > 1) go(nextOpen(state.index)); else show();
}
// Takes back the last action (repeated: the one before it, and so on) and shows its snapshot.
function undo() {
  const last = state.history.pop();
  if (!last) return;
  setDecisions(last, false);
  state.sheet = false;
  const at = visible.findIndex(s => s.key === last[0].key);
  if (at >= 0) go(at); else show();
}
function undoTitle() {
  const last = state.history[state.history.length - 1];
  if (!last) return "Nothing to undo";
  if (last.length > 1) return "Undo " + (last[0].after || "clearing") + " of " + last.length + " snapshots";
  return "Undo " + (last[0].after || "clearing") + " of " + last[0].key + " (back to " + (last[0].before || "open") + ")";
}

// Deciding many at once: the approvable snapshots of the current one's cause (its explanation),
// or every approvable snapshot the filters show; always confirmed with the count first.
let pending = null;
function causeKeys(s) { return s && s.cause !== undefined ? causes[s.cause].approvable : []; }
function shownKeys() { return visible.filter(v => v.approvable).map(v => v.key); }
function confirmCause(decision) {
  const s = current();
  if (!s || !s.approvable) return;
  askMany(causeKeys(s), decision, "with this cause: " + (s.explanation || s.status));
}
function askMany(keys, decision, what) {
  if (!keys.length) return;
  closeConfirm();
  const verb = decision === "approved" ? "Approve" : "Reject";
  const box = el("div", "confirm panel");
  box.id = "confirm"; box.setAttribute("role", "alertdialog");
  const question = el("p", null, verb + " " + keys.length + " snapshot" + (keys.length === 1 ? "" : "s") + " " + what + "?");
  question.id = "confirm-text"; box.setAttribute("aria-labelledby", "confirm-text");
  const yes = el("button", "primary", verb + " " + keys.length), no = el("button", null, "Cancel (Esc)");
  yes.id = "confirm-yes"; no.id = "confirm-no"; yes.type = no.type = "button";
  yes.addEventListener("click", () => { closeConfirm(); decideKeys(keys, decision); show(); });
  no.addEventListener("click", () => closeConfirm());
  add(box, question, yes, no);
  pending = box;
  const main = document.getElementById("main");
  main.insertBefore(box, main.firstChild);
  yes.focus();
}
function closeConfirm() {
  if (pending && pending.parentNode) pending.parentNode.removeChild(pending);
  pending = null;
}
// The sidebar's actions on everything the filters show.
function renderBulk() {
  const box = clear(document.getElementById("bulk"));
  const keys = shownKeys();
  if (!keys.length) return;
  const approve = el("button", null, "Approve shown (" + keys.length + ")"), reject = el("button", null, "Reject shown (" + keys.length + ")");
  approve.id = "approve-shown"; reject.id = "reject-shown"; approve.type = reject.type = "button";
  approve.addEventListener("click", () => askMany(shownKeys(), "approved", "that the filters show"));
  reject.addEventListener("click", () => askMany(shownKeys(), "rejected", "that the filters show"));
  add(box, approve, reject);
}

function approvalsDocument() {
  const approved = [], rejected = [];
  for (const s of snaps) {
    const d = state.decisions[s.key];
    if (d === "approved") approved.push({ key: s.key, candidateSHA256: s.candidateSHA256, candidateLayoutSHA256: s.candidateLayoutSHA256 || null, goldenSHA256: s.goldenSHA256 || null });
    if (d === "rejected") rejected.push(s.key);
  }
  approved.sort((a, b) => a.key < b.key ? -1 : 1); rejected.sort();
  // NB: "$schema" first, as in every report file (docs/approvals.schema.json's $id, OutputSchema.approvals).
  return { "$schema": "urn:snapshotkit:approvals:1", formatVersion: 1, approved: approved, rejected: rejected };
}
function approvalsText() { return JSON.stringify(approvalsDocument(), null, 2) + "\n"; }
// NB: `--out` names the folder this page was opened from: as written when it is the folder the
// run wrote it to, else its full path (an artefact downloaded and opened elsewhere).
function pageFolder() {
  if (location.protocol !== "file:") return null;
  const path = decodeURIComponent(location.pathname);
  return path.slice(0, path.lastIndexOf("/")) || "/";
}
function shellWord(word) {
  return /^[A-Za-z0-9_\-.\/:=@%+,]+$/.test(word) ? word : "'" + word.replace(/'/g, "'\\''") + "'";
}
function outArgument() {
  const a = data.approve, here = pageFolder();
  return here === null || here === a.writtenTo ? a.out : here;
}
function approveCommand(fromFile) {
  const a = data.approve;
  const command = [a.binary, "approve", "--out", outArgument(), "--goldens", a.goldens].map(shellWord).join(" ");
  if (fromFile) return command + " --from approvals.json";
  return command + " --from - <<'APPROVALS'\n" + approvalsText() + "APPROVALS";
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

// `d`: the approvals as a file, as the Download button gives it (nothing to give: it says so).
function downloadApprovals() {
  const link = document.getElementById("download");
  if (link && !link.classList.contains("disabled")) { link.click(); return; }
  const box = document.getElementById("decisions"), note = el("span", "note", "Nothing decided yet");
  note.id = "download-note";
  const old = document.getElementById("download-note");
  if (old) old.remove();
  box.appendChild(note);
  setTimeout(() => note.remove(), 2000);
}

function renderDecisions() {
  const box = clear(document.getElementById("decisions"));
  const doc = approvalsDocument(), open = snaps.filter(s => s.approvable && !state.decisions[s.key]).length;
  add(box, add(el("span"), el("b", "approved", doc.approved.length), document.createTextNode(" approved · "),
    el("b", "rejected", doc.rejected.length), document.createTextNode(" rejected · " + open + " open")));
  if (downloadURL) URL.revokeObjectURL(downloadURL);
  downloadURL = URL.createObjectURL(new Blob([approvalsText()], { type: "application/json" }));
  const link = el("a", "button" + (doc.approved.length || doc.rejected.length ? "" : " disabled"), "Download approvals.json (d)");
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
  // NB: a fork's pull request built this page with its own code: say so above the command, and
  // offer no command to paste whole (its text is the fork's output too).
  const fork = data.approve.fork;
  if (fork) {
    main.appendChild(add(el("div", "panel warning"),
      el("p", null, "This page was built by the code of a pull request from the fork " + fork + ": the page, its " +
        "approvals.json and the command below are that code's output. Read the command before you run it, and run it " +
        "from your own clone of the base branch with a snapshot you built there, --goldens pointing at your checkout " +
        "of the pull request: approve checks every entry against the artefact's files and hashes and refuses anything " +
        "changed, but it cannot tell whether this page showed you the images approvals.json names.")));
  }
  const commands = [[(fork ? "Download" : "Either download") + " approvals.json, then run in the repository:", approveCommand(true)]];
  if (!fork) commands.push(["Or paste this one command (approvals included):", approveCommand(false)]);
  for (const [title, text] of commands) {
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