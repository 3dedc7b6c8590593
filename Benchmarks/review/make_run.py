"""Writes a failing run of N snapshots into OUT as `snapshot verify` would leave it: results.json
and each failure's artefacts (hard links to one small PNG, so the folder is cheap), with the
shape of a real large failure: 31 scenarios, causes from a few edits (a colour shift touching
most snapshots, a rename whose title, label and inline causes share an origin, a time moved by
a minute), new snapshots, and structure-only changes.

usage: make_run.py OUT N PNG
"""
import json
import os
import sys

out, count, png = sys.argv[1], int(sys.argv[2]), sys.argv[3]
surfaces = ["systemSmall", "systemMedium", "systemLarge", "accessoryRectangular", "accessoryCircular", "accessoryInline",
            "liveActivityLockScreen", "liveActivityExpanded", "liveActivityCompact", "liveActivityMinimal", "standByWidget"]
sizes = ["L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
scenarios = [f"stop-{i:02d}-{name}" for i, name in enumerate(
    ["belmont", "halsted", "addison", "fullerton", "clark-lake", "jackson", "monroe", "harold-washington", "howard", "kimball",
     "midway", "ohare", "cermak", "roosevelt", "irving-park", "montrose", "lawrence", "argyle", "berwyn", "bryn-mawr",
     "thorndale", "granville", "loyola", "morse", "jarvis", "damen", "western", "california", "kedzie", "pulaski", "cicero"])]


def origin(field, before, after):
    if field == "words":
        summary = f"'{before}' → '{after}'"
    else:
        summary = f"{field} '{before}' → '{after}'"
    return {"field": field, "before": before, "after": after, "summary": summary}


causes = [  # (share of snapshots, explanation, origins, pixels differ, status)
    (0.70, "row 1 routeMarker fill: '#C60C30' → '#D00000'", [origin("colour", "#C60C30", "#D00000")], True, "changed"),
    (0.08, "title: 'Belmont' → 'Belmont Ave'", [origin("words", "Belmont", "Belmont Ave")], True, "changed"),
    (0.03, "title: 'Belmont:' → 'Belmont Ave:'", [origin("words", "Belmont", "Belmont Ave")], True, "changed"),
    (0.03, "background accessibility label: 'Belmont. Red Line to Howard, due now.' → 'Belmont Ave. Red Line to Howard, due now.'",
     [origin("words", "Belmont", "Belmont Ave")], False, "changed"),
    (0.08, "subtitle: 'Updated 2 min ago' → 'Updated 3 min ago'", [origin("words", "2", "3")], True, "changed"),
    (0.04, "row 2 time: '5 min' → '6 min'", [origin("words", "5", "6")], True, "changed"),
    (0.02, "staleLabel added", [origin("added", "", "staleLabel")], True, "changed"),
    (0.02, "no golden", [], True, "missing"),
]
os.makedirs(out, exist_ok=True)
snapshots, at = [], 0
for index, (share, explanation, origins, seen, status) in enumerate(causes):
    n = round(share * count) if index < len(causes) - 1 else count - at
    for i in range(n):
        k = at + i
        scenario, surface = scenarios[k % len(scenarios)], surfaces[(k // len(scenarios)) % len(surfaces)]
        size = sizes[(k // (len(scenarios) * len(surfaces))) % len(sizes)]
        appearance = ["light", "dark"][(k // (len(scenarios) * len(surfaces) * len(sizes))) % 2]
        name = f"{surface}_393x852_{appearance}_{size}" + (f"_v{k}" if k >= len(scenarios) * len(surfaces) * len(sizes) * 2 else "")
        key = f"{scenario}/{name}"
        artefacts = {"actual": key + ".actual.png", "actualLayout": key + ".actual.json"}
        if status == "changed":
            artefacts.update({"diff": key + ".diff.png", "expected": key + ".expected.png"})
        for path in artefacts.values():
            target = os.path.join(out, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            if path.endswith(".png"):
                os.link(png, target)
            else:
                open(target, "w").write("{}\n")
        s = {"key": key, "status": status, "passed": False, "golden": key + ".png",
             "goldenSHA256": None if status == "missing" else "0" * 64, "candidateSHA256": "1" * 64,
             "candidateLayoutSHA256": "2" * 64, "artefacts": artefacts,
             "message": "no golden" if status == "missing" else ("1204 of 142884 pixels differ (0.843%) in 2 region(s)" if seen
                                                                 else "no pixel changed: the VoiceOver label did"),
             "explanation": explanation, "scenario": scenario, "scenarioFile": f"Scenarios/{scenario}.json", "time": None,
             "surface": surface, "device": "393x852", "appearance": appearance, "textSize": size,
             "mode": "vibrant" if surface.startswith("accessory") else "fullColor"}
        if status == "changed":
            s.update({"mismatched": 1204 if seen else 0, "total": 142884, "ratio": 0.0084 if seen else 0,
                      "regions": [{"x": 40, "y": 60, "width": 120, "height": 30}] if seen else [],
                      "changes": [explanation], "origins": origins})
        snapshots.append(s)
    at += n
counts = {}
for s in snapshots:
    counts[s["status"]] = counts.get(s["status"], 0) + 1
run = {"$schema": "urn:snapshotkit:results:1", "formatVersion": 1, "tool": "snapshot 0.4.0", "exitCode": 1, "counts": counts,
       "environmentDifferences": [], "inputErrors": [], "skipped": [], "snapshots": snapshots}
json.dump(run, open(os.path.join(out, "results.json"), "w"), indent=2, ensure_ascii=False)
print(f"{len(snapshots)} snapshots in {len(causes)} causes")
