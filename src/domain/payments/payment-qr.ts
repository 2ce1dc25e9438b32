/**
 * Payment QR codes for bank transfers (PRODUCT.md): PAY by square in the `sk` shop (the Slovak banks' standard,
 * encoded by the `bysquare` package), SPAYD ("QR Platba", the Czech banks' standard) in the `cs` shop. Both carry the
 * shop's IBAN (+ BIC when known), the amount, the currency, the variable symbol and a short message.
 *
 * The image is an SVG made by the `qrcode` package (for the page) or a PNG (for the e-mail, as an inline
 * attachment: many mail clients show no SVG; a 1-bit PNG of qrcode's symbol, decision 0127); a reader that needs only
 * the payload asks for it alone (paymentQrPayload), the image is drawn only where it is shown (decision 0121).
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
import { crc32, deflateSync } from 'node:zlib';
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

/** Side of the e-mail's PNG in pixels (the e-mail shows it at 180 px: sharp on 1.5× screens). */
const QR_PNG_WIDTH = 300;

/**
 * A QR code as a PNG (for e-mail attachments): qrcode's symbol (`QRCode.create`, the same modules as its PNG and SVG)
 * laid out as qrcode's PNG renderer does with `width: 300` — the quiet zone of `margin` modules, each module
 * `width / (size + 2 × margin)` pixels, a pixel taking the module its top left corner falls in — and written as a
 * 1-bit grayscale PNG: no filter, rows of 38 bytes. qrcode's own renderer fills a 300 × 300 RGBA image pixel by pixel
 * and lets pngjs try five filters on each of its 1 200-byte rows (~6 ms of CPU per e-mail); this is the same image
 * (tests/unit/payment-qr.test.ts compares the decoded pixels) for about a tenth of that, ~0.9 instead of ~3.4 KB.
 * Decision 0127.
 */
export async function paymentQrPng(payload: string): Promise<Buffer> {
  const { modules } = QRCode.create(payload, QR_OPTIONS);
  return bitmapPng(qrBitmap(modules.size, modules.data, QR_OPTIONS.margin, QR_PNG_WIDTH));
}

interface Bitmap {
  side: number;
  /** rows of `ceil(side / 8)` bytes, the leftmost pixel in the high bit; 1 = white, 0 = black (PNG grayscale) */
  rows: Uint8Array[];
}

/** The symbol's pixels at `width` (qrcode's `qrToImageData` layout; a symbol of up to 177 + 2 × margin modules fits 300 px). */
function qrBitmap(size: number, data: Uint8Array, margin: number, width: number): Bitmap {
  const scale = width / (size + margin * 2);
  if (scale < 1) throw new RangeError(`a QR code of ${size} modules does not fit ${width} px`);
  const side = Math.floor((size + margin * 2) * scale);
  const quiet = margin * scale;
  const rowBytes = Math.ceil(side / 8);
  // the module column of each pixel column, -1 in the quiet zone
  const column = new Int32Array(side);
  for (let j = 0; j < side; j++) column[j] = j >= quiet && j < side - quiet ? Math.floor((j - quiet) / scale) : -1;
  const white = new Uint8Array(rowBytes).fill(0xff);
  const rows: Uint8Array[] = [];
  let last = -1;
  for (let i = 0; i < side; i++) {
    const moduleRow = i >= quiet && i < side - quiet ? Math.floor((i - quiet) / scale) : -1;
    if (moduleRow < 0) rows.push(white);
    else if (moduleRow === last) rows.push(rows[i - 1]!);
    else {
      const row = new Uint8Array(rowBytes).fill(0xff);
      for (let j = 0; j < side; j++) {
        const c = column[j]!;
        if (c >= 0 && data[moduleRow * size + c]) row[j >> 3]! &= ~(0x80 >> (j & 7));
      }
      rows.push(row);
    }
    last = moduleRow;
  }
  return { side, rows };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** A 1-bit grayscale PNG of `bitmap` (filter type 0 on every row; deflate finds the repeated rows). */
function bitmapPng({ side, rows }: Bitmap): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // color type: grayscale
  // compression, filter method and interlace: 0
  const rowBytes = rows[0]!.length;
  const raw = Buffer.alloc((rowBytes + 1) * side);
  rows.forEach((row, i) => raw.set(row, i * (rowBytes + 1) + 1));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** An SVG as a data: URL for <img src> (the CSP allows data: images). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
