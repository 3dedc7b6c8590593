#!/usr/bin/env python3
"""Draws the three wallpapers the clear and tinted looks are composited over.

Made for SnapshotKit and dedicated to the public domain (CC0 1.0, see LICENSE here). Python's
standard library only, integer arithmetic on a fixed seed, so the same script writes the same
bytes on every machine: `python3 Assets/wallpapers/make-wallpapers.py` rewrites them.

Each is 430 x 932 pixels, one pixel a point of the largest phone screen the goldens draw; a
smaller screen takes the centred part of it.
  sky.png     a light photo: a pale sky over bright sand, soft white clouds.
  night.png   a dark photo: a night harbour, deep blue to black, a few warm lights.
  mosaic.png  a busy one: overlapping tiles and discs, white beside saturated and dark.
"""
import math
import os
import random
import struct
import zlib

W, H = 430, 932
HERE = os.path.dirname(os.path.abspath(__file__))


def png(path, rows):
    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
    out += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(out)


def lerp(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def clamp(c):
    return [max(0, min(255, int(round(v)))) for v in c]


def blobs(rng, count, radius, colours):
    return [(rng.uniform(0, W), rng.uniform(0, H), rng.uniform(*radius), rng.choice(colours), rng.uniform(0.5, 0.9))
            for _ in range(count)]


def paint(base, spots, soft):
    rows = []
    for y in range(H):
        row = []
        for x in range(W):
            c = base(x, y)
            for (cx, cy, r, colour, strength) in spots:
                d = math.hypot(x - cx, y - cy) / r
                if d < 1:
                    a = strength * ((1 - d * d) ** 2 if soft else (1.0 if d < 0.96 else (1 - d) / 0.04))
                    c = lerp(c, colour, a)
            row += clamp(c)
        rows.append(row)
    return rows


def sky():
    rng = random.Random(39)
    def base(x, y):
        t = y / H
        if t < 0.62:
            return lerp((0x9F, 0xCB, 0xF0), (0xE4, 0xF1, 0xFA), t / 0.62)
        return lerp((0xF3, 0xE6, 0xC8), (0xE8, 0xD2, 0xA6), (t - 0.62) / 0.38)
    clouds = [(x, y * 0.62, r, (255, 255, 255), s) for (x, y, r, _, s) in blobs(rng, 18, (40, 110), [0])]
    return paint(base, clouds, soft=True)


def night():
    rng = random.Random(40)
    def base(x, y):
        t = y / H
        return lerp((0x0B, 0x16, 0x33), (0x02, 0x03, 0x08), t)
    lights = blobs(rng, 26, (6, 26), [(0xFF, 0xB3, 0x47), (0xFF, 0xE0, 0xA0), (0x6F, 0x9C, 0xFF)])
    lights = [(x, H * 0.55 + y * 0.45, r, c, s * 0.8) for (x, y, r, c, s) in lights]
    return paint(base, lights, soft=True)


def mosaic():
    rng = random.Random(41)
    palette = [(255, 255, 255), (0x11, 0x11, 0x11), (0xE6, 0x39, 0x46), (0xF1, 0xC4, 0x0F),
               (0x1D, 0x9B, 0xF0), (0x2E, 0xCC, 0x71), (0xF5, 0xF5, 0xF0), (0x8E, 0x44, 0xAD)]
    tiles = {}
    for ty in range(0, H // 48 + 1):
        for tx in range(0, W // 48 + 1):
            tiles[(tx, ty)] = rng.choice(palette)
    def base(x, y):
        return tiles[(x // 48, y // 48)]
    discs = blobs(rng, 60, (14, 60), palette)
    return paint(base, discs, soft=False)


if __name__ == "__main__":
    for name, draw in (("sky", sky), ("night", night), ("mosaic", mosaic)):
        png(os.path.join(HERE, name + ".png"), draw())
