import { cs } from './cs';
import { sk, type MessageKey } from './sk';

export type Locale = 'sk' | 'cs';
export type { MessageKey };
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const catalogs: Record<Locale, Record<MessageKey, string>> = { sk, cs };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(sk, key);
}

/** Returns the translate function of a locale: `t('validation.min', { length: 8 })`. */
export function translator(locale: Locale): Translate {
  const catalog = catalogs[locale];
  return (key, params) => {
    const text = catalog[key] ?? sk[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
