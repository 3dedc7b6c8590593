"""Checks a generated review page in headless Chromium (run by ReviewBrowserTests.swift).

usage: review_check.py INDEX_HTML SCREENSHOT_PNG

Fails (exit 1, one line per problem) unless: the page loads with no console errors; every
view mode shows its images (naturalWidth > 0); `b` cycles the image backdrop (checkerboard,
black, white) in every view mode and the contact sheet; approving every changed and new snapshot
yields an approvals.json (the Blob the page offers, and the file it downloads) whose hashes
are the SHA-256 of the candidate PNGs and of the goldens they replace; `u` walks the decisions
back one by one, export and counters included; no key, label or caption is cut (no ellipsis,
nothing wider than its box); the hostile stop name stays text (no <img src=x>, no alert); the
Accessibility section (from the audit.json beside the page) lists presentations with their
overlays, filters findings by rule and severity, hides allowlisted ones until asked, and shows
a finding's image (audit.json `images`) with its frame outlined; a whole cause, or everything
the filters show, is approved or rejected in one confirmed action and undone in one `u`; the
status chips and list items work from the keyboard; `a` wraps; a within-tolerance snapshot shows
its actual and diff; the apply command names the folder the page was opened from. Saves screenshots of the
changed snapshot and of the Accessibility section (SCREENSHOT with -audit before .png).
Every wait is explicit (WebDriverWait on a condition), never a fixed sleep.
"""
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from headless import browser, wait

HOSTILE = "<img src=x onerror=alert(1)>"
problems = []


def check(ok, message):
    if not ok:
        problems.append(message)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def image_state(driver, selector):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(i => [i.complete, i.naturalWidth, i.getAttribute('src')]);",
        selector)


def images_ok(driver, selector="#main img"):
    """Waits for the images under `selector` to finish loading; returns (count, broken sources)."""
    wait(driver, lambda d: all(c for c, _, _ in image_state(d, selector)), seconds=5)
    state = image_state(driver, selector)
    return len(state), [s for c, w, s in state if not w]


def text_of(driver, css):
    """The text of the first element matching `css`, or None when the page has none."""
    found = driver.find_elements(By.CSS_SELECTOR, css)
    return found[0].text if found else None


def press(driver, keys):
    driver.find_element(By.TAG_NAME, "body").send_keys(keys)


# The computed background of the first image frame (viewer viewport or contact sheet thumbnail).
BACKDROP_JS = """const f = document.querySelector('#main .viewport, #main .card .thumb');
  if (!f) return null; const cs = getComputedStyle(f); return cs.backgroundColor + ' | ' + cs.backgroundImage;"""
BLACK, WHITE = "rgb(0, 0, 0) | none", "rgb(255, 255, 255) | none"


def check_backdrops(driver):
    """`b` cycles checkerboard -> black -> white -> checkerboard for every view mode and the sheet."""
    views = [("1", "side"), ("2", "swipe"), ("3", "onion"), ("4", "blink"), ("5", "overlay"), ("c", "sheet")]

    def each_view(want, what):
        for key, name in views:
            press(driver, key)
            got = driver.execute_script(BACKDROP_JS)
            check(want(got or ""), f"background {what}: {name} shows {got}")
            if key == "c":
                press(driver, Keys.ESCAPE)

    each_view(lambda b: "conic-gradient" in b, "auto (checkerboard) for systemSmall")
    label = text_of(driver, "#backdrop") or ""
    check(label.startswith("Background: Auto"), f"the background button starts as {label!r}")
    for want, what in [(BLACK, "black"), (WHITE, "white"), (None, "checkerboard")]:
        press(driver, "b")
        now = text_of(driver, "#backdrop") or ""
        check(what in now.lower(), f"the background button says {now!r} after b (want {what})")
        each_view((lambda b, w=want: b == w) if want else (lambda b: "conic-gradient" in b), what)
    press(driver, "1")


def export(driver):
    """The approvals.json the page offers now, and the counters' text."""
    text = driver.execute_async_script(
        "const done = arguments[0]; fetch(document.getElementById('download').href).then(r => r.text()).then(done, e => done('ERR ' + e));")
    return json.loads(text), driver.find_element(By.CSS_SELECTOR, "#decisions span").text


