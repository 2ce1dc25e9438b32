/**
 * Payment QR codes for bank transfers (PRODUCT.md): PAY by square in the `sk` shop (the Slovak banks' standard,
 * encoded by the `bysquare` package), SPAYD ("QR Platba", the Czech banks' standard) in the `cs` shop. Both carry the
 * shop's IBAN (+ BIC when known), the amount, the currency, the variable symbol and a short message.
 *
 * The image is an SVG made by the `qrcode` package (for the page) or a PNG (for the e-mail, as an inline
 * attachment: many mail clients show no SVG); a reader that needs only the payload asks for it alone
 * (paymentQrPayload), the image is drawn only where it is shown (decision 0121).
 */
import {
  encode as bysquareEncode,
  PaymentOptions,
  removeDiacritics,
  serialize,
  validateDataModel,
  type CurrencyCode,
  type DataModel,
} from 'bysquare/pay';
import { compress as lzmaCompress, CRC32_TABLE } from 'lzma1';
import QRCode from 'qrcode';

export type PaymentQrKind = 'paybysquare' | 'spayd';

export interface PaymentQrInput {
  /** IBAN of the beneficiary; spaces are ignored */
  iban: string;
  bic?: string | null;
  /** beneficiary name (PAY by square requires one) */
  beneficiaryName: string;
  /** amount in minor units of `currencyCode` (2 decimals: cents, haléře) */
  amountMinor: number;
  /** ISO 4217: EUR, CZK */
  currencyCode: string;
  /** digits only, at most 10 */
  variableSymbol: string;
  /** payment note (e.g. "Objednávka 2026000123"); cut to the standard's limit */
  message: string;
}

export interface PaymentQr {
  kind: PaymentQrKind;
  /** the text the QR code carries */
  payload: string;
  /** the QR code as an SVG document */
  svg: string;
}

/** Which standard a locale uses: PAY by square in `sk`, SPAYD in `cs`. */
export function paymentQrKindFor(locale: 'sk' | 'cs'): PaymentQrKind {
  return locale === 'cs' ? 'spayd' : 'paybysquare';
}

/** SPAYD allows 60 characters in MSG; PAY by square 140 in paymentNote. */
const SPAYD_MESSAGE_MAX = 60;
const PAY_BY_SQUARE_NOTE_MAX = 140;

export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

function assertInput(input: PaymentQrInput): void {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 0) {
    throw new RangeError(`amount must be a non-negative integer of minor units, got ${input.amountMinor}`);
  }
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compactIban(input.iban))) throw new RangeError(`not an IBAN: ${input.iban}`);
  if (!/^[A-Z]{3}$/.test(input.currencyCode)) throw new RangeError(`not a currency code: ${input.currencyCode}`);
  if (!/^\d{1,10}$/.test(input.variableSymbol)) throw new RangeError(`a variable symbol has 1–10 digits, got ${input.variableSymbol}`);
}

/** Minor units → "123.45" (both standards use a dot and at most 2 decimals). */
export function minorToDecimalString(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  return `${whole}.${cents}`;
}

/** Removes diacritics: many banking apps reject them in QR payments. */
function deburr(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The PAY by square string (LZMA-compressed, base32hex) of one payment order. */
export function payBySquarePayload(input: PaymentQrInput): string {
  assertInput(input);
  const iban = compactIban(input.iban);
  return encodePayBySquare({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: Number(minorToDecimalString(input.amountMinor)),
        currencyCode: input.currencyCode as CurrencyCode,
        variableSymbol: input.variableSymbol,
        paymentNote: input.message.slice(0, PAY_BY_SQUARE_NOTE_MAX),
        beneficiary: { name: input.beneficiaryName.slice(0, 70) },
        bankAccounts: [input.bic ? { iban, bic: input.bic } : { iban }],
      },
    ],
  });
}

/**
 * LZMA mode of the PAY by square body. bysquare's own `encode` compresses with lzma1's default mode 5, whose 2 MiB
 * dictionary allocates and zeroes ~24 MB of match-finder tables per call (~9 ms of CPU, and the garbage after it) for
 * a ~100-byte text. Mode 3 is the same encoder (bt4 match finder, lc=3 lp=0 pb=2) with a 512 KiB dictionary and 64
 * instead of 128 "fast bytes": its stream differs from mode 5's only where the text repeats a run of 64 bytes or
 * more, which such a text never does — and when it does, bysquare's `encode` is used as before. So the payload (and
 * the QR image) stays byte for byte what it was, pinned by tests/unit/payment-qr.test.ts. Decision 0121.
 */
