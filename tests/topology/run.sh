#!/usr/bin/env bash
# npm run test:topology — the production-topology test (decision 0049):
#   nginx (deploy/nginx.conf, rendered with envsubst) terminating TLS with a self-signed certificate, in front of two
#   app servers (the build, production settings of docs/deploy.md) on one fresh PostgreSQL database; Playwright
#   (playwright.topology.config.ts) starts and stops the app servers and drives everything through https.
#
# Needs: a build (npx react-router build), nginx, openssl, envsubst (gettext-base), Chromium (/usr/bin/chromium or
# PW_CHROMIUM_PATH) and PostgreSQL (TOPOLOGY_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432).
# Ports: TOPOLOGY_HTTPS_PORT (3443), TOPOLOGY_HTTP_PORT (3480), TOPOLOGY_APP_PORT_1/2 (3121/3122).
# Everything it starts (nginx, app servers) is stopped and the database dropped on exit, also after a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

for tool in nginx openssl envsubst; do
  command -v "$tool" >/dev/null || { echo "✗ $tool not found (Debian: apt-get install -y nginx-light openssl gettext-base)" >&2; exit 1; }
done
[[ -f build/server/index.js ]] || { echo "✗ no build: run npx react-router build first" >&2; exit 1; }

WORK="$(mktemp -d "${TMPDIR:-/tmp}/shop-topology.XXXXXX")"
chmod 755 "$WORK"
PG_SERVER="${TOPOLOGY_DATABASE_URL:-postgres://postgres@127.0.0.1:5432}"
DB_NAME="shop_topology_$$"
export TOPOLOGY_WORK="$WORK"
export TOPOLOGY_DATABASE_URL="${PG_SERVER%/}/${DB_NAME}"
export TOPOLOGY_HTTPS_PORT="${TOPOLOGY_HTTPS_PORT:-3443}"
export TOPOLOGY_HTTP_PORT="${TOPOLOGY_HTTP_PORT:-3480}"
export TOPOLOGY_APP_PORT_1="${TOPOLOGY_APP_PORT_1:-3121}"
export TOPOLOGY_APP_PORT_2="${TOPOLOGY_APP_PORT_2:-3122}"
# the shop's public name: not a loopback name (a production start refuses one); the clients map it to 127.0.0.1
export TOPOLOGY_SERVER_NAME="${TOPOLOGY_SERVER_NAME:-shop.party-shop.test}"
export TOPOLOGY_HOST="${TOPOLOGY_SERVER_NAME}:${TOPOLOGY_HTTPS_PORT}"

# database: create / drop through the postgres client the app uses (no psql needed)
pg_admin() { # sql
  node --input-type=module - "$PG_SERVER" "$1" <<'JS'
import postgres from 'postgres';
const url = new URL(process.argv[2]); url.pathname = '/postgres';
const sql = postgres(url.toString(), { max: 1, connect_timeout: 5, onnotice: () => {} });
try { await sql.unsafe(process.argv[3]); } finally { await sql.end({ timeout: 2 }); }
JS
}

