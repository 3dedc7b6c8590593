/// The review page's stylesheet: dark text on light, dense lists, status colours that
/// read without colour too (every badge also says its status in words).
enum ReviewStyle {
    static let css = #"""
:root {
  --bg: #f5f6f8; --panel: #ffffff; --ink: #1b2230; --muted: #5f6b7c; --line: #e2e6ec; --accent: #2f5bd3;
  --changed: #c8321e; --new: #1f6fd6; --size: #c46a05; --env: #6b4fd8; --error: #9c1c1c; --passed: #16825d;
  font: 13px/1.45 Inter, -apple-system, "Segoe UI", system-ui, sans-serif; color: var(--ink); background: var(--bg);
}
* { box-sizing: border-box; }
body { margin: 0; height: 100vh; display: grid; grid-template-rows: auto 1fr auto; }
button, select, input { font: inherit; color: inherit; }
button { border: 1px solid var(--line); background: var(--panel); border-radius: 6px; padding: 3px 10px; cursor: pointer; }
button:hover { border-color: #b9c2cf; }
button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
button.on { background: var(--ink); border-color: var(--ink); color: #fff; }
button:disabled { opacity: .45; cursor: default; }
kbd { font: 11px/1 ui-monospace, "SF Mono", Menlo, monospace; border: 1px solid #c9d0da; border-bottom-width: 2px;
  border-radius: 4px; padding: 1px 4px; background: #fff; color: var(--ink); }
code, .mono { font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 12px; }

#top { display: flex; align-items: center; gap: 18px; padding: 8px 16px; background: var(--panel); border-bottom: 1px solid var(--line); }
.brand { font-weight: 700; font-size: 15px; white-space: nowrap; }
.summary { display: flex; gap: 6px; flex-wrap: wrap; flex: 1; }
.chip { display: inline-flex; gap: 6px; align-items: baseline; border: 1px solid var(--line); border-radius: 999px; padding: 2px 10px; cursor: pointer; background: var(--panel); }
.chip b { font-size: 14px; }
.chip.active { outline: 2px solid var(--accent); }
.chip.zero { opacity: .5; }
.decisions { display: flex; gap: 8px; align-items: center; white-space: nowrap; }
.decisions a.button { text-decoration: none; border-radius: 6px; padding: 3px 10px; background: var(--accent); color: #fff; }
.decisions a.button.disabled { opacity: .45; pointer-events: none; }

#app { display: grid; grid-template-columns: 300px 1fr; min-height: 0; }
#sidebar { border-right: 1px solid var(--line); background: var(--panel); display: flex; flex-direction: column; min-height: 0; }
.filters { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; padding: 10px; border-bottom: 1px solid var(--line); }
.filters label { display: flex; flex-direction: column; font-size: 11px; color: var(--muted); gap: 2px; }
.filters .wide { grid-column: 1 / -1; }
.filters select, .filters input { border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; background: #fff; }
.list { overflow: auto; flex: 1; padding-bottom: 20px; }
.group { position: sticky; top: 0; background: #eef1f5; padding: 4px 10px; font-weight: 600; display: flex; justify-content: space-between; gap: 8px; z-index: 1; }
.subgroup { padding: 4px 10px 0; color: var(--muted); font-size: 11px; text-transform: none; }
.item { display: flex; gap: 8px; align-items: center; padding: 3px 10px 3px 16px; cursor: pointer; border-left: 3px solid transparent; }
.item:hover { background: #f3f5f8; }
.item.current { background: #e7eefc; border-left-color: var(--accent); }
.item .label { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item .decision { font-weight: 700; width: 14px; text-align: center; }
.dot { width: 8px; height: 8px; border-radius: 50%; flex: none; }
.badge { display: inline-block; border-radius: 4px; padding: 1px 7px; font-size: 11px; font-weight: 600; color: #fff; white-space: nowrap; }
.changed { --c: var(--changed); } .new { --c: var(--new); } .size { --c: var(--size); }
.env { --c: var(--env); } .error { --c: var(--error); } .passed { --c: var(--passed); }
.dot, .badge { background: var(--c); }
.approved { color: var(--passed); } .rejected { color: var(--changed); }

#main { overflow: auto; padding: 14px 18px 24px; min-width: 0; outline: none; }
.head { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
.head h1 { font-size: 16px; margin: 0; font-weight: 650; word-break: break-all; }
.head .spacer { flex: 1; }
.message { margin: 6px 0 8px; color: var(--ink); }
.meta { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 10px; color: var(--muted); }
.meta span b { color: var(--ink); font-weight: 600; }
.toolbar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0; }
.toolbar .sep { width: 1px; height: 20px; background: var(--line); margin: 0 4px; }
.toolbar input[type=range] { width: 160px; }
.note { color: var(--muted); font-style: italic; }
.stage { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px; }
.panes { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 10px; }
.pane { min-width: 0; }
.pane h3 { margin: 0 0 4px; font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.viewport { overflow: auto; max-height: 70vh; border-radius: 4px;
  background: repeating-conic-gradient(#eceff3 0 25%, #fafbfc 0 50%) 0 0 / 16px 16px; }
.viewport.on-black, .card .thumb.on-black { background: #000; }
.viewport.on-dark, .card .thumb.on-dark { background: repeating-conic-gradient(#1c1c1e 0 25%, #2c2c2e 0 50%) 0 0 / 16px 16px; }
.viewport img { display: block; image-rendering: pixelated; max-width: none; }
.viewport.fit img { max-width: 100%; max-height: 60vh; width: auto; height: auto; }
.stack { position: relative; display: inline-block; vertical-align: top; }
.stack img.top { position: absolute; left: 0; top: 0; }
.stack img.overlay { mix-blend-mode: multiply; opacity: .8; }
.handle { position: absolute; top: 0; bottom: 0; width: 2px; background: var(--accent); pointer-events: none; }
.blinklabel { margin-left: 6px; font-weight: 600; }
.changes { margin: 12px 0 0; padding: 0; list-style: none; }
.changes li { padding: 3px 0; border-bottom: 1px dashed var(--line); }
.hashes { margin-top: 10px; color: var(--muted); font-size: 11px; }
.sheet { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 12px; }
.card { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 8px; cursor: pointer; }
.card:hover { border-color: var(--accent); }
.card .thumb { height: 150px; display: flex; align-items: center; justify-content: center;
  background: repeating-conic-gradient(#eceff3 0 25%, #fafbfc 0 50%) 0 0 / 12px 12px; border-radius: 4px; overflow: hidden; }
.card .thumb img { max-width: 100%; max-height: 150px; }
.card .caption { margin-top: 6px; display: flex; gap: 6px; align-items: center; }
.card .caption span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px; margin-bottom: 12px; }
.panel textarea { width: 100%; height: 120px; font: 12px ui-monospace, Menlo, monospace; }
.warning { border-left: 4px solid var(--size); }
.keys { display: flex; flex-wrap: wrap; gap: 14px; padding: 6px 16px; background: var(--panel); border-top: 1px solid var(--line); color: var(--muted); font-size: 12px; }
"""#
}
