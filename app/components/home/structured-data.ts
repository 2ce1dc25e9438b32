/**
 * JSON-LD of the home page: the shop as an Organization and the WebSite with its search (sitelinks search box).
 * Rendered through React Router's `script:ld+json` meta descriptor, which escapes <, >, & and line separators, so a
 * setting holding '</script>' cannot break out of the script element.
 */
import type { ContactsSetting } from '@/domain/settings/settings';

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** 'http://shop.sk/' → 'http://shop.sk' (paths are appended with a leading slash). */
const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function organizationJsonLd(publicUrl: string, name: string, contacts: ContactsSetting) {
  const base = origin(publicUrl);
  const contactPoint =
    contacts.phone || contacts.email
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          ...(contacts.phone ? { telephone: contacts.phone } : {}),
          ...(contacts.email ? { email: contacts.email } : {}),
          areaServed: 'SK',
          availableLanguage: ['sk', 'cs'],
        }
      : undefined;
  const address =
    contacts.street || contacts.city
      ? {
          '@type': 'PostalAddress',
          ...(contacts.street ? { streetAddress: contacts.street } : {}),
          ...(contacts.city ? { addressLocality: contacts.city } : {}),
          ...(contacts.zip ? { postalCode: contacts.zip } : {}),
          addressCountry: 'SK',
        }
      : undefined;
  const sameAs = contacts.social.map((s) => s.url).filter(isWebUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: contacts.company || name,
    url: `${base}/`,
    logo: `${base}/favicon.svg`,
    ...(contactPoint ? { contactPoint } : {}),
    ...(address ? { address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function webSiteJsonLd(publicUrl: string, name: string) {
  const base = origin(publicUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name,
    url: `${base}/`,
    publisher: { '@id': `${base}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}/hledani?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
