"""Checks the review page's Sweep part in headless Chromium (run by SweepBrowserTests.swift).

usage: sweep_check.py INDEX_HTML SCREENSHOT_PNG

Fails (exit 1, one line per problem) unless: the page loads with no console errors; the
Accessibility button shows the section; its Sweep part says the seed, lists every invariant
with what it holds and its counts; each broken rule opens to its contact sheet and worst cases,
whose images load and carry an outline placed on them. Saves a screenshot of the part.
Every wait is explicit (WebDriverWait on a condition), never a fixed sleep.
"""
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

INVARIANTS = ["identity.whole", "identity.kept", "state.word", "state.dash", "route.text", "bounds.camera",
              "locale.statusWord", "stability.composition"]
problems = []


def check(ok, message):
    if not ok:
        problems.append(message)


def main(index, screenshot):
    options = webdriver.ChromeOptions()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1800", "--allow-file-access-from-files"]:
        options.add_argument(a)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    wait = WebDriverWait(driver, 20)
    try:
        driver.get("file://" + index)
        wait.until(lambda d: d.find_elements(By.ID, "audit-button"))
        driver.find_element(By.ID, "audit-button").click()
        part = wait.until(lambda d: d.find_element(By.ID, "sweep"))
        check("Seed 11" in part.text, "the Sweep part does not say its seed: " + part.text[:200])
        rules = [r.find_element(By.CSS_SELECTOR, "td").text for r in part.find_elements(By.CSS_SELECTOR, "table tr")[1:]]
        for rule in INVARIANTS:
            check(rule in rules, "invariant %s is not listed" % rule)
        broken = part.find_elements(By.CSS_SELECTOR, "details")
        check(len(broken) > 0, "no broken rule to open")
        for d in broken:
            driver.execute_script("arguments[0].open = true; arguments[0].scrollIntoView();", d)
        images = part.find_elements(By.CSS_SELECTOR, "details img")
        check(len(images) > 0, "no sheet or case image")
        # NB: the images load lazily: each is brought into view, then waited for.
        for i in images:
            driver.execute_script("arguments[0].scrollIntoView();", i)
            wait.until(lambda _: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", i))
        outlines = part.find_elements(By.CSS_SELECTOR, ".shot .outline")
        wait.until(lambda _: all(not driver.execute_script("return arguments[0].hidden", o) for o in outlines))
        for o in outlines:
            inside = driver.execute_script(
                "const b = arguments[0].getBoundingClientRect(), i = arguments[0].parentNode.querySelector('img').getBoundingClientRect();"
                "return b.right > i.left - 3 && b.left < i.right + 3 && b.bottom > i.top - 3 && b.top < i.bottom + 3;", o)
            # NB: on its image, not inside it: an element past the surface's edge is outlined where it is.
            check(inside, "an outline lies off its image")
        driver.execute_script("arguments[0].scrollIntoView();", part)
        driver.save_screenshot(screenshot)
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        check(not errors, "console errors: %s" % errors)
    finally:
        driver.quit()
    for p in problems:
        print("problem: " + p)
    print("sweep part: %d rule(s) listed, %d open, %d outline(s); %d problem(s)" % (len(rules), len(broken), len(outlines), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
