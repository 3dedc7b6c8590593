"""Drives a review page from its causes with the keyboard only (run by ReviewCausesBrowserTests.swift).

usage: causes_check.py INDEX_HTML DOWNLOAD_DIR SCREENSHOT_PREFIX

The page opens on its cause list: every cause of the data (its `explanation`) with its count and
scenarios, causes sharing an origin inside one edit. Then, by keyboard alone: `n` opens the first
cause at a snapshot whose pixels changed, `n` the next cause, `p` the one before; `A` and Enter
approve the current cause whole; a cause whose change no pixel shows says so in the diff panel;
`d` downloads approvals.json, which then holds every approvable snapshot (the flow approves every
cause). At 1280 and 1920 px wide nothing overflows: no horizontal scroll, every filter inside the
sidebar, no caption cut. Prints "approvals: PATH", "edits: ..." and "layout: ..." lines for the
Swift side; exit 1 with one line per problem otherwise. Every wait is explicit.
"""
import json
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from headless import browser, wait

problems = []


def check(ok, message):
    if not ok:
        problems.append(message)


def press(driver, keys):
    driver.switch_to.active_element.send_keys(keys)


def head(driver):
    found = driver.find_elements(By.CSS_SELECTOR, "#main .head h1")
    return found[0].text if found else None


def cause_text(driver):
    found = driver.find_elements(By.CSS_SELECTOR, "#main .cause .text")
    return found[0].text if found else ""


def norm(text):
    """Text as WebDriver reads it from the page: a no-break space ("4\u00a0min") is a space."""
    return text.replace("\u00a0", " ")


def expected_causes(snaps):
    """The causes as the data says: each failure's explanation (else message, else status)."""
    causes = {}
    for s in snaps:
        if not s["passed"]:
            causes.setdefault(norm(s.get("explanation") or s.get("message") or s["status"]), []).append(s)
    return causes


CLIPPED_JS = """return Array.from(document.querySelectorAll(arguments[0])).filter(e => e.getClientRects().length)
  .map(e => [e.textContent, getComputedStyle(e).textOverflow, e.scrollWidth, e.clientWidth])
  .filter(([t, overflow, scroll, client]) => overflow === 'ellipsis' || scroll > client + 1);"""
CAPTIONS = "#list .group span, #list .item .label, #main .head h1, #main .cause-row .text, #main .edit-head .text, #main .meta span"
LAYOUT_JS = """const side = document.getElementById('sidebar').getBoundingClientRect();
  const outside = Array.from(document.querySelectorAll('#filters select, #filters input, #bulk button'))
    .filter(e => e.getClientRects().length).map(e => e.getBoundingClientRect())
    .filter(r => r.left < side.left - 0.5 || r.right > side.right + 0.5).length;
  return [document.documentElement.scrollWidth, window.innerWidth, outside];"""


def check_layout(driver, width, prefix):
    """No horizontal overflow, every filter inside the sidebar (its menus closed and open), no
    caption cut, on the cause list and on a snapshot."""
    for view, keys in [("causes", ""), ("snapshot", "n")]:
        driver.refresh()
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#causes .cause-row"))
        more = driver.find_elements(By.CSS_SELECTOR, "#filters details")
        if more:
            more[0].click()  # the axes' menus shown too
        if keys:
            press(driver, keys)
            wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#main .stage"))
        scroll, inner, outside = driver.execute_script(LAYOUT_JS)
        check(scroll <= inner, f"{width} px, {view}: the page scrolls sideways ({scroll} > {inner})")
        check(outside == 0, f"{width} px, {view}: {outside} filter(s) or button(s) reach past the sidebar")
        clipped = driver.execute_script(CLIPPED_JS, CAPTIONS)
        check(not clipped, f"{width} px, {view}: clipped text {clipped[:3]}")
        driver.save_screenshot(f"{prefix}-{width}-{view}.png")
    print(f"layout: {width} px holds")


