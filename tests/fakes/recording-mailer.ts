/**
 * A mailer that records what it sends and fails, like an unreachable SMTP server, while `state.down` is true (the
 * mail outbox tests: decisions 0095, 0108, 0128).
 *
 *   const smtp = recordingMailer({ down: true });
 *   createMailOutbox({ ..., mailer: smtp.mailer });  smtp.state.down = false;  smtp.sent
 */
import type { MailMessage, Mailer } from '../../src/mail/mailer';

export function recordingMailer(options: { down?: boolean; delayMs?: number } = {}) {
  const sent: MailMessage[] = [];
  const state = { down: options.down ?? false };
  const mailer: Mailer = {
    async send(message) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (state.down) throw new Error('SMTP down: connection refused');
      sent.push(message);
      return { id: String(sent.length) };
    },
  };
  return { mailer, sent, state };
}
