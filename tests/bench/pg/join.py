"""Time the crawl-log join in PostgreSQL: robots_allowed against the
no-op floor, serial and with two parallel workers.  Everything runs in
one session, interleaved round by round (serial, parallel, parallel
without the leader; each function in turn), so that a change in the
machine's load moves every figure alike.  The backend's cache is warm
after the first run, as in a long-lived connection; parallel workers
start cold on every query, as they do.  Parallel runs twice: with the
leader running the plan too (PostgreSQL's default), and with
parallel_leader_participation off (on a 2-core machine the leader is a
third process on two cores).  The query aggregates in the workers
(Partial Aggregate), so Gather moves one row per process.

  python3 join.py        (PGBIN, PGHOST, PGPORT in the environment)

Prints one line per figure and the ratios: medians of ROUNDS runs.
"""
import os
import re
import statistics
import subprocess

ROUNDS = int(os.environ.get("PG_BENCH_ROUNDS", "7"))
QUERY = ("SELECT sum(%s(r.txt, l.agent, l.url)::int)"
         " FROM log l JOIN robots r USING (host)")
PAR = ("SET max_parallel_workers_per_gather = 2;"
       " SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0;")
SETUPS = [("serial", "SET max_parallel_workers_per_gather = 0;"),
          ("parallel", PAR + " SET parallel_leader_participation = on;"),
          ("parallel_no_leader",
           PAR + " SET parallel_leader_participation = off;")]
FUNCS = ["robots_allowed", "robots_noop", "robots_noop_detoast"]


def psql(script):
    cmd = [os.path.join(os.environ["PGBIN"], "psql"), "-X", "-q", "-A",
           "-t", "-v", "ON_ERROR_STOP=1", "-h", os.environ["PGHOST"], "-p",
           os.environ["PGPORT"], "-U", "postgres", "-d", "postgres"]
    return subprocess.run(cmd, input=script.encode(), check=True,
                          stdout=subprocess.PIPE).stdout.decode()


def explain(func):
    return ("EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) " + QUERY % func
            + ";\n")


def run():
    """One session: a cold serial run of robots_allowed (this backend
    compiles every file), then ROUNDS rounds of every setup and function.
    Returns the cold time, {(setup, func): median ms} and the output."""
    script = SETUPS[0][1] + "\n" + explain("robots_allowed")
    for _ in range(ROUNDS):
        for _, setup in SETUPS:
            script += setup + "\n" + "".join(explain(f) for f in FUNCS)
    out = psql(script)
    t = [float(m) for m in re.findall(r"Execution Time: ([0-9.]+) ms", out)]
    per_round = len(SETUPS) * len(FUNCS)
    med = {}
    for i, (name, _) in enumerate(SETUPS):
        for j, f in enumerate(FUNCS):
            med[name, f] = statistics.median(
                t[1 + i * len(FUNCS) + j::per_round])
    return t[0], med, out


def main():
    count = psql(QUERY % "robots_allowed" + ";").strip()
    shape = psql(
        "SELECT count(*), count(*) FILTER (WHERE octet_length(txt) > 2000),"
        " count(*) FILTER (WHERE pg_column_size(txt) > 2000),"
        " (SELECT count(*) FROM log) FROM robots;").strip().split("|")
    print("pg_join rows=%s allowed=%s robots=%s over_2kb=%s stored_out_of_"
          "line_or_over_2kb=%s" % (shape[3], count, shape[0], shape[1],
                                   shape[2]))
    cold, med, out = run()
    workers = re.findall(r"Workers Launched: (\d+)", out)
    for name, _ in SETUPS:
        for f in FUNCS:
            print("pg_join_%s %s median=%.1f ms" % (name, f, med[name, f]))
    ser = med["serial", "robots_allowed"]
    print("pg_join_ratio_serial robots_allowed/robots_noop=%.3f"
          " (noop_detoast/noop=%.3f)"
          % (ser / med["serial", "robots_noop"],
             med["serial", "robots_noop_detoast"] / med["serial",
                                                        "robots_noop"]))
    print("pg_join_ratio_parallel robots_allowed/robots_noop=%.3f"
          " workers_launched=%s"
          % (med["parallel", "robots_allowed"] / med["parallel",
                                                     "robots_noop"],
             ",".join(sorted(set(workers))) or "0"))
    print("pg_join_cold_backend first run %.1f ms, warm median %.1f ms:"
          " %.1f ms compiling every file once (each parallel worker pays it)"
          % (cold, ser, cold - ser))
    for name in ("parallel", "parallel_no_leader"):
        print("pg_join_%s_vs_serial robots_allowed=%.3f robots_noop=%.3f"
              " (parallel median / serial median)"
              % (name, med[name, "robots_allowed"] / ser,
                 med[name, "robots_noop"] / med["serial", "robots_noop"]))


if __name__ == "__main__":
    main()
