#!/usr/bin/env bash
# npm run bench [-- --check]
# Builds if needed, starts ONE server (fresh temp DATA_DIR → demo data seeded; or BENCH_DATA_DIR / BENCH_DATABASE_URL;
# or reuses BENCH_URL), runs the HTTP load test, Lighthouse and the JS size report against it, stops it and prints a
# summary block for the closing note. With --check the exit code is non-zero when a budget fails (bench/budgets.json).
# Env: see bench/README.md (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP, BENCH_LH_RUNS, BENCH_SKIP_BUILD, …).
set -uo pipefail
cd "$(dirname "$0")/.."

CHECK=()
for arg in "$@"; do
  case "$arg" in
    --check) CHECK=(--check) ;;
    *) echo "run-all.sh: unknown argument $arg (only --check)" >&2; exit 2 ;;
  esac
done

TSX=(node --import tsx)
STARTED_AT=$(date -u +%Y-%m-%dT%H:%M:%SZ)
SERVER_PID=""
WORK=$(mktemp -d "${TMPDIR:-/tmp}/party-bench-run.XXXXXX")

cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null
    wait "$SERVER_PID" 2>/dev/null
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ -z "${BENCH_URL:-}" ]; then
  "${TSX[@]}" bench/lib/build.ts || exit 2
  echo "== Starting the bench server"
  "${TSX[@]}" bench/serve.ts --url-file "$WORK/url" > "$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 "${BENCH_START_TIMEOUT_S:-300}"); do
    [ -s "$WORK/url" ] && break
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "The bench server failed to start:" >&2
      cat "$WORK/server.log" >&2
      exit 2
    fi
    sleep 1
  done
  if [ ! -s "$WORK/url" ]; then
    echo "The bench server did not start in time:" >&2
    cat "$WORK/server.log" >&2
    exit 2
  fi
  cat "$WORK/server.log"
  BENCH_URL=$(cat "$WORK/url")
  export BENCH_URL
else
  echo "== Reusing the running server $BENCH_URL"
fi

STATUS=0
run() {
  echo
  echo "== $*"
  "${TSX[@]}" "$@" "${CHECK[@]}"
  local rc=$?
  [ $rc -gt $STATUS ] && STATUS=$rc
  return 0
}
run bench/http-load.ts
export BENCH_LH_RUNS="${BENCH_LH_RUNS:-3}" # median of 3: Lighthouse scores vary from run to run
run bench/lighthouse.ts
run bench/js-size.ts

echo
echo "== Summary (paste into the closing note)"
echo
"${TSX[@]}" bench/summary.ts --since "$STARTED_AT"
exit $STATUS