cleanup() {
  local status=$?
  set +e
  # app servers the spec started (it records their pids; it stops them itself when it gets to the end)
  for pidfile in "$WORK"/app-*.pid; do
    pid="$(cat "$pidfile" 2>/dev/null)" && [[ -n "$pid" ]] && kill -TERM "$pid" 2>/dev/null
  done
  pid="$(cat "$WORK/nginx/nginx.pid" 2>/dev/null)" && [[ -n "$pid" ]] && kill -QUIT "$pid" 2>/dev/null
  # (a pid file may vanish while we look: the process removed it on exit)
  for _ in $(seq 1 50); do
    alive=0
    for pidfile in "$WORK"/app-*.pid "$WORK/nginx/nginx.pid"; do
      pid="$(cat "$pidfile" 2>/dev/null)" && [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null && alive=1
    done
    [[ $alive == 0 ]] && break
    sleep 0.1
  done
  for pidfile in "$WORK"/app-*.pid "$WORK/nginx/nginx.pid"; do
    pid="$(cat "$pidfile" 2>/dev/null)" && [[ -n "$pid" ]] && kill -KILL "$pid" 2>/dev/null
  done
  pg_admin "DROP DATABASE IF EXISTS \"${DB_NAME}\" WITH (FORCE)" >/dev/null 2>&1 \
    || echo "could not drop database ${DB_NAME}" >&2
  if [[ $status -ne 0 && -n "${TOPOLOGY_KEEP_LOGS:-}" ]]; then
    echo "logs kept in $WORK"
  else
    rm -rf "$WORK"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# 1. a self-signed certificate for the shop's name
mkdir -p "$WORK/tls"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=${TOPOLOGY_SERVER_NAME}" \
  -addext "subjectAltName=DNS:${TOPOLOGY_SERVER_NAME}" \
  -keyout "$WORK/tls/key.pem" -out "$WORK/tls/cert.pem" 2>/dev/null
chmod 644 "$WORK/tls/"*.pem

# 2. an empty database
pg_admin "CREATE DATABASE \"${DB_NAME}\""

# 3. nginx: the documented site file, rendered, inside a minimal main configuration of our own (prefix, pid, logs and
#    temp files in $WORK, so it runs next to a system nginx and as root or not)
NGX="$WORK/nginx"
mkdir -p "$NGX/logs" "$NGX/tmp"
chmod -R 777 "$NGX/tmp"
SHOP_SERVER_NAME="$TOPOLOGY_SERVER_NAME" SHOP_HOST="$TOPOLOGY_HOST" \
HTTPS_LISTEN="127.0.0.1:${TOPOLOGY_HTTPS_PORT}" HTTP_LISTEN="127.0.0.1:${TOPOLOGY_HTTP_PORT}" \
TLS_CERTIFICATE="$WORK/tls/cert.pem" TLS_CERTIFICATE_KEY="$WORK/tls/key.pem" \
APP_SERVER_1="127.0.0.1:${TOPOLOGY_APP_PORT_1}" APP_SERVER_2="127.0.0.1:${TOPOLOGY_APP_PORT_2}" NGINX_LOG_DIR="$NGX/logs" \
  envsubst '${SHOP_SERVER_NAME} ${SHOP_HOST} ${HTTPS_LISTEN} ${HTTP_LISTEN} ${TLS_CERTIFICATE} ${TLS_CERTIFICATE_KEY} ${APP_SERVER_1} ${APP_SERVER_2} ${NGINX_LOG_DIR}' \
  < deploy/nginx.conf > "$NGX/party-shop.conf"
MIME_TYPES=/etc/nginx/mime.types
[[ -f "$MIME_TYPES" ]] || MIME_TYPES="$(dirname "$(nginx -V 2>&1 | sed -n 's/.*--conf-path=\([^ ]*\).*/\1/p')")/mime.types"
cat > "$NGX/nginx.conf" <<EOF
$( [[ $(id -u) -eq 0 ]] && echo "user root;" )
worker_processes 2;
pid $NGX/nginx.pid;
error_log $NGX/logs/error.log warn;
events { worker_connections 512; }
http {
    include $MIME_TYPES;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $NGX/tmp/body;
    proxy_temp_path $NGX/tmp/proxy;
    fastcgi_temp_path $NGX/tmp/fastcgi;
    uwsgi_temp_path $NGX/tmp/uwsgi;
    scgi_temp_path $NGX/tmp/scgi;
    include $NGX/party-shop.conf;
}
EOF
nginx -p "$NGX" -c "$NGX/nginx.conf" -t -q
nginx -p "$NGX" -c "$NGX/nginx.conf"   # daemonizes; its pid file is what cleanup stops
for _ in $(seq 1 50); do [[ -s "$NGX/nginx.pid" ]] && break; sleep 0.1; done
export TOPOLOGY_NGINX_ACCESS_LOG="$NGX/logs/party-shop-access.log"
echo "nginx on https://${TOPOLOGY_HOST} (127.0.0.1) → 127.0.0.1:${TOPOLOGY_APP_PORT_1}, 127.0.0.1:${TOPOLOGY_APP_PORT_2}; database ${DB_NAME}"

# 4. the checks (the spec starts the two app servers at the same moment on the empty database)
npx playwright test --config playwright.topology.config.ts "$@"
