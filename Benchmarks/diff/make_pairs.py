#!/usr/bin/env python3
"""Writes the benchmark pairs into the folder given as argv[1], deterministically.

  screen-a.png / screen-b.png    1206x2622 phone-screenshot-like image, one arrival time changed
  same-a.png   / same-b.png      identical content in two files
  shift-a.png  / shift-b.png     the screenshot and the same shifted down one row (worst case)
"""
import random, sys
from PIL import Image, ImageDraw

W, H = 1206, 2622

def screenshot(minutes):
    rnd = random.Random(7)
    img = Image.new("RGBA", (W, H), (242, 242, 247, 255))
    d = ImageDraw.Draw(img)
    d.rectangle([0, 0, W, 140], fill=(255, 255, 255, 255))
    d.text((60, 60), "9:41", fill=(0, 0, 0, 255), font_size=48)
    for card in range(9):
        top = 180 + card * 270
        d.rounded_rectangle([48, top, W - 48, top + 240], radius=42, fill=(255, 255, 255, 255))
        color = tuple(rnd.randrange(40, 220) for _ in range(3)) + (255,)
        d.ellipse([84, top + 40, 164, top + 120], fill=color)
        d.text((196, top + 40), f"Route {card + 1} to Belmont", fill=(0, 0, 0, 255), font_size=46)
        d.text((196, top + 110), f"Stop {40320 + card * 7}", fill=(110, 110, 115, 255), font_size=38)
        eta = minutes if card == 2 else 3 + card * 4
        d.text((W - 300, top + 60), f"{eta} min", fill=(0, 122, 255, 255), font_size=64)
        d.line([196, top + 190, W - 84, top + 190], fill=(220, 220, 225, 255), width=3)
    return img

def main(folder):
    a, b = screenshot(3), screenshot(4)
    a.save(f"{folder}/screen-a.png"); b.save(f"{folder}/screen-b.png")
    a.save(f"{folder}/same-a.png"); a.save(f"{folder}/same-b.png")
    shifted = Image.new("RGBA", (W, H), (242, 242, 247, 255))
    shifted.paste(a.crop((0, 0, W, H - 1)), (0, 1))
    a.save(f"{folder}/shift-a.png"); shifted.save(f"{folder}/shift-b.png")

if __name__ == "__main__":
    main(sys.argv[1])
