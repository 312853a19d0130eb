"""Decodes indexed PNGs with Python's zlib and compares their pixels.

Arguments are pairs of files: each pair must have the same size, the same
palette and the same palette index at every pixel. Prints how many pairs
matched; exits 1 at the first that does not.
"""

import struct
import sys
import zlib
from itertools import accumulate


def chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at = 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind = data[at + 4 : at + 8]
        body = data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert zlib.crc32(kind + body) == crc, "bad CRC in %r" % kind
        yield kind, body
        at += 12 + length


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def unfilter(raw, width, height):
    rows, prev, at = [], bytes(width), 0
    for _ in range(height):
        kind, line = raw[at], raw[at + 1 : at + 1 + width]
        at += 1 + width
        if kind == 0:
            out = bytes(line)
        elif kind == 1:
            out = bytes(accumulate(line, lambda a, b: (a + b) & 255))
        elif kind == 2:
            out = bytes((a + b) & 255 for a, b in zip(line, prev))
        else:
            out = slow_unfilter(kind, line, prev)
        rows.append(out)
        prev = out
    assert at == len(raw), "image data longer than the picture"
    return rows


def slow_unfilter(kind, line, prev):
    out = bytearray(line)
    for x in range(len(out)):
        left = out[x - 1] if x else 0
        if kind == 3:
            out[x] = (out[x] + (left + prev[x]) // 2) & 255
        elif kind == 4:
            up_left = prev[x - 1] if x else 0
            out[x] = (out[x] + paeth(left, prev[x], up_left)) & 255
        else:
            raise AssertionError("unknown filter %d" % kind)
    return bytes(out)


def pixels(path):
    with open(path, "rb") as f:
        data = f.read()
    header, palette, idat = None, None, b""
    for kind, body in chunks(data):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = body
        elif kind == b"IDAT":
            idat += body
    width, height, depth, color = header[:4]
    assert (depth, color) == (8, 3), "not an 8-bit indexed PNG"
    return (width, height), palette, unfilter(zlib.decompress(idat), width, height)


def main(paths):
    pairs = list(zip(paths[::2], paths[1::2]))
    for a, b in pairs:
        pa, pb = pixels(a), pixels(b)
        if pa != pb:
            print("%s and %s differ" % (a, b))
            return 1
    print("%d pairs decode alike" % len(pairs))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
