#!/usr/bin/env python3
"""Draws the web app's home-screen icons as PNG files from the same shapes as icon.svg.

    scripts/make-icons.py [folder]     (default Sources/VIPERKitWeb/Resources)

Writes icon-192.png and icon-512.png (the ball on a white disc, transparent corners) and
icon-maskable-512.png (the ball inside the central safe zone of a full-bleed green square, for
launchers that cut the icon to their own shape). Plain Python: zlib and struct only, each pixel
averaged over 4x4 samples.
"""
import math
import os
import struct
import sys
import zlib

GREEN = (0x1F, 0x6F, 0x43)
WHITE = (0xFF, 0xFF, 0xFF)
# icon.svg's pentagon, in its 64-unit box.
PENTAGON = [(32, 20), (43, 28), (39, 41), (25, 41), (21, 28)]
SAMPLES = 4


def inside_polygon(x, y, points):
    inside = False
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def standard(x, y):
    """The colour at (x, y) of the 64-unit box, or None where it is transparent."""
    distance = math.hypot(x - 32, y - 32)
    if distance > 32:
        return None
    if distance > 28:
        return GREEN
    return GREEN if inside_polygon(x, y, PENTAGON) else WHITE


def maskable(x, y):
    """The ball at two thirds of its size, well inside the safe zone (a circle of 40% radius)."""
    scale = 1.5
    inner_x, inner_y = 32 + (x - 32) * scale, 32 + (y - 32) * scale
    colour = standard(inner_x, inner_y)
    return GREEN if colour is None else colour


def render(size, shape):
    rows = []
    step = 64 / size / SAMPLES
    for row in range(size):
        line = bytearray([0])
        for column in range(size):
            red = green = blue = alpha = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    colour = shape((column * SAMPLES + sx + 0.5) * step, (row * SAMPLES + sy + 0.5) * step)
                    if colour is not None:
                        red, green, blue, alpha = red + colour[0], green + colour[1], blue + colour[2], alpha + 1
            if alpha:
                line += bytes([red // alpha, green // alpha, blue // alpha, alpha * 255 // (SAMPLES * SAMPLES)])
            else:
                line += bytes(4)
        rows.append(bytes(line))
    return png(size, b"".join(rows))


def png(size, raw):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "Sources", "VIPERKitWeb", "Resources")
    for name, size, shape in [("icon-192.png", 192, standard), ("icon-512.png", 512, standard),
                              ("icon-maskable-512.png", 512, maskable)]:
        with open(os.path.join(folder, name), "wb") as file:
            file.write(render(size, shape))
        print(f"wrote {name}")


if __name__ == "__main__":
    main()
