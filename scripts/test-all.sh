#!/usr/bin/env bash
# npm test: the whole suite, in this order
#   0. lint (ESLint, Prettier's check, then knip for unused files, exports and dependencies) and typecheck (react-router typegen + tsc),
#      side by side, then
#   1. Vitest (unit + integration) on embedded PGlite, then
#   2. Vitest's integration project on PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
#      when reachable (the unit project touches no database: it ran in step 1);
#      unreachable → failure when CI=true, otherwise a skip line
#   3. one storefront build (npx react-router build), checked for database code in browser chunks
#   4. Playwright (PW_CHROMIUM_PATH, else /usr/bin/chromium-headless-shell, else /usr/bin/chromium: decision 0118);
#      missing browser → failure when CI=true,
#      otherwise a skip line
#   5. the production topology on the same build (tests/topology/run.sh, decision 0049): nginx with TLS in front of
#      two app servers on a fresh PostgreSQL database; missing nginx/openssl/envsubst, browser or PostgreSQL → failure
#      when CI=true, otherwise a skip line
# Every step runs even when an earlier one failed (except Playwright after a failed build); the exit status is
# non-zero when any step failed. The output ends with a summary and the closing lines of each test runner.
# Local shortcuts: TEST_SKIP_PG=1, TEST_SKIP_E2E=1, TEST_SKIP_TOPOLOGY=1.
set -euo pipefail

cd "$(dirname "$0")/.."
CI_MODE=false
if [[ "${CI:-}" == "true" || "${CI:-}" == "1" ]]; then CI_MODE=true; fi
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
# the browser of tests/e2e/chromium-path.ts (decision 0118), named here for the missing-browser check and the log
CHROMIUM="${PW_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
[[ -n "${PW_CHROMIUM_PATH:-}" || -x "$CHROMIUM" ]] || CHROMIUM=/usr/bin/chromium
LOG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/shop-test-all.XXXXXX")"
trap 'rm -rf "$LOG_DIR"' EXIT

declare -a SUMMARY=()
FAILED=0
SUITE_START=$SECONDS

banner() { printf '\n\033[1m━━ %s\033[0m\n' "$1"; }
record() { # name status seconds [note]
  SUMMARY+=("$(printf '%-26s %-8s %5ss  %s' "$1" "$2" "$3" "${4:-}")")
  if [[ "$2" == "FAILED" ]]; then FAILED=1; fi
}

# run_step <name> <log-file> <command…>: runs the command with its output shown and kept in the log
run_step() {
  local name="$1" log="$2"; shift 2
  local start=$SECONDS
  banner "$name"
  if "$@" 2>&1 | tee "$log"; then
    record "$name" "passed" $((SECONDS - start))
    return 0
  else
    record "$name" "FAILED" $((SECONDS - start))
    return 1
  fi
}

skip_or_fail() { # name reason
  if $CI_MODE; then
    printf '\n\033[31m✗ %s: %s (required in CI)\033[0m\n' "$1" "$2"
    record "$1" "FAILED" 0 "$2"
  else
    printf '\n\033[33m↷ skipping %s: %s\033[0m\n' "$1" "$2"
    record "$1" "skipped" 0 "$2"
  fi
}

postgres_reachable() {
  # connects to the server; creates the database of the URL when only it is missing
  node --input-type=module - "$PG_URL" <<'JS' 2>&1
import postgres from 'postgres';
const url = new URL(process.argv[2]);
const tryConnect = async (u) => {
  const sql = postgres(u.toString(), { max: 1, connect_timeout: 5, onnotice: () => {} });
  try { await sql`select 1`; } finally { await sql.end({ timeout: 2 }); }
};
try {
  await tryConnect(url);
} catch (error) {
  if (error?.code !== '3D000') { console.error(error?.message ?? String(error)); process.exit(1); }
  const admin = new URL(url); admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, connect_timeout: 5, onnotice: () => {} });
  try { await sql.unsafe(`create database "${url.pathname.slice(1).replace(/"/g, '')}"`); }
  catch (e) { console.error(e?.message ?? String(e)); process.exit(1); }
  finally { await sql.end({ timeout: 2 }); }
}
JS
}

# 1 + 2. Vitest on PGlite, then on PostgreSQL. One after the other is faster than side by side on two cores
# (207 s against 232 s when measured), and the output is live.
PG_REASON=""
if [[ "${TEST_SKIP_PG:-}" == "1" ]]; then
  PG_REASON="TEST_SKIP_PG=1"
elif ! PG_REASON="$(postgres_reachable)"; then
  PG_REASON="PostgreSQL not reachable at ${PG_URL} (${PG_REASON//$'\n'/ })"
  [[ -n "$PG_REASON" ]] || PG_REASON="PostgreSQL not reachable at ${PG_URL}"
else
  PG_REASON=""
fi

