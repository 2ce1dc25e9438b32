import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '@/mail/mailer';

describe('mailer without SMTP', () => {
  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    const mailer = createMailer({ from: 'Party shop <obchod@party-shop.sk>', dataDir });
    const result = await mailer.send({ to: 'zakaznik@example.sk', subject: 'Potvrdenie objednávky', text: 'Ďakujeme za nákup.' });
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(result.file).toBe(path.join(dataDir, 'mail', files[0]!));
    const eml = await readFile(result.file!, 'utf8');
    expect(eml).toContain('To: zakaznik@example.sk');
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Potvrdenie_objedn=C3=A1vky\?=|Subject: Potvrdenie objednávky/);
  });
});
