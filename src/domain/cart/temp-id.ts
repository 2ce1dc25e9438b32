/**
 * Guest-cart tempIds the shop hands out before a cart is stored (decision 0063). They are UUIDs (version 8, the
 * RFC 9562 "custom" layout) that carry their own proof of origin: bytes 0–8 are random (66 bits after the version and
 * variant bits), bytes 9–15 the first 7 bytes of HMAC-SHA256 over bytes 0–8 with the shop's secret (app_secrets
 * 'guest-cart-temp-id', the same on every app server). So a tempId the shop issued can be answered again before its
 * cart exists, while a made-up one cannot be — without storing anything on a read.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppSecrets } from '../security/app-secrets';

const NONCE_BYTES = 9;
const MAC_BYTES = 16 - NONCE_BYTES;

function mac(key: string, nonce: Uint8Array): Buffer {
  return createHmac('sha256', Buffer.from(key, 'hex')).update('guest-cart-temp-id\0').update(nonce).digest().subarray(0, MAC_BYTES);
}

function format(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh signed tempId. */
export function signTempId(key: string): string {
  const bytes = randomBytes(16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80; // version 8
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  mac(key, bytes.subarray(0, NONCE_BYTES)).copy(bytes, NONCE_BYTES);
  return format(bytes);
}

/** Whether `tempId` (a normalized, lower-case uuid) was signed with `key`. */
export function isSignedTempId(key: string, tempId: string): boolean {
  const bytes = Buffer.from(tempId.replace(/-/g, ''), 'hex');
  if (bytes.length !== 16 || bytes[6]! >> 4 !== 8 || (bytes[8]! & 0xc0) !== 0x80) return false;
  return timingSafeEqual(mac(key, bytes.subarray(0, NONCE_BYTES)), bytes.subarray(NONCE_BYTES));
}

export const loadTempIdKey = (secrets: AppSecrets): Promise<string> => secrets.get('guest-cart-temp-id');
