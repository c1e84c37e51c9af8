"""The crawl-log join's tables for PostgreSQL, as COPY statements on
stdout: robots(host, txt bytea) with every corpus file that a crawled URL
needs, and log(host, agent, url) with 400,000 rows.  The same rows as the
SQLite benchmark (tests/bench/bench_join.c, bench_data.c): URLs of hosts
with a file, sampled with replacement by the same xorshift generator and
seed, one of four crawlers each.

  python3 gen.py DATA_DIR [ROWS] > load.sql   (DATA_DIR holds robots_corpus/)
  python3 gen.py --synthetic [ROWS]          (no data: 300 made-up files)
"""
import gzip
import os
import sys

LOG_ROWS = 400000
AGENTS = ["Googlebot", "bingbot", "Baiduspider", "GPTBot"]
M64 = (1 << 64) - 1


class Rand:
    """benchRand / benchRandBelow of tests/bench/bench_util.c."""

    def __init__(self, seed):
        self.x = seed

    def below(self, n):
        x = self.x
        x ^= x >> 12
        x ^= (x << 25) & M64
        x ^= x >> 27
        self.x = x
        return (((x * 2685821657736338717) & M64) >> 32) % n


def esc(b):
    """bytes as a COPY text field (the log's URLs are stored as text)."""
    s = b.decode("utf-8", "replace").replace("\x00", "")
    return (s.replace("\\", "\\\\").replace("\n", "\\n")
            .replace("\r", "\\r").replace("\t", "\\t"))


def synthetic(rows):
    """Made-up files and URLs, for machines without the shared data."""
    rnd = Rand(0x9E3779B97F4A7C15)
    words = ["a", "b", "private", "search", "cart", "img", "x.pdf", "q?s=1"]
    out = sys.stdout
    out.write("COPY robots(host, txt) FROM STDIN;\n")
    for i in range(300):
        txt = "User-agent: %s\nDisallow: /%s\n\nUser-agent: *\n" % (
            AGENTS[i % 4], words[i % 8])
        txt += "".join("Disallow: /%s/%s\nAllow: /%s/%d\n" % (
            words[rnd.below(8)], words[rnd.below(8)], words[rnd.below(8)],
            rnd.below(10)) for _ in range(1 + i % 40))
        out.write("h%d.example\t\\\\x%s\n" % (i, txt.encode().hex()))
    out.write("\\.\nCOPY log(host, agent, url) FROM STDIN;\n")
    for _ in range(rows):
        h = rnd.below(300)
        out.write("h%d.example\t%s\thttps://h%d.example/%s/%s\n" % (
            h, AGENTS[rnd.below(4)], h, words[rnd.below(8)],
            words[rnd.below(8)]))
    out.write("\\.\n")


def main():
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else LOG_ROWS
    if sys.argv[1] == "--synthetic":
        synthetic(rows)
        return
    data = sys.argv[1]
    corpus = os.path.join(data, "robots_corpus")
    names = sorted(n[:-4].encode() for n in os.listdir(corpus)
                   if n.endswith(".txt") and n != "SOURCES.txt")
    index = {h: i for i, h in enumerate(names)}
    urls = []
    with gzip.open(os.path.join(data, "crawl_urls",
                                "crawl_urls_2019.tsv.gz"), "rb") as fh:
        next(fh, None)
        for line in fh:
            line = line.rstrip(b"\r\n")
            host, tab, url = line.partition(b"\t")
            if tab and host in index:
                urls.append((index[host], url))
    used = sorted({i for i, _ in urls})
    out = sys.stdout
    out.write("COPY robots(host, txt) FROM STDIN;\n")
    for i in used:
        with open(os.path.join(corpus, names[i].decode() + ".txt"),
                  "rb") as fh:
            out.write("%s\t\\\\x%s\n" % (esc(names[i]), fh.read().hex()))
    out.write("\\.\nCOPY log(host, agent, url) FROM STDIN;\n")
    rnd = Rand(0xD1B54A32D192ED03)
    for _ in range(rows):
        i, url = urls[rnd.below(len(urls))]
        agent = AGENTS[rnd.below(4)]
        out.write("%s\t%s\t%s\n" % (esc(names[i]), agent, esc(url)))
    out.write("\\.\n")


if __name__ == "__main__":
    main()