def main(index, downloads, prefix):
    data = open(index, encoding="utf-8").read().split('id="review-data">', 1)[1].split("</script>", 1)[0]
    snaps = json.loads(data)["snapshots"]
    causes = expected_causes(snaps)
    approvable = sorted(s["key"] for s in snaps if s["approvable"])
    check(len(causes) >= 3, f"the fixture has {len(causes)} cause(s); the flow needs three or more")

    driver = browser(downloads, width=1280)
    try:
        driver.get("file://" + os.path.abspath(index))
        rows = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#causes .cause-row"))
        check(rows, "the page does not open on its cause list (#causes .cause-row)")
        shown = {r.find_element(By.CSS_SELECTOR, ".text").text: r for r in rows or []}
        check(sorted(shown) == sorted(causes), f"the cause list shows {sorted(shown)}, the data has {sorted(causes)}")
        for text, members in causes.items():
            row = shown.get(text)
            if not row:
                continue
            count = row.find_element(By.CSS_SELECTOR, "b").text
            scenarios = sorted({s["scenario"] or s["key"].split("/")[0] for s in members})
            muted = row.find_element(By.CSS_SELECTOR, ".muted").text
            check(count == str(len(members)), f"{text}: count {count}, the data has {len(members)}")
            check(all(name in muted for name in scenarios[:3]), f"{text}: scenarios {muted!r} do not name {scenarios[:3]}")
        edits = driver.find_elements(By.CSS_SELECTOR, "#causes .edit.shared")
        for e in edits:
            print("edits: " + e.find_element(By.CSS_SELECTOR, ".edit-head .text").text + " holds "
                  + str(len(e.find_elements(By.CSS_SELECTOR, ".cause-row"))) + " causes")
        order = [r.find_element(By.CSS_SELECTOR, ".text").text for r in driver.find_elements(By.CSS_SELECTOR, "#causes .cause-row")]

        keys_help = driver.find_element(By.ID, "keys").text
        check("download approvals.json" in keys_help and "next / previous cause" in keys_help,
              f"the key help does not name d and n / p: {keys_help!r}")

        # n: the first cause, at a snapshot whose pixels changed.
        press(driver, "n")
        wait(driver, lambda d: head(d))
        first = next((s for s in snaps if s["key"] == head(driver)), None)
        check(first and (first["status"] == "missing" or (first.get("mismatched") or 0) > 0),
              f"the first snapshot shown ({head(driver)}) has no visible change")
        check(cause_text(driver).startswith("Cause: " + order[0]), f"n opened {cause_text(driver)!r}, not the first cause {order[0]!r}")
        press(driver, "n")
        check(cause_text(driver).startswith("Cause: " + order[1]), f"n again opened {cause_text(driver)!r}, not {order[1]!r}")
        press(driver, "p")
        check(cause_text(driver).startswith("Cause: " + order[0]), f"p opened {cause_text(driver)!r}, not {order[0]!r}")

        # Every cause approved whole: A, then Enter on the confirmation; n to the next.
        decided = set()
        for i, text in enumerate(order):
            if i:
                press(driver, "n")
            check(cause_text(driver).startswith("Cause: " + text), f"cause {i + 1}: {cause_text(driver)!r}, not {text!r}")
            current = next((s for s in snaps if s["key"] == head(driver)), {})
            if current.get("status") == "changed" and current.get("mismatched") == 0:
                note = driver.find_elements(By.CSS_SELECTOR, "#main .pixel-note")
                check(note and note[0].text.startswith("No pixel changed:"),
                      f"{current['key']}: the diff panel does not say no pixel changed: {[n.text for n in note]}")
                print("structure-only: " + (note[0].text if note else "(none)"))
            keys = sorted(s["key"] for s in causes[text] if s["approvable"])
            if not keys:
                continue
            press(driver, "A")
            question = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#confirm p"))
            check(question and f"{len(keys)} snapshot" in question[0].text, f"A: the confirmation does not give {len(keys)}")
            press(driver, Keys.ENTER)
            wait(driver, lambda d: not d.find_elements(By.ID, "confirm"))
            decided.update(keys)

        press(driver, "d")
        target = os.path.join(downloads, "approvals.json")
        wait(driver, lambda d: os.path.exists(target) and not os.path.exists(target + ".crdownload"), seconds=10)
        check(os.path.exists(target), "d downloaded no approvals.json")
        if os.path.exists(target):
            got = json.load(open(target, encoding="utf-8"))
            keys = sorted(a["key"] for a in got["approved"])
            check(keys == approvable and sorted(decided) == approvable, f"approvals.json approves {len(keys)}, the page has {len(approvable)} approvable")
            print("approvals: " + target)
        errors = [l for l in driver.get_log("browser") if l["level"] == "SEVERE"]
        check(not errors, f"console errors: {errors}")

        check_layout(driver, 1280, prefix)
        driver.set_window_size(1920, 1000)
        check_layout(driver, 1920, prefix)
    finally:
        driver.quit()
    for p in problems:
        print(p)
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
