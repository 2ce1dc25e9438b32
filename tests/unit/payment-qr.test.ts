/** Payment QR codes: PAY by square (sk) and SPAYD (cs), src/domain/payments/payment-qr.ts. */
import { decode, encode, PaymentOptions, type CurrencyCode } from 'bysquare/pay';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createPaymentQr,
  minorToDecimalString,
  paymentQrKindFor,
  paymentQrPayload,
  paymentQrPng,
  payBySquarePayload,
  spaydPayload,
  svgDataUrl,
  type PaymentQrInput,
} from '@/domain/payments/payment-qr';

const INPUT: PaymentQrInput = {
  iban: 'SK96 1100 0000 0029 1859 9669',
  beneficiaryName: 'Party shop s.r.o.',
  amountMinor: 4_990,
  currencyCode: 'EUR',
  variableSymbol: '2026000123',
  message: 'Objednávka 2026000123',
};

describe('PAY by square', () => {
  it('decodes back to the IBAN, amount, currency, variable symbol and note', () => {
    const payload = payBySquarePayload(INPUT);
    expect(payload).toMatch(/^[0-9A-V]+$/); // base32hex
    const model = decode(payload);
    expect(model.payments).toHaveLength(1);
    const payment = model.payments[0]!;
    expect(payment.bankAccounts).toEqual([{ iban: 'SK9611000000002918599669' }]);
    expect(payment.amount).toBe(49.9);
    expect(payment.currencyCode).toBe('EUR');
    expect(payment.variableSymbol).toBe('2026000123');
    expect(payment.paymentNote).toBe('Objednavka 2026000123');
    expect(payment.beneficiary?.name).toBe('Party shop s.r.o.');
  });

  it('carries the BIC when given and whole amounts exactly', () => {
    const model = decode(payBySquarePayload({ ...INPUT, bic: 'GIBASKBX', amountMinor: 150_000 }));
    expect(model.payments[0]!.bankAccounts).toEqual([{ iban: 'SK9611000000002918599669', bic: 'GIBASKBX' }]);
    expect(model.payments[0]!.amount).toBe(1500);
  });

  it('rejects a bad IBAN, variable symbol or amount', () => {
    expect(() => payBySquarePayload({ ...INPUT, iban: 'SK31' })).toThrow(RangeError);
    expect(() => payBySquarePayload({ ...INPUT, variableSymbol: 'AB12' })).toThrow(RangeError);
    expect(() => payBySquarePayload({ ...INPUT, amountMinor: 12.5 })).toThrow(RangeError);
  });
});

describe('SPAYD', () => {
  it('is the exact QR Platba string', () => {
    expect(spaydPayload({ ...INPUT, iban: 'CZ65 0800 0000 1920 0014 5399', currencyCode: 'CZK', amountMinor: 123_405 })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.05*CC:CZK*X-VS:2026000123*MSG:Objednavka 2026000123',
    );
  });

  it('appends the BIC, escapes the separator and cuts the message to 60 characters', () => {
    const payload = spaydPayload({ ...INPUT, bic: 'gibaczpx', message: `a*b ${'x'.repeat(80)}` });
    expect(payload.startsWith('SPD*1.0*ACC:SK9611000000002918599669+GIBACZPX*AM:49.90*CC:EUR*X-VS:2026000123*MSG:a%2Ab ')).toBe(true);
    expect(payload.split('*MSG:')[1]).toHaveLength(60);
  });
});

describe('QR image', () => {
  it('renders an SVG of the payload, a data URL and a PNG', async () => {
    const qr = await createPaymentQr('paybysquare', INPUT);
    expect(qr.kind).toBe('paybysquare');
    expect(qr.payload).toBe(payBySquarePayload(INPUT));
    expect(qr.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qr.svg).toContain('<path');
    expect(svgDataUrl(qr.svg)).toMatch(/^data:image\/svg\+xml;base64,/);
    const png = await paymentQrPng(qr.payload);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');

    const spayd = await createPaymentQr('spayd', INPUT);
    expect(spayd.payload.startsWith('SPD*1.0*')).toBe(true);
  });

  it('picks the standard by locale', () => {
    expect(paymentQrKindFor('sk')).toBe('paybysquare');
    expect(paymentQrKindFor('cs')).toBe('spayd');
    expect(minorToDecimalString(5)).toBe('0.05');
  });
});

