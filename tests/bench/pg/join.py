"""Time the crawl-log join in PostgreSQL: robots_allowed against the
no-op floor, serial and with two parallel workers, in one session each
(so the backend's cache is warm after the first run, as in a long-lived
connection; parallel workers start cold on every query, as they do).

  python3 join.py        (PGBIN, PGHOST, PGPORT in the environment)

Prints one line per figure and the ratios.  Each timing is the median
of ROUNDS runs, robots_allowed and the no-op alternated.
"""
import os
import re
import statistics
import subprocess

ROUNDS = int(os.environ.get("PG_BENCH_ROUNDS", "7"))
QUERY = ("SELECT sum(%s(r.txt, l.agent, l.url)::int)"
         " FROM log l JOIN robots r USING (host)")
SERIAL = "SET max_parallel_workers_per_gather = 0;"
PARALLEL = ("SET max_parallel_workers_per_gather = 2;"
            " SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0;")


def psql(script):
    cmd = [os.path.join(os.environ["PGBIN"], "psql"), "-X", "-q", "-A",
           "-t", "-v", "ON_ERROR_STOP=1", "-h", os.environ["PGHOST"], "-p",
           os.environ["PGPORT"], "-U", "postgres", "-d", "postgres"]
    return subprocess.run(cmd, input=script.encode(), check=True,
                          stdout=subprocess.PIPE).stdout.decode()


def explain(func):
    return ("EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) " + QUERY % func
            + ";\n")


def times(out):
    return [float(m) for m in re.findall(r"Execution Time: ([0-9.]+) ms",
                                         out)]


def session(setup, funcs):
    """Run each function ROUNDS times alternated after one cold run of
    each; returns {func: (cold ms, median ms)} and the plan text."""
    script = setup + "\n" + "".join(explain(f) for f in funcs)
    script += "".join(explain(f) for _ in range(ROUNDS) for f in funcs)
    out = psql(script)
    t = times(out)
    res = {}
    for i, f in enumerate(funcs):
        res[f] = (t[i], statistics.median(t[len(funcs) + i::len(funcs)]))
    return res, out


def main():
    funcs = ["robots_allowed", "robots_noop", "robots_noop_detoast"]
    count = psql(QUERY % "robots_allowed" + ";").strip()
    shape = psql(
        "SELECT count(*), count(*) FILTER (WHERE octet_length(txt) > 2000),"
        " count(*) FILTER (WHERE pg_column_size(txt) > 2000),"
        " (SELECT count(*) FROM log) FROM robots;").strip().split("|")
    print("pg_join rows=%s allowed=%s robots=%s over_2kb=%s stored_out_of_"
          "line_or_over_2kb=%s" % (shape[3], count, shape[0], shape[1],
                                   shape[2]))
    ser, _ = session(SERIAL, funcs)
    par, plan = session(PARALLEL, funcs)
    workers = re.findall(r"Workers Launched: (\d+)", plan)
    for name, res in (("serial", ser), ("parallel", par)):
        for f in funcs:
            print("pg_join_%s %s cold=%.1f ms median=%.1f ms"
                  % (name, f, res[f][0], res[f][1]))
    print("pg_join_ratio_serial robots_allowed/robots_noop=%.3f"
          " (noop_detoast/noop=%.3f)"
          % (ser["robots_allowed"][1] / ser["robots_noop"][1],
             ser["robots_noop_detoast"][1] / ser["robots_noop"][1]))
    print("pg_join_ratio_parallel robots_allowed/robots_noop=%.3f"
          " workers_launched=%s"
          % (par["robots_allowed"][1] / par["robots_noop"][1],
             ",".join(sorted(set(workers))) or "0"))
    print("pg_join_parallel_vs_serial robots_allowed=%.3f (parallel median /"
          " serial median)" % (par["robots_allowed"][1]
                               / ser["robots_allowed"][1]))


if __name__ == "__main__":
    main()
