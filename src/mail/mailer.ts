import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; content: Buffer | string; contentType?: string; cid?: string }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string; file?: string }>;
}

/**
 * The shop's texts are mostly Latin letters (Slovak, Czech): quoted-printable, which nodemailer would pick itself —
 * but it decides by matching every letter of each text part and header against two regular expressions (~1 ms of
 * CPU per order e-mail with its HTML). Naming the encoding skips that count; the message is the same. Decision 0127.
 */
const TEXT_ENCODING = 'quoted-printable';

/**
 * SMTP when `smtpUrl` is set (smtp://user:pass@host:port), otherwise every message is written as an .eml file
 * under `<dataDir>/mail`, so nothing is lost and a developer (or a test) can open it.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, textEncoding: TEXT_ENCODING, ...message });
        return { id: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.join(options.dataDir, 'mail');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, textEncoding: TEXT_ENCODING, ...message });
      const id = randomUUID();
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${id}.eml`);
      // the folder is made when a write finds it missing (the first message, or after someone removed it)
      await writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(folder, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
      return { id, file };
    },
  };
}
