#!/usr/bin/env python3
"""Whole-process runs of the Python-packaged peers, one comparison per process:
    peers.py pixelmatch A.png B.png     (pixelmatch 0.4.0 from PyPI, pure Python)
    peers.py blazediff  A.png B.png     (blazediff from PyPI, Rust + SIMD through PyO3)
Both at threshold 0.1 with anti-aliasing detection, like `snapshot diff --threshold 0.1 --ignore-aa`; prints the count."""
import sys

tool, a, b = sys.argv[1:4]
if tool == "blazediff":
    from blazediff import compare
    print(compare(a, b, None, threshold=0.1, antialiasing=True).diff_count or 0)
else:
    from PIL import Image
    from pixelmatch.contrib.PIL import pixelmatch
    print(pixelmatch(Image.open(a).convert("RGBA"), Image.open(b).convert("RGBA"), threshold=0.1))
