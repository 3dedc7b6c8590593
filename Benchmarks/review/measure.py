"""Opens a review page from file:// in headless Chromium RUNS times (after one warm-up, each in a
fresh tab state) and prints, per run, the milliseconds from navigation start to the end of the
load event (the page's script has built the cause list and the sidebar by then) and whether the
cause list was drawn; then the median.

usage: measure.py INDEX_HTML RUNS WIDTH
"""
import json
import statistics
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

index, runs, width = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},1000"]:
    options.add_argument(arg)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
times = []
try:
    for run in range(runs + 1):
        driver.get("about:blank")
        driver.get("file://" + index)
        got = driver.execute_script("""const n = performance.getEntriesByType('navigation')[0];
            return [n.loadEventEnd, document.querySelectorAll('#causes .cause-row').length, document.querySelectorAll('#list .item').length];""")
        if run:
            times.append(got[0])
        print(json.dumps({"run": run, "loadEventEnd_ms": round(got[0]), "causes": got[1], "items": got[2], "warmup": run == 0}))
finally:
    driver.quit()
print(json.dumps({"median_ms": round(statistics.median(times)), "min_ms": round(min(times)), "max_ms": round(max(times))}))
