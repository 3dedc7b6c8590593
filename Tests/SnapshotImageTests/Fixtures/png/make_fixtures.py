#!/usr/bin/env python3
"""Writes the PNG decoder fixtures: every colour type, bit depth, tRNS variant and interlace.

Pixel values follow formulas that PNGDecoderTests recomputes, so the expected RGBA is
known by construction. Rows cycle through all five filter types. Run from this folder:
    python3 make_fixtures.py   (optionally checks every file with Pillow when installed)
"""
import struct, zlib

W, H = 13, 11  # odd sizes leave Adam7 passes partially filled

def sample(x, y, c, d):
    if d == 16:
        return (x * 4099 + y * 10007 + c * 30011 + 13) % 65536
    return (x * 37 + y * 101 + c * 59 + 13) % (1 << d)

def palette(d):
    n = 1 << d
    rgb = b"".join(bytes([(i * 40) % 256, (i * 90) % 256, (i * 150) % 256]) for i in range(n))
    alphas = bytes([(i * 17) % 256 for i in range(n // 2 + 1)])
    return rgb, alphas

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}

def pack_row(xs, y, ct, d):
    bits = []
    for x in xs:
        for c in range(CHANNELS[ct]):
            bits.append(sample(x, y, c, d))
    if d == 16:
        return b"".join(struct.pack(">H", v) for v in bits)
    if d == 8:
        return bytes(bits)
    out, acc, n = bytearray(), 0, 0
    for v in bits:
        acc = (acc << d) | v; n += d
        if n == 8:
            out.append(acc); acc, n = 0, 0
    if n:
        out.append(acc << (8 - n))
    return bytes(out)

def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)

def filter_rows(rows, bpp):
    out, prev = bytearray(), None
    for i, row in enumerate(rows):
        f = i % 5
        prev_row = prev if prev is not None else bytes(len(row))
        line = bytearray([f])
        for j, v in enumerate(row):
            a = row[j - bpp] if j >= bpp else 0
            b = prev_row[j]
            c = prev_row[j - bpp] if j >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
            line.append((v - pred) % 256)
        out += line
        prev = row
    return bytes(out)

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

def write(ct, d, trns, interlaced):
    bpp = max(1, CHANNELS[ct] * d // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    raw = b""
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, W, dx))
        ys = list(range(y0, H, dy))
        if xs and ys:
            raw += filter_rows([pack_row(xs, y, ct, d) for y in ys], bpp)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, d, ct, 0, 0, int(interlaced)))
    if ct == 3:
        rgb, alphas = palette(d)
        png += chunk(b"PLTE", rgb)
        if trns:
            png += chunk(b"tRNS", alphas)
    elif trns:
        png += chunk(b"tRNS", b"".join(struct.pack(">H", sample(1, 0, c, d)) for c in range(CHANNELS[ct])))
    data = zlib.compress(raw, 9)
    # Split IDAT in two to exercise concatenation.
    png += chunk(b"IDAT", data[: len(data) // 2]) + chunk(b"IDAT", data[len(data) // 2 :]) + chunk(b"IEND", b"")
    name = f"ct{ct}-d{d}{'-trns' if trns else ''}{'-i' if interlaced else ''}.png"
    open(name, "wb").write(png)
    return name

VARIANTS = [(0, d, False) for d in (1, 2, 4, 8, 16)] + [(0, 2, True), (0, 8, True), (0, 16, True)] \
    + [(2, d, t) for d in (8, 16) for t in (False, True)] \
    + [(3, d, True) for d in (1, 2, 4, 8)] + [(3, 8, False)] \
    + [(4, d, False) for d in (8, 16)] + [(6, d, False) for d in (8, 16)]

if __name__ == "__main__":
    names = [write(ct, d, t, i) for ct, d, t in VARIANTS for i in (False, True)]
    try:
        from PIL import Image
        for n in names:
            Image.open(n).load()  # Pillow must accept every file
        print("Pillow accepted", len(names), "files")
    except ImportError:
        print("wrote", len(names), "files (Pillow not installed; not cross-checked)")