# lint and typecheck side by side: each runs on one core (decision 0067); their output is shown when both are done
LINT_START=$SECONDS
# Prettier's check and knip after ESLint on the same core (a few seconds each); all run even when one fails
bash -c 'status=0; npx eslint . || status=1; npx prettier --check . --log-level warn || status=1; npx knip --no-progress || status=1; exit $status' >"$LOG_DIR/lint.log" 2>&1 &
LINT_PID=$!
npm run --silent typecheck >"$LOG_DIR/typecheck.log" 2>&1 &
TYPECHECK_PID=$!
for check in "lint (eslint + prettier + knip):$LINT_PID:lint" "typecheck (tsc):$TYPECHECK_PID:typecheck"; do
  IFS=: read -r check_name check_pid check_log <<<"$check"
  check_status=passed
  wait "$check_pid" || check_status=FAILED
  banner "$check_name"
  cat "$LOG_DIR/$check_log.log"
  record "$check_name" "$check_status" $((SECONDS - LINT_START))
done

run_step "vitest (PGlite)" "$LOG_DIR/vitest-pglite.log" \
  env -u TEST_DATABASE_URL npx vitest run --config vitest.config.ts || true
if [[ -z "$PG_REASON" ]]; then
  run_step "vitest (PostgreSQL)" "$LOG_DIR/vitest-postgres.log" \
    env TEST_DATABASE_URL="$PG_URL" npx vitest run --config vitest.config.ts --project integration || true
fi
[[ -z "$PG_REASON" ]] || skip_or_fail "vitest (PostgreSQL)" "$PG_REASON"

# Port of the e2e server: E2E_PORT, else 3210, else (3210 taken, e.g. by a colleague's run) a free one.
if [[ -z "${E2E_PORT:-}" ]]; then
  E2E_PORT=3210
  if (exec 3<>/dev/tcp/127.0.0.1/3210) 2>/dev/null; then
    E2E_PORT="$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")"
    echo "port 3210 is in use: the e2e server will listen on ${E2E_PORT}"
  fi
fi
export E2E_PORT

# 3 + 4. build once, then Playwright
if [[ "${TEST_SKIP_E2E:-}" == "1" ]]; then
  skip_or_fail "playwright" "TEST_SKIP_E2E=1"
elif [[ ! -x "$CHROMIUM" ]]; then
  skip_or_fail "playwright" "no Chromium at ${CHROMIUM} (apt-get install -y chromium-headless-shell)"
elif run_step "build (react-router)" "$LOG_DIR/build.log" bash -c 'npx react-router build && node scripts/check-client-chunks.mjs'; then
  run_step "playwright" "$LOG_DIR/playwright.log" env PW_CHROMIUM_PATH="$CHROMIUM" npx playwright test || true
else
  record "playwright" "not run" 0 "the build failed"
  BUILD_FAILED=1
fi

# 5. the production topology (after Playwright: it uses the same build)
TOPOLOGY_TOOLS_MISSING="$(for tool in nginx openssl envsubst; do command -v "$tool" >/dev/null || printf '%s ' "$tool"; done)"
if [[ "${TEST_SKIP_TOPOLOGY:-}" == "1" ]]; then
  skip_or_fail "topology" "TEST_SKIP_TOPOLOGY=1"
elif [[ "${TEST_SKIP_E2E:-}" == "1" || ! -x "$CHROMIUM" ]]; then
  skip_or_fail "topology" "no browser run (TEST_SKIP_E2E=1 or no Chromium at ${CHROMIUM})"
elif [[ -n "$TOPOLOGY_TOOLS_MISSING" ]]; then
  skip_or_fail "topology" "missing ${TOPOLOGY_TOOLS_MISSING% } (apt-get install -y nginx-light openssl gettext-base)"
elif [[ -n "$PG_REASON" ]]; then
  skip_or_fail "topology" "$PG_REASON"
elif [[ -n "${BUILD_FAILED:-}" ]]; then
  record "topology" "not run" 0 "the build failed"
else
  run_step "topology" "$LOG_DIR/topology.log" \
    env PW_CHROMIUM_PATH="$CHROMIUM" TOPOLOGY_DATABASE_URL="${TOPOLOGY_DATABASE_URL:-${PG_URL%/*}}" bash tests/topology/run.sh || true
fi

# Summary, then the closing lines of each runner (so the log ends with them).
banner "summary ($((SECONDS - SUITE_START)) s)"
printf '%s\n' "${SUMMARY[@]}"
for log in vitest-pglite vitest-postgres playwright topology; do
  file="$LOG_DIR/$log.log"
  [[ -s "$file" ]] || continue
  printf '\n── %s ──\n' "$log"
  if [[ "$log" == playwright || "$log" == topology ]]; then
    # the list reporter's totals block: from the first "N passed|failed|flaky|skipped…" line to the end
    sed -E 's/\x1b\[[0-9;]*m//g' "$file" \
      | awk '/^ +[0-9]+ (passed|failed|flaky|skipped|interrupted|did not run)/ && !start {start=1} start' | tail -n 40
  else
    sed -E 's/\x1b\[[0-9;]*m//g' "$file" | awk '/^ *Test Files /{start=1} start' | sed -e '/^[[:space:]]*$/d'
  fi
done
exit "$FAILED"