def current_key(driver):
    return driver.find_element(By.CSS_SELECTOR, "#main .head h1").text


def check_undo(driver, approvable):
    """Approving each snapshot, then `u` walks back through the decisions, exports included."""
    steps = [export(driver)]
    for s in approvable:
        open_key(driver, s["key"])
        driver.find_element(By.ID, "approve").click()
        steps.append(export(driver))
    # A reject of an approved snapshot: `u` must give back "approved", not "open".
    last = approvable[-1]["key"]
    open_key(driver, last)
    press(driver, "r")
    rejected, _ = export(driver)
    check(rejected["rejected"] == [last], f"r did not reject {last}: {rejected}")
    press(driver, "u")
    check(export(driver) == steps[-1], f"u after r: {export(driver)} is not the state before it {steps[-1]}")
    check(current_key(driver) == last, f"u after r shows {current_key(driver)}, not {last}")
    for back in range(1, 3):
        press(driver, "u")
        got = export(driver)
        check(got == steps[-1 - back], f"u #{back + 1}: export/counters {got} differ from before {approvable[-back]['key']}: {steps[-1 - back]}")
        check(current_key(driver) == approvable[-back]["key"],
              f"u #{back + 1} shows {current_key(driver)}, not the snapshot it undid ({approvable[-back]['key']})")
    print("undo: " + " / ".join(counters for _, counters in [steps[-1], steps[-3]]))
    for s in approvable[-2:]:
        open_key(driver, s["key"])
        driver.find_element(By.ID, "approve").click()
    check(export(driver) == steps[-1], "approving again after the undos does not give the same approvals")
    return steps[-1][0]


# Every caption, label and key on the page: none may be cut with an ellipsis or overflow its box.
CLIPPED_JS = """return Array.from(document.querySelectorAll(arguments[0])).filter(e => e.getClientRects().length)
  .map(e => [e.textContent, getComputedStyle(e).textOverflow, e.scrollWidth, e.clientWidth])
  .filter(([t, overflow, scroll, client]) => overflow === 'ellipsis' || scroll > client + 1);"""
CAPTIONS = "#list .group span, #list .item .label, #main .head h1, #main .card .caption span, #main .meta span, #main .audit td, #main .audit summary"


def check_captions(driver, key, where):
    open_key(driver, key)
    for view in ["", "c"]:
        if view:
            press(driver, view)
        clipped = driver.execute_script(CLIPPED_JS, CAPTIONS)
        check(not clipped, f"{where}{' contact sheet' if view else ''}: clipped text {clipped}")
    press(driver, Keys.ESCAPE)


