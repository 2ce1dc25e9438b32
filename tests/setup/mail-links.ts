/**
 * Reads the .eml files the mailer writes under <DATA_DIR>/mail (no SMTP configured) and finds links in them, for
 * integration and Playwright tests alike. Bodies may be quoted-printable or base64; both are decoded.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  /** headers and every body decoded (quoted-printable unfolded, base64 blocks decoded) */
  decoded: string;
}

function decodeMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Blocks = raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [];
  const decodedBlocks = base64Blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [Buffer.from(unfolded, 'latin1').toString('utf8'), ...decodedBlocks].join('\n');
}

/** Every mail under `<dataDir>/mail`, oldest first (file names start with a timestamp). */
export async function readStoredMails(dataDir: string): Promise<StoredMail[]> {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  const files = (await readdir(folder)).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(folder, file), 'utf8');
      const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
      const to = /^To:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
      const subject = /^Subject:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
      return { file, to, subject, decoded: decodeMail(raw) };
    }),
  );
}

/** The reset hashes (/zmena-hesla/{hash}) mailed to `email`, oldest first. */
export async function passwordResetHashes(dataDir: string, email: string): Promise<string[]> {
  const mails = (await readStoredMails(dataDir)).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
  const hashes = mails.map((m) => /\/zmena-hesla\/([A-Za-z0-9_-]{20,})/.exec(m.decoded)?.[1]).filter((h): h is string => Boolean(h));
  return hashes;
}

/** Waits (up to `timeoutMs`) for the `count`-th reset mail to `email` and answers its hash. */
export async function waitForPasswordResetHash(dataDir: string, email: string, count = 1, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hashes = await passwordResetHashes(dataDir, email);
    if (hashes.length >= count) return hashes[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no password reset mail #${count} to ${email} under ${dataDir}/mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
