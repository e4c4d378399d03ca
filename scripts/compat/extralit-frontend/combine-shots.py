#!/usr/bin/env python3
"""Extralit's screenshot (left) and ours (right) side by side, each under its name, into one PNG.

    combine-shots.py <extralit.png> <marginalia.png> <combined.png>

Every image written (the two inputs too) is kept small: saved optimised, and reduced to 256 colours when it is
still over 300 KB (300,000 bytes; screenshots of interfaces lose nothing visible).
"""
import os
import sys

from PIL import Image, ImageDraw, ImageFont

LIMIT = 300_000
GAP = 16
HEADER = 32


def save_small(image, path):
    image.save(path, optimize=True)
    if os.path.getsize(path) > LIMIT:
        image.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
            path, optimize=True
        )


def font(size):
    for candidate in (
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    ):
        if os.path.exists(candidate):
            return ImageFont.truetype(candidate, size)
    return ImageFont.load_default()


def main(left_path, right_path, output):
    left = Image.open(left_path).convert("RGB")
    right = Image.open(right_path).convert("RGB")
    width = left.width + GAP + right.width
    height = HEADER + max(left.height, right.height)
    combined = Image.new("RGB", (width, height), (128, 128, 128))
    draw = ImageDraw.Draw(combined)
    label = font(18)
    for x, image, name in ((0, left, "Extralit"), (left.width + GAP, right, "Marginalia")):
        draw.rectangle([x, 0, x + image.width - 1, HEADER - 1], fill=(32, 32, 32))
        draw.text((x + 10, 6), name, fill=(255, 255, 255), font=label)
        combined.paste(image, (x, HEADER))
    save_small(combined, output)
    save_small(left, left_path)
    save_small(right, right_path)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
