/**
 * The shop's structured log (decision 0047): one JSON object per line on stdout through pino, so any log shipper
 * (journald, Docker, Loki, CloudWatch) reads it without parsing. Request lines carry method, route, status, duration
 * and request id only: never query strings, bodies, cookies, tokens or addresses (see server/http/request-log.ts).
 */
import { pino, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'party-shop' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // secrets never reach the log even when an error object carries them
      redact: {
        paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'cookie', '*.cookie'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
