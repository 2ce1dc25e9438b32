/** What a CV upload really is, from its bytes (src/domain/content/cv-file.ts), and the owner's inbox. */
import { describe, expect, it } from 'vitest';
import { cvFileName, sniffCvKind } from '../../src/domain/content/cv-file';
import { addressOf, shopOwnerAddress } from '../../src/mail/owner-address';
import { sampleDoc, sampleDocx, sampleOdt, samplePdf, sampleText, sampleZip } from '../setup/cv-files';

describe('sniffCvKind', () => {
  it('recognises PDF, DOC, DOCX and ODT by content', () => {
    expect(sniffCvKind(samplePdf())).toBe('pdf');
    expect(sniffCvKind(sampleDoc())).toBe('doc');
    expect(sniffCvKind(sampleDocx())).toBe('docx');
    expect(sniffCvKind(sampleOdt())).toBe('odt');
  });

  it('refuses text, other ZIPs, images and nothing', () => {
    expect(sniffCvKind(sampleText())).toBeNull();
    expect(sniffCvKind(sampleZip())).toBeNull();
    expect(sniffCvKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull(); // JPEG
    expect(sniffCvKind(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(sniffCvKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('cvFileName', () => {
  it('keeps the base name, drops paths and odd characters, and uses the real extension', () => {
    expect(cvFileName('Životopis Jana.PDF', 'pdf')).toBe('Životopis Jana.pdf');
    expect(cvFileName('C:\\Users\\jana\\cv.exe', 'docx')).toBe('cv.docx');
    expect(cvFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cvFileName('a"b<c>\r\n.odt', 'odt')).toBe('abc.odt');
    expect(cvFileName('', 'doc')).toBe('zivotopis.doc');
  });
});

describe('shopOwnerAddress', () => {
  it('is SHOP_OWNER_EMAIL, else the contacts e-mail, else the address of MAIL_FROM', () => {
    const mailFrom = 'Party shop <obchod@party-shop.sk>';
    expect(shopOwnerAddress({ shopOwnerEmail: 'hr@party-shop.sk', mailFrom }, 'info@party-shop.sk')).toBe('hr@party-shop.sk');
    expect(shopOwnerAddress({ mailFrom }, 'info@party-shop.sk')).toBe('info@party-shop.sk');
    expect(shopOwnerAddress({ mailFrom }, '')).toBe('obchod@party-shop.sk');
    expect(shopOwnerAddress({ mailFrom }, 'not an address')).toBe('obchod@party-shop.sk');
    expect(addressOf('shop@x.sk')).toBe('shop@x.sk');
  });
});
