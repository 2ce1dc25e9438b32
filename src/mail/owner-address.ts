/**
 * The shop owner's inbox: job applications (with the CV attached) and other mail meant for the shop itself go here.
 * SHOP_OWNER_EMAIL when configured; else the e-mail of the `contacts` setting (what the footer shows, editable in the
 * back office); else the address of MAIL_FROM, so such mail is never dropped.
 */
import type { AppConfig } from '../config';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** 'Party shop <obchod@party-shop.sk>' → 'obchod@party-shop.sk'; a bare address is returned as is. */
export function addressOf(mailbox: string): string | null {
  const inside = /<([^<>]+)>/.exec(mailbox)?.[1] ?? mailbox;
  const address = inside.trim();
  return EMAIL.test(address) ? address : null;
}

export function shopOwnerAddress(config: Pick<AppConfig, 'shopOwnerEmail' | 'mailFrom'>, contactsEmail?: string | null): string {
  if (config.shopOwnerEmail) return config.shopOwnerEmail;
  const fromSettings = contactsEmail ? addressOf(contactsEmail) : null;
  if (fromSettings) return fromSettings;
  return addressOf(config.mailFrom) ?? 'obchod@party-shop.sk';
}