describe('PAY by square payload (decision 0121: lighter LZMA mode, the same payload)', () => {
  const bysquareReference = (input: PaymentQrInput) => {
    const iban = input.iban.replace(/\s+/g, '').toUpperCase();
    return encode({
      payments: [
        {
          type: PaymentOptions.PaymentOrder,
          amount: Number(minorToDecimalString(input.amountMinor)),
          currencyCode: input.currencyCode as CurrencyCode,
          variableSymbol: input.variableSymbol,
          paymentNote: input.message.slice(0, 140),
          beneficiary: { name: input.beneficiaryName.slice(0, 70) },
          bankAccounts: [input.bic ? { iban, bic: input.bic } : { iban }],
        },
      ],
    });
  };

  it("is byte for byte bysquare's own encode, also for texts that repeat a long run", () => {
    const inputs: PaymentQrInput[] = [];
    for (let i = 0; i < 200; i++) {
      inputs.push({
        ...INPUT,
        bic: i % 5 === 0 ? 'GIBASKBX' : null,
        beneficiaryName: ['Party shop s.r.o.', 'Párty šop – Bratislava, s. r. o.', 'A'.repeat(70)][i % 3]!,
        amountMinor: (i * 7919) % 10_000_000,
        currencyCode: i % 3 === 0 ? 'CZK' : 'EUR',
        variableSymbol: String(2_600_000_000 + i * 37),
        message: `Objednávka ${2_600_000_000 + i * 37}${' ľščť'.repeat(i % 30)}`,
      });
    }
    for (const input of inputs) expect(payBySquarePayload(input)).toBe(bysquareReference(input));
  });

  it('paymentQrPayload answers the payload without drawing an image', () => {
    expect(paymentQrPayload('paybysquare', INPUT)).toBe(payBySquarePayload(INPUT));
    expect(paymentQrPayload('spayd', INPUT)).toBe(spaydPayload(INPUT));
  });
});

describe("the e-mail's PNG (decision 0127: 1-bit PNG of qrcode's symbol)", () => {
  /** the decoded image as RGBA pixels, whatever the PNG's colour type and bit depth */
  const pixels = (png: Buffer) => sharp(png).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });

  it("has the very pixels of qrcode's own 300 px PNG, for PAY by square and SPAYD payloads of every length", async () => {
    const payloads: string[] = [];
    for (let i = 0; i < 40; i++) {
      const input: PaymentQrInput = {
        ...INPUT,
        bic: i % 4 === 0 ? 'GIBASKBX' : null,
        amountMinor: (i * 104_729) % 100_000_000,
        variableSymbol: String(2_600_000_000 + i * 7_919),
        // from a short note to the standard's 140 characters: QR versions from small to large
        message: `Objednávka ${2_600_000_000 + i * 7_919} ${'párty '.repeat(i % 24)}`,
      };
      payloads.push(payBySquarePayload(input), spaydPayload(input));
    }
    for (const payload of payloads) {
      const ours = await paymentQrPng(payload);
      const reference = await QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 2, type: 'png', width: 300 });
      const [a, b] = await Promise.all([pixels(ours), pixels(reference)]);
      expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height]);
      expect(a.data.equals(b.data)).toBe(true);
      expect(ours.length).toBeLessThan(reference.length);
    }
  });

  it('is a 1-bit grayscale PNG of 300 × 300 px', async () => {
    const png = await paymentQrPng(payBySquarePayload(INPUT));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width, height, bit depth 1, colour type 0 (grayscale)
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([300, 300, 1, 0]);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([300, 300, 'png']);
  });
});
