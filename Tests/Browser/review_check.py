"""Checks a generated review page in headless Chromium (run by ReviewBrowserTests.swift).

usage: review_check.py INDEX_HTML SCREENSHOT_PNG

Fails (exit 1, one line per problem) unless: the page loads with no console errors; every
view mode shows its images (naturalWidth > 0); approving every changed and new snapshot
yields an approvals.json (the Blob the page offers, and the file it downloads) whose hashes
are the SHA-256 of the candidate PNGs and of the goldens they replace; the hostile stop name
stays text (no <img src=x>, no alert); the Accessibility section (the test audits the same
folder first) is there and lists presentations with their overlays. Saves a screenshot of the
changed snapshot. Every wait is explicit (WebDriverWait on a condition), never a fixed sleep.
"""
import hashlib
import json
import os
import sys
import tempfile

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HOSTILE = "<img src=x onerror=alert(1)>"
problems = []


def check(ok, message):
    if not ok:
        problems.append(message)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def browser(download_dir):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--hide-scrollbars"]:
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    options.add_experimental_option("prefs", {"download.default_directory": download_dir,
                                              "download.prompt_for_download": False})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def wait(driver, condition, seconds=10):
    """Waits until `condition(driver)` is truthy; returns its value, or None on timeout."""
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.05).until(condition)
    except TimeoutException:
        return None


def image_state(driver, selector):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(i => [i.complete, i.naturalWidth, i.getAttribute('src')]);",
        selector)


def images_ok(driver, selector="#main img"):
    """Waits for the images under `selector` to finish loading; returns (count, broken sources)."""
    wait(driver, lambda d: all(c for c, _, _ in image_state(d, selector)), seconds=5)
    state = image_state(driver, selector)
    return len(state), [s for c, w, s in state if not w]


def open_key(driver, key):
    for item in driver.find_elements(By.CSS_SELECTOR, "#list .item"):
        if item.get_attribute("title").startswith(key + " "):
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

        for s in approvable:
            open_key(driver, s["key"])
            driver.find_element(By.ID, "approve").click()
        text = driver.execute_async_script(
            "const done = arguments[0]; fetch(document.getElementById('download').href).then(r => r.text()).then(done, e => done('ERR ' + e));")
        approvals = json.loads(text)
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

        driver.find_element(By.TAG_NAME, "body").send_keys("c")
        cards = len(driver.find_elements(By.CSS_SELECTOR, "#main .card"))
        check(cards == len([s for s in snaps if s["group"] == changed[0]["group"]]), f"contact sheet shows {cards} card(s)")

        # The Accessibility section: the test audited this folder, so it must be there.
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
            count, broken = images_ok(driver, "#main .audit details img")
            check(count > 0 and not broken, f"overlay images missing ({count}) or broken: {broken}")
            overlays = driver.find_elements(By.CSS_SELECTOR, "#main .audit details img")
            voice = " ".join(li.text for li in driver.find_elements(By.CSS_SELECTOR, "#main .audit .voice li"))
            check(not driver.find_elements(By.CSS_SELECTOR, "img[src='x']"), "a scenario name became an <img>")
            print(f"accessibility section: {len(groups)} presentation(s), {len(overlays)} overlay(s)"
                  + (", hostile name shown as text" if "<img src=x" in voice else ""))

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