const PAY_BY_SQUARE_LZMA_MODE = 3;
/** lzma1's "fast bytes" of mode 3: a match this long ends the encoder's search, where mode 5 (128) looks on */
const PAY_BY_SQUARE_FAST_BYTES = 64;
/** bysquare 1.2.0, document type 0 (payment order), as bysquare's `encode` writes it */
const PAY_BY_SQUARE_HEADER = [(0x00 << 4) | 0x02, (0x00 << 4) | 0x00];
const BASE32HEX = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

/** Whether some run of `length` bytes occurs twice in `bytes` (overlapping counts). */
function repeatsRun(bytes: Uint8Array, length: number): boolean {
  if (bytes.length <= length) return false;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const seen = new Set<string>();
  for (let i = 0; i + length <= text.length; i++) {
    const run = text.slice(i, i + length);
    if (seen.has(run)) return true;
    seen.add(run);
  }
  return false;
}

/** bysquare's `encode` (deburr, validate, serialize, CRC32, LZMA body, header, base32hex) with the lighter LZMA mode. */
function encodePayBySquare(model: DataModel): string {
  removeDiacritics(model);
  validateDataModel(model);
  const text = new TextEncoder().encode(serialize(model));
  let crc = -1;
  for (const byte of text) crc = (crc >>> 8) ^ CRC32_TABLE[(crc ^ byte) & 0xff]!;
  crc = (crc ^ -1) >>> 0;
  const checked = new Uint8Array(4 + text.length);
  new DataView(checked.buffer).setUint32(0, crc, true);
  checked.set(text, 4);
  if (repeatsRun(checked, PAY_BY_SQUARE_FAST_BYTES)) return bysquareEncode(model);
  const body = lzmaCompress(checked, PAY_BY_SQUARE_LZMA_MODE).subarray(13);
  const bytes = [...PAY_BY_SQUARE_HEADER, checked.length & 0xff, (checked.length >> 8) & 0xff, ...body];
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32HEX[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32HEX[(buffer << (5 - bits)) & 31];
  return out;
}

/** A SPAYD value: no '*' (the field separator; escaped as %2A per the standard), no diacritics. */
function spaydValue(text: string): string {
  return deburr(text).replace(/%/g, '%25').replace(/\*/g, '%2A').trim();
}

/** The SPAYD string: SPD*1.0*ACC:{IBAN}[+{BIC}]*AM:{123.45}*CC:{CZK}*X-VS:{vs}*MSG:{message}. */
export function spaydPayload(input: PaymentQrInput): string {
  assertInput(input);
  const account = compactIban(input.iban) + (input.bic ? `+${input.bic.toUpperCase()}` : '');
  const parts = [
    'SPD',
    '1.0',
    `ACC:${account}`,
    `AM:${minorToDecimalString(input.amountMinor)}`,
    `CC:${input.currencyCode}`,
    `X-VS:${input.variableSymbol}`,
  ];
  const message = spaydValue(input.message).slice(0, SPAYD_MESSAGE_MAX);
  if (message) parts.push(`MSG:${message}`);
  return parts.join('*');
}

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The text the payment QR carries (no image): PAY by square in `sk`, SPAYD in `cs`. */
export function paymentQrPayload(kind: PaymentQrKind, input: PaymentQrInput): string {
  return kind === 'spayd' ? spaydPayload(input) : payBySquarePayload(input);
}

/** The payload and its QR code as SVG. */
export async function createPaymentQr(kind: PaymentQrKind, input: PaymentQrInput): Promise<PaymentQr> {
  const payload = paymentQrPayload(kind, input);
  return { kind, payload, svg: await paymentQrSvg(payload) };
}

/** A QR code as an SVG document (for the page). */
export async function paymentQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}

/** A QR code as a PNG (for e-mail attachments). */
export async function paymentQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', width: 300 });
}

/** An SVG as a data: URL for <img src> (the CSP allows data: images). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
