import type { AdminMessageKey } from './admin';
import type { ServerMessageKey } from './server-texts';
import type { StateMailKey } from './state-mail-texts';
import type { ReturnMailKey } from './return-mail-texts';
import { sk, type MessageKey as StorefrontMessageKey } from './sk';

export type Locale = 'sk' | 'cs';
/**
 * Every text key: the storefront's (sk.ts), the back office's (admin/index.ts) and the server's own (server-texts.ts),
 * the last two registered when loaded.
 */
export type MessageKey = StorefrontMessageKey | AdminMessageKey | ServerMessageKey | StateMailKey | ReturnMailKey;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The texts per locale: the Slovak storefront catalog, plus what registerMessages adds, so a page's JavaScript
 * carries only what it may show: the Czech catalog registers itself when src/i18n/load-cs.ts is imported (the
 * server at start, the browser before hydration of a `cs` shop: app/entry.client.tsx), the back office's texts when
 * src/i18n/admin is imported. A key missing from a locale falls back to Slovak.
 */
const catalogs: Record<Locale, Record<string, string>> = { sk: { ...sk }, cs: {} };

/** Adds texts to a locale's catalog (later keys win). */
export function registerMessages(locale: Locale, messages: Record<string, string>): void {
  Object.assign(catalogs[locale], messages);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogs.sk, key);
}

/** Returns the translate function of a locale: `t('validation.min', { length: 8 })`. */
export function translator(locale: Locale): Translate {
  const catalog = catalogs[locale];
  const fallback = catalogs.sk;
  return (key, params) => {
    const text = catalog[key] ?? fallback[key] ?? key;
    if (!params) return text;
    return pluralize(text, locale, params).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/**
 * ICU-style plural choices, the subset the catalogues need: `{count, plural, one {# člen} few {# členovia} other {#
 * členov}}` picks the branch of Intl.PluralRules' category for the number (sk and cs: one, few, many, other; `other`
 * is the fallback) and writes the number for `#`. Plain `{name}` placeholders are filled afterwards.
 */
const PLURAL = /\{(\w+), plural,((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_BRANCH = /(\w+)\s*\{([^{}]*)\}/g;
const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralize(text: string, locale: Locale, params: Record<string, string | number>): string {
  if (!text.includes(', plural,')) return text;
  return text.replace(PLURAL, (whole, name: string, branches: string) => {
    if (!(name in params)) return whole;
    const count = Number(params[name]);
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    const choices = new Map([...branches.matchAll(PLURAL_BRANCH)].map((m) => [m[1]!, m[2]!]));
    const chosen = choices.get(rules.select(count)) ?? choices.get('other') ?? '';
    return chosen.replace(/#/g, String(params[name]));
  });
}
