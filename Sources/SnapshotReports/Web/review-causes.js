// Causes: the snapshots that did not pass, grouped by what caused them (results.json
// `explanation`, as the terminal's summary groups them), and causes grouped by the edit they
// share (`origins` within one scenario file: one renamed stop changes a title here, a VoiceOver
// label there). The page
// opens on this list; `n` / `p` step through causes, `A` / `R` decide one.
const causes = [], edits = [];
function originKey(o) { return o.field + "\u0000" + o.before + "\u0000" + o.after; }
// A change a person sees in the pixels: a new image, a new size, or pixels that differ.
function seen(s) { return s.status === "missing" || s.status === "size-changed" || (s.mismatched || 0) > 0; }
function buildCauses() {
  const byText = new Map();
  for (const s of snaps) {
    if (s.passed) continue;
    const text = s.explanation || s.message || s.status;
    if (!byText.has(text)) byText.set(text, { explanation: text, snaps: [] });
    byText.get(text).snaps.push(s);
  }
  for (const c of byText.values()) {
    // Within a cause, what the pixels show first: a structure-only change is never the first shown.
    c.snaps.sort((a, b) => (seen(b) - seen(a)) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    c.error = c.snaps.some(s => s.error);
    c.seen = c.snaps.some(seen);
    c.scenarios = uniq(c.snaps.map(s => s.group));
    c.approvable = c.snaps.filter(s => s.approvable).map(s => s.key);
    const origins = new Map();
    // NB: one edit is to one scenario file: the same words changed in two files are two edits.
    for (const s of c.snaps) for (const o of s.origins || []) {
      const k = (s.scenarioFile || s.group) + "\u0001" + originKey(o);
      if (!origins.has(k)) origins.set(k, { origin: o, count: 0 });
      origins.get(k).count++;
    }
    c.origins = origins;
    causes.push(c);
  }
  causes.sort((a, b) => (b.error - a.error) || (b.seen - a.seen) || (b.snaps.length - a.snaps.length)
    || (a.explanation < b.explanation ? -1 : 1));
  causes.forEach((c, i) => { c.id = i; for (const s of c.snaps) s.cause = i; });
  groupEdits();
}
// Causes sharing an origin are one edit (joined transitively); each edit is named by the origin
// most of its snapshots show. Causes that share none stand alone.
function groupEdits() {
  const parent = causes.map((_, i) => i);
  const find = i => { while (parent[i] !== i) { parent[i] = parent[parent[i]]; i = parent[i]; } return i; };
  const first = new Map();
  for (const c of causes) for (const k of c.origins.keys()) {
    if (!first.has(k)) first.set(k, c.id);
    else { const a = find(first.get(k)), b = find(c.id); if (a !== b) parent[Math.max(a, b)] = Math.min(a, b); }
  }
  const byRoot = new Map();
  for (const c of causes) {
    const root = find(c.id);
    if (!byRoot.has(root)) { byRoot.set(root, { causes: [] }); edits.push(byRoot.get(root)); }
    byRoot.get(root).causes.push(c);
    c.edit = byRoot.get(root);
  }
  for (const e of edits) {
    const tally = new Map();
    for (const c of e.causes) for (const [k, v] of c.origins) {
      if (!tally.has(k)) tally.set(k, { origin: v.origin, count: 0 });
      tally.get(k).count += v.count;
    }
    const best = Array.from(tally.values()).sort((a, b) => (b.count - a.count) || (originKey(a.origin) < originKey(b.origin) ? -1 : 1))[0];
    e.origin = best ? best.origin : null;
    e.count = e.causes.reduce((n, c) => n + c.snaps.length, 0);
    e.scenarios = uniq([].concat(...e.causes.map(c => c.scenarios)));
  }
}
// The causes in the order the list shows them: by edit, the edit's causes in their own order.
function causeOrder() { return [].concat(...edits.map(e => e.causes)); }

// The snapshots in list order: by cause (each edit's causes together), then those that passed.
function causeSorted(list) {
  const rank = new Map();
  let n = 0;
  for (const c of causeOrder()) for (const s of c.snaps) rank.set(s.key, n++);
  return list.slice().sort((a, b) => {
    const x = rank.has(a.key) ? rank.get(a.key) : Infinity, y = rank.has(b.key) ? rank.get(b.key) : Infinity;
    return x !== y ? x - y : 0;
  });
}

function scenarioWords(list, most) {
  return list.length <= most ? list.join(", ") : list.slice(0, most).join(", ") + " and " + (list.length - most) + " more";
}
function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }
// The cause filter's options: every cause, in list order.
function causeOptions() {
  return [["", "All causes"]].concat(causeOrder().map(c => [String(c.id), "(" + c.snaps.length + ") " + c.explanation]));
}