def check_audit(driver, audit, out, screenshot):
    """The Accessibility section: filters, allowlisted hidden by default, a finding's image."""
    findings = audit["findings"]
    rows = lambda: [(r.get_attribute("data-rule"), r.get_attribute("data-severity"), r.get_attribute("data-key"))
                    for r in driver.find_elements(By.CSS_SELECTOR, "#main .audit tr.finding")]
    expect = lambda keep: sorted((f["rule"], f["severity"], f["key"]) for f in findings if keep(f))
    check(sorted(rows()) == expect(lambda f: not f["allowlisted"]),
          f"by default the section lists {sorted(rows())}, not the unallowlisted findings")
    allow = driver.find_elements(By.ID, "audit-allowlisted")
    check(allow, "no 'Show allowlisted' checkbox (#audit-allowlisted)")
    if allow:
        check(not allow[0].is_selected(), "the allowlisted checkbox starts checked")
        allow[0].click()
        check(sorted(rows()) == expect(lambda f: True), f"with allowlisted shown the section lists {sorted(rows())}")
        check(driver.find_elements(By.CSS_SELECTOR, "#main .audit tr.finding.allowlisted .allow"), "no allowlisted reason shown")
        driver.find_element(By.ID, "audit-allowlisted").click()
        check(sorted(rows()) == expect(lambda f: not f["allowlisted"]), "unchecking does not hide the allowlisted findings again")
    rule = sorted({f["rule"] for f in findings})[1]
    for name, value, keep in [("rule", rule, lambda f: f["rule"] == rule),
                              ("severity", "warning", lambda f: f["severity"] == "warning"),
                              ("severity", "error", lambda f: f["severity"] == "error")]:
        select = driver.find_elements(By.CSS_SELECTOR, f"#main .audit select[name={name}]")
        check(select, f"no {name} filter in the Accessibility section")
        if not select:
            continue
        Select(select[0]).select_by_value(value)
        want = expect(lambda f: keep(f) and not f["allowlisted"])
        check(want and sorted(rows()) == want, f"{name} = {value}: the section lists {sorted(rows())}, expected {want}")
        Select(driver.find_element(By.CSS_SELECTOR, f"#main .audit select[name={name}]")).select_by_value("")
    check(sorted(rows()) == expect(lambda f: not f["allowlisted"]), "clearing the filters does not list every finding again")

    images = audit.get("images", {})
    shown = 0
    for row in driver.find_elements(By.CSS_SELECTOR, "#main .audit tr.finding"):
        key, imgs = row.get_attribute("data-key"), row.find_elements(By.CSS_SELECTOR, ".shot img")
        if key not in images:
            check(not imgs, f"{key}: an image beside a finding audit.json has none for")
            continue
        check(len(imgs) == 1, f"{key}: {len(imgs)} image(s) beside its finding")
        if not imgs:
            continue
        img = imgs[0]
        check(img.get_attribute("src").endswith("/" + images[key]) and img.get_attribute("loading") == "lazy"
              and key in img.get_attribute("alt"), f"{key}: image {img.get_attribute('src')} loading={img.get_attribute('loading')} alt={img.get_attribute('alt')!r}")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", img)
        loaded = wait(driver, lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth", img), seconds=5)
        check(loaded, f"{key}: the finding's image did not load")
        finding = next(f for f in findings if f["key"] == key and f["frame"] and not f["allowlisted"])
        placed = wait(driver, lambda d: d.execute_script(
            """const img = arguments[0], box = img.parentNode.querySelector('.outline'); if (!box || box.hidden) return null;
               const i = img.getBoundingClientRect(), b = box.getBoundingClientRect(), k = i.width / img.naturalWidth;
               return [b.left - i.left, b.top - i.top, b.width, b.height, k];""", img), seconds=5)
        check(placed, f"{key}: no outline over the finding's image")
        if placed:
            x, y, w, h, k = placed
            want = [finding["frame"][c] * 3 * k for c in ("x", "y", "width", "height")]
            check(all(abs(a - b) <= 1.5 for a, b in zip([x, y, w, h], want)),
                  f"{key}: outline at {[round(v, 1) for v in placed[:4]]}, expected {[round(v, 1) for v in want]} (frame x 3 px)")
        shown += 1
    check(shown == len({f["key"] for f in findings if f["key"] in images and not f["allowlisted"]}) and shown > 0,
          f"{shown} finding image(s) shown")
    driver.save_screenshot(screenshot[:-4] + "-audit.png" if screenshot.endswith(".png") else screenshot + "-audit")
    return shown


def focus_and_press(driver, css, key):
    """Focuses the element (as Tab would) and presses `key` on it: keyboard only, no click."""
    found = driver.find_elements(By.CSS_SELECTOR, css)
    check(found, f"no {css} to press {key!r} on")
    if found:
        driver.execute_script("arguments[0].focus()", found[0])
        check(driver.execute_script("return document.activeElement === arguments[0]", found[0]), f"{css} cannot take the keyboard focus")
        found[0].send_keys(key)
    return bool(found)


def list_keys(driver):
    return [i.get_attribute("title").split(" — ")[0] for i in driver.find_elements(By.CSS_SELECTOR, "#list .item")]


def check_bulk(driver, snaps, approvals):
    """Issue 18 item 5: a whole cause or everything the filters show in one confirmed action,
    undone in one `u`; the status chips and list items work from the keyboard; `a` wraps."""
    new = sorted(s["key"] for s in snaps if s["status"] == "missing")
    # The chips are buttons: Enter on a focused chip filters, Enter again clears.
    focus_and_press(driver, '#summary .chip[data-status="new"]', Keys.ENTER)
    check(sorted(list_keys(driver)) == new, f"Enter on the New chip lists {list_keys(driver)}, not the new snapshots {new}")
    # Everything shown: the count is confirmed first; Esc cancels, the button confirms.
    shown = driver.find_elements(By.ID, "reject-shown")
    check(shown and f"({len(new)})" in shown[0].text, f"no 'Reject shown ({len(new)})' button: {[b.text for b in shown]}")
    if shown:
        shown[0].click()
        question = text_of(driver, "#confirm p") or ""
        check(f"{len(new)} snapshots" in question, f"the confirmation does not give the count: {question!r}")
        check(driver.execute_script("return document.activeElement && document.activeElement.id") == "confirm-yes",
              "the confirmation's button does not have the focus")
        press(driver, Keys.ESCAPE)
        check(not driver.find_elements(By.ID, "confirm") and export(driver)[0] == approvals, "Esc did not cancel the bulk reject")
        driver.find_element(By.ID, "reject-shown").click()
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        got, counters = export(driver)
        check(sorted(got["rejected"]) == new, f"Reject shown rejected {got['rejected']}, not {new} ({counters})")
        press(driver, "u")
        check(export(driver)[0] == approvals, "one u did not take back the whole bulk reject")
    focus_and_press(driver, '#summary .chip[data-status="new"]', Keys.ENTER)
    check(len(list_keys(driver)) == len(snaps), "Enter on the active chip does not clear the filter")
    # A whole cause: the new snapshots share one ("no golden").
    focus_and_press(driver, f'#list .item[title^="{new[0]} "]', Keys.ENTER)
    check(current_key(driver) == new[0], f"Enter on a list item shows {current_key(driver)}, not {new[0]}")
    cause = driver.find_elements(By.ID, "reject-cause")
    check(cause and str(len(new)) in cause[0].text, f"no 'Reject all {len(new)}' for the cause: {[b.text for b in cause]}")
    press(driver, "R")
    question = text_of(driver, "#confirm p") or ""
    check(f"{len(new)} snapshots" in question, f"R: the confirmation does not give the count: {question!r}")
    if driver.find_elements(By.ID, "confirm-yes"):
        driver.find_element(By.ID, "confirm-yes").click()
    got, _ = export(driver)
    check(sorted(got["rejected"]) == new, f"R rejected {got['rejected']}, not the cause's {new}")
    press(driver, "u")
    check(export(driver)[0] == approvals, "one u did not take back the whole cause")
    # `a` at the end of the list wraps to its start.
    Select(driver.find_element(By.CSS_SELECTOR, "#filters select[name=status]")).select_by_value("review")
    keys = list_keys(driver)
    open_key(driver, keys[-1])
    press(driver, "a")
    check(current_key(driver) == keys[0], f"a on the last snapshot shows {current_key(driver)}, not the first ({keys[0]})")
    Select(driver.find_element(By.CSS_SELECTOR, "#filters select[name=status]")).select_by_value("")
    print(f"bulk: {len(new)} by cause and by filter, each undone at once; chips and items by keyboard; a wraps")


def apply_text(driver):
    driver.find_element(By.ID, "apply").click()
    areas = driver.find_elements(By.CSS_SELECTOR, "#main .panel textarea")
    text = areas[0].get_attribute("value") if areas else ""
    press(driver, Keys.ESCAPE)
    return text


def check_apply_folder(driver, index, run_folder):
    """The apply command names the folder the page was opened from."""
    text = apply_text(driver)
    check(f"--out {run_folder} " in text, f"opened where it was written, the command is {text!r}, not --out {run_folder}")
    moved = tempfile.mkdtemp(prefix="review-moved-")
    target = os.path.join(moved, "artefact", "verify")
    shutil.copytree(os.path.dirname(os.path.abspath(index)), target)
    driver.get("file://" + os.path.join(target, "index.html"))
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#list .item"))
    text = apply_text(driver)
    check(f"--out {target} " in text, f"opened from {target}, the command is {text!r}")
    print("apply: --out follows the page's folder")


def check_fork(driver, index):
    """A page a fork's pull request built says so above its apply command and offers no command
    to paste whole; the page of a run from the repository itself says nothing of forks."""
    driver.find_element(By.ID, "apply").click()
    own = driver.find_elements(By.CSS_SELECTOR, "#main .panel textarea")
    check(len(own) == 2, f"the repository's own page offers {len(own)} commands, not the file one and the paste one")
    check("fork" not in driver.find_element(By.ID, "main").text, "the repository's own page speaks of a fork")
    press(driver, Keys.ESCAPE)
    moved = tempfile.mkdtemp(prefix="review-fork-")
    target = os.path.join(moved, "verify")
    shutil.copytree(os.path.dirname(os.path.abspath(index)), target)
    page = os.path.join(target, "index.html")
    html = open(page, encoding="utf-8").read()
    check(len(re.findall(r'"fork":\s*null', html)) == 1, "the page does not embed its fork as null")
    open(page, "w", encoding="utf-8").write(re.sub(r'"fork":\s*null', '"fork": "someone/snapshotkit"', html, count=1))
    driver.get("file://" + page)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#list .item"))
    driver.find_element(By.ID, "apply").click()
    panels = driver.find_elements(By.CSS_SELECTOR, "#main .panel")
    check(panels and "pull request from the fork someone/snapshotkit" in panels[0].text,
          f"the fork's page does not say so first: {[p.text[:80] for p in panels]}")
    areas = driver.find_elements(By.CSS_SELECTOR, "#main .panel textarea")
    check(len(areas) == 1 and "--from approvals.json" in areas[0].get_attribute("value"),
          f"the fork's page offers {len(areas)} commands, not only the one reading approvals.json")
    press(driver, Keys.ESCAPE)
    print("fork: said above the apply command, no command to paste")


def check_within_tolerance(driver, snaps):
    """A passed-within-tolerance snapshot shows its actual and diff, not only the golden."""
    within = [s for s in snaps if s["status"] == "passed-within-tolerance"]
    check(within, "the page has no passed-within-tolerance snapshot")
    for s in within:
        open_key(driver, s["key"])
        alts = [i.get_attribute("alt") for i in driver.find_elements(By.CSS_SELECTOR, "#main img")]
        for kind in ["Golden", "Actual", "Diff"]:
            check(any(a.startswith(kind + " of") for a in alts), f"{s['key']} (within tolerance) shows no {kind.lower()}: {alts}")


def open_key(driver, key):
    for item in driver.find_elements(By.CSS_SELECTOR, "#list .item"):
        if item.get_attribute("title").startswith(key + " "):
            # The list scrolls under the filters; an item is brought into view as a person would.
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", item)
            item.click()
            return True
    problems.append(f"no list item for {key}")
    return False


def main(index, screenshot):
    out = os.path.dirname(os.path.abspath(index))
    data_text = open(index, encoding="utf-8").read().split('id="review-data">', 1)[1].split("</script>", 1)[0]
    check(HOSTILE not in data_text, "the hostile name appears unescaped inside the data block")
    snaps = json.loads(data_text)["snapshots"]
    approvable = [s for s in snaps if s["approvable"]]
    changed = [s for s in snaps if s["status"] == "changed"]
    check(approvable and changed, "the page has no changed snapshot to review")

    downloads = tempfile.mkdtemp(prefix="review-downloads-")
    driver = browser(downloads)
    try:
        driver.get("file://" + os.path.abspath(index))
        driver.find_element(By.CSS_SELECTOR, "#list .item")
        check(not driver.execute_script("return Array.from(document.images).some(i => i.getAttribute('src') === 'x');"),
              "an <img src=x> element exists: scenario text became markup")

        open_key(driver, changed[0]["key"])
        check(HOSTILE in driver.find_element(By.ID, "main").text, "the hostile stop name is not shown as text")
        check(not driver.execute_script("return Array.from(document.images).some(i => i.getAttribute('src') === 'x');"),
              "an <img src=x> element exists after opening the changed snapshot")
        for number, mode, want in [("1", "side", 3), ("2", "swipe", 2), ("3", "onion", 2), ("4", "blink", 2), ("5", "overlay", 2)]:
            driver.find_element(By.TAG_NAME, "body").send_keys(number)
            pressed = driver.execute_script("const b = document.querySelector('button.on[data-mode]'); return b && b.dataset.mode;")
            check(pressed == mode, f"key {number} did not switch to {mode} (on: {pressed})")
            count, broken = images_ok(driver)
            check(count >= want, f"{mode}: {count} image(s), expected {want}")
            check(not broken, f"{mode}: images did not load: {broken}")
        driver.find_element(By.TAG_NAME, "body").send_keys("z")
        check(driver.execute_script("return document.querySelectorAll('.viewport:not(.fit)').length") > 0,
              "z did not zoom to a changed region")
        driver.find_element(By.TAG_NAME, "body").send_keys("0")
        driver.find_element(By.TAG_NAME, "body").send_keys("1")
        driver.save_screenshot(screenshot)
        check_backdrops(driver)

        approvals = check_undo(driver, approvable)
        check(approvals["formatVersion"] == 1 and approvals["rejected"] == [], f"unexpected approvals: {approvals}")
        got = {a["key"]: a for a in approvals["approved"]}
        check(sorted(got) == sorted(s["key"] for s in approvable), f"approved {sorted(got)}, expected every approvable snapshot")
        for s in approvable:
            a = got.get(s["key"], {})
            check(a.get("candidateSHA256") == sha256(os.path.join(out, s["key"] + ".actual.png")),
                  f"{s['key']}: candidateSHA256 is not the candidate PNG's hash")
            check(a.get("goldenSHA256") == s["goldenSHA256"], f"{s['key']}: goldenSHA256 differs from the run's")

        driver.find_element(By.ID, "download").click()
        path = os.path.join(downloads, "approvals.json")
        wait(driver, lambda d: os.path.exists(path))
        check(os.path.exists(path), "clicking Download did not save approvals.json")
        if os.path.exists(path):
            check(json.load(open(path)) == approvals, "the downloaded approvals.json differs from the page's Blob")
            print("approvals: " + path)

        check_bulk(driver, snaps, approvals)
        check_within_tolerance(driver, snaps)

        open_key(driver, changed[0]["key"])
        driver.find_element(By.TAG_NAME, "body").send_keys("c")
        cards = len(driver.find_elements(By.CSS_SELECTOR, "#main .card"))
        check(cards == len([s for s in snaps if s["group"] == changed[0]["group"]]), f"contact sheet shows {cards} card(s)")
        press(driver, Keys.ESCAPE)
        longest = max(snaps, key=lambda s: len(s["key"]))["key"]
        check_captions(driver, longest, "the longest key")
        check_captions(driver, changed[0]["key"], "the changed snapshot")

        # The Accessibility section: the test left an audit.json beside the page, so it must be there.
        driver.refresh()
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#list .item"))
        buttons = wait(driver, lambda d: d.find_elements(By.ID, "audit-button"), seconds=5) or []
        check(buttons, "no Accessibility section: the page has no #audit-button")
        if buttons:
            buttons[0].click()
            titles = [h.text for h in wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#main .audit h1")) or []]
            check(titles == ["Accessibility audit"], f"accessibility section title {titles}")
            groups = driver.find_elements(By.CSS_SELECTOR, "#main .audit details")
            check(len(groups) > 0, "accessibility section lists no presentation")
            for d in groups:
                driver.execute_script("arguments[0].open = true", d)
            count, broken = images_ok(driver, "#main .audit details img.overlay")
            check(count > 0 and not broken, f"overlay images missing ({count}) or broken: {broken}")
            overlays = driver.find_elements(By.CSS_SELECTOR, "#main .audit details img.overlay")
            voice = " ".join(li.text for li in driver.find_elements(By.CSS_SELECTOR, "#main .audit .voice li"))
            check(not driver.find_elements(By.CSS_SELECTOR, "img[src='x']"), "a scenario name became an <img>")
            audit = json.load(open(os.path.join(out, "audit.json"), encoding="utf-8"))
            clipped = driver.execute_script(CLIPPED_JS, CAPTIONS)
            check(not clipped, f"accessibility section: clipped text {clipped}")
            shown = check_audit(driver, audit, out, screenshot)
            print(f"accessibility section: {len(groups)} presentation(s), {len(overlays)} overlay(s), {shown} finding image(s)"
                  + (", hostile name shown as text" if "<img src=x" in voice else ""))

        check_apply_folder(driver, index, out)
        driver.get("file://" + os.path.abspath(index))
        wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#list .item"))
        check_fork(driver, index)

        try:
            driver.switch_to.alert
            problems.append("an alert opened: scenario text ran as script")
        except NoAlertPresentException:
            pass
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        check(not errors, f"console errors: {errors}")
    finally:
        driver.quit()

    for p in problems:
        print("FAIL " + p)
    print(f"review_check: {len(snaps)} snapshot(s), {len(approvable)} approved, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