// Goes to the first snapshot of the cause `step` away from the current one (wrapping).
function stepCause(step) {
  const order = causeOrder().filter(c => visible.some(s => s.cause === c.id));
  if (!order.length) return;
  // From the cause list, `n` opens the cause it marks; from a snapshot, the one after its cause.
  const here = current() && current().cause !== undefined ? order.findIndex(c => c.id === current().cause) : -1;
  const from = state.view === "causes" && here >= 0 ? here - (step > 0 ? 1 : -1) : here;
  const at = from < 0 && here < 0 ? (step > 0 ? 0 : order.length - 1) : (from + step + order.length) % order.length;
  state.view = "snapshot"; state.sheet = false;
  go(visible.findIndex(s => s.cause === order[at].id));
}

function showCauses() {
  state.view = "causes"; state.sheet = false;
  const main = clear(document.getElementById("main"));
  const failing = causes.reduce((n, c) => n + c.snaps.length, 0);
  const head = add(el("div", "head"), el("h1", null, failing ? plural(causes.length, "cause") + " in " + plural(failing, "snapshot") + " to review"
    : "Every snapshot passed"), el("span", "spacer"));
  if (failing) add(head, el("span", "note", "n / p: next / previous cause · A / R: approve / reject a cause · d: download approvals.json"));
  main.appendChild(head);
  const list = el("div", "causes");
  list.id = "causes";
  for (const e of edits) {
    const box = el("section", "edit" + (e.causes.length > 1 ? " shared" : ""));
    if (e.causes.length > 1) {
      const title = add(el("div", "edit-head"), el("span", "text", "One edit: " + e.origin.summary),
        el("span", "muted", plural(e.count, "snapshot") + " · " + plural(e.causes.length, "cause") + " · " + scenarioWords(e.scenarios, 3)));
      const keys = [].concat(...e.causes.map(c => c.approvable));
      if (keys.length) {
        const ok = el("button", null, "Approve the edit's " + keys.length);
        ok.type = "button";
        ok.addEventListener("click", () => askMany(keys, "approved", "from the edit " + e.origin.summary));
        title.appendChild(ok);
      }
      box.appendChild(title);
    }
    for (const c of e.causes) box.appendChild(causeRow(c));
    list.appendChild(box);
  }
  main.appendChild(list);
  const mark = list.querySelector(".cause-row.current");
  if (mark) mark.scrollIntoView({ block: "nearest" });
}
function causeRow(c) {
  const decided = c.approvable.filter(k => state.decisions[k]).length, marked = current() && current().cause === c.id;
  const row = el("div", "cause-row" + (c.error ? " error" : c.seen ? " changed" : " unseen") + (marked ? " current" : ""));
  row.dataset.cause = String(c.id);
  const open = el("button", "cause-open");
  open.type = "button";
  add(open, el("b", null, c.snaps.length), el("span", "text", c.explanation),
    el("span", "muted", (c.seen ? "" : "no pixel changed · ") + scenarioWords(c.scenarios, 3)
      + (c.approvable.length ? " · " + decided + " of " + c.approvable.length + " decided" : "")));
  open.title = "Review this cause's " + plural(c.snaps.length, "snapshot");
  open.addEventListener("click", () => { state.view = "snapshot"; go(visible.findIndex(s => s.cause === c.id)); });
  row.appendChild(open);
  if (c.approvable.length) {
    const ok = el("button", null, "Approve " + c.approvable.length), no = el("button", null, "Reject " + c.approvable.length);
    ok.type = no.type = "button";
    ok.addEventListener("click", () => askMany(c.approvable, "approved", "with this cause: " + c.explanation));
    no.addEventListener("click", () => askMany(c.approvable, "rejected", "with this cause: " + c.explanation));
    add(row, ok, no);
  }
  return row;
}
