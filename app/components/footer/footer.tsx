import type { ReactElement } from 'react';
import type { CardBrand } from '@/domain/checkout/delivery-payment-facts';
import { ClockIcon, MailIcon, MaestroLogo, MastercardLogo, PhoneIcon, PinIcon, VisaElectronLogo, VisaLogo } from '~/components/icons';
import { MenuLinkItem } from '~/components/header/menu-link';
import { SocialLinks } from '~/components/header/social-links';
import { NewsletterForm } from '~/components/newsletter-form';
import { StaticIsland } from '~/components/static-island';
import { useRootData, useT } from '~/lib/root/use-root-data';

const CARD_LOGOS: Record<CardBrand, () => ReactElement> = {
  Visa: VisaLogo,
  'Visa Electron': VisaElectronLogo,
  Mastercard: MastercardLogo,
  Maestro: MaestroLogo,
};

const headingClass = 'mb-3 text-base font-bold text-white';
// a component class (app.css): twenty links on every page (decision 0109)
const linkClass = 'foot-link';

/** Contact block from the contacts setting; empty fields are left out. */
function ContactBlock() {
  const t = useT();
  const { contacts } = useRootData();
  const cityLine = [contacts.zip, contacts.city].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="paticka-kontakt">
      <h2 id="paticka-kontakt" className={headingClass}>
        {t('footer.contact')}
      </h2>
      <div className="space-y-2 text-line not-italic">
        {contacts.company || contacts.street || cityLine ? (
          <address className="flex gap-2 not-italic">
            <PinIcon size={18} className="mt-0.5 shrink-0" />
            <span>
              {contacts.company ? (
                <>
                  <strong className="text-white">{contacts.company}</strong>
                  <br />
                </>
              ) : null}
              {contacts.street ? (
                <>
                  {contacts.street}
                  <br />
                </>
              ) : null}
              {cityLine}
            </span>
          </address>
        ) : null}
        {contacts.phone ? (
          <p className="flex items-center gap-2">
            <PhoneIcon size={18} className="shrink-0" />
            <span className="sr-only">{t('frame.phone')}: </span>
            <a href={`tel:${contacts.phone.replace(/\s+/g, '')}`} className={linkClass}>
              {contacts.phone}
            </a>
          </p>
        ) : null}
        {contacts.email ? (
          <p className="flex items-center gap-2">
            <MailIcon size={18} className="shrink-0" />
            <span className="sr-only">{t('frame.email')}: </span>
            <a href={`mailto:${contacts.email}`} className={linkClass}>
              {contacts.email}
            </a>
          </p>
        ) : null}
        {contacts.hours ? (
          <p className="flex gap-2">
            <ClockIcon size={18} className="mt-0.5 shrink-0" />
            <span className="sr-only">{t('frame.hours')}: </span>
            <span className="whitespace-pre-line">{contacts.hours}</span>
          </p>
        ) : null}
        {contacts.ico || contacts.dic ? (
          <p className="text-sm">
            {[contacts.ico ? `${t('frame.ico')}: ${contacts.ico}` : '', contacts.dic ? `${t('frame.dic')}: ${contacts.dic}` : '']
              .filter(Boolean)
              .join(', ')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The storefront footer (SPEC §2): newsletter, contact, bottom menu groups, social links, card logos, copyright. */
export function Footer() {
  const t = useT();
  const data = useRootData();
  const hasSocial = data.contacts.social.length > 0;
  // card logos only while the checkout offers card payments (decision 0061)
  const cardBrands = data.deliveryOffer.cardBrands;

  return (
    <footer className="mt-auto">
      <section aria-labelledby="newsletter-nadpis" className="bg-brand-light">
        <div className="shop-container grid items-start gap-6 py-8 desktop:grid-cols-2 desktop:gap-12">
          <div>
            <h2 id="newsletter-nadpis" className="text-xl font-bold text-ink">
              {t('newsletter.title')}
            </h2>
            <p className="mt-1 text-ink">{t('newsletter.text')}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      {/* links, contacts and logos only: kept as the server rendered them, not hydrated (decision 0041); on the server
          rendered once per process and settings (decision 0122): the key names everything inside */}
      <StaticIsland
        id="paticka-odkazy"
        className="bg-ink text-white"
        serverKey={JSON.stringify([data.locale, data.year, data.contacts, data.bottommenu, cardBrands])}
      >
        <div className="shop-container grid gap-8 py-10 tablet:grid-cols-2 desktop:grid-cols-4">
          <ContactBlock />

          {data.bottommenu.map((group, index) => (
            <nav key={`${group.title}-${index}`} aria-label={group.title}>
              <h2 className={headingClass}>{group.title}</h2>
              <ul className="space-y-2">
                {group.links.map((link) => (
                  <li key={`${link.text}-${link.link}`}>
                    <MenuLinkItem item={link} className={linkClass} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <div className="space-y-6">
            {hasSocial ? (
              <section aria-labelledby="paticka-socialne-siete">
                <h2 id="paticka-socialne-siete" className={headingClass}>
                  {t('footer.follow')}
                </h2>
                <SocialLinks
                  social={data.contacts.social}
                  className="-ml-2 gap-2"
                  linkClassName="h-11 w-11 text-white hover:bg-white/10 focus-visible:outline-white"
                  size={22}
                />
              </section>
            ) : null}
            {cardBrands.length > 0 ? (
              <section aria-labelledby="paticka-karty" data-testid="footer-cards">
                <h2 id="paticka-karty" className={headingClass}>
                  {t('footer.cards')}
                </h2>
                <ul className="flex flex-wrap gap-2">
                  {cardBrands.map((brand) => {
                    const Logo = CARD_LOGOS[brand];
                    return (
                      <li key={brand}>
                        <Logo />
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
          </div>
        </div>

        <div className="border-t border-white/15">
          <div className="shop-container flex flex-col gap-4 py-5 text-sm text-line tablet:flex-row tablet:items-center tablet:justify-between">
            <p>{t('footer.copyright', { year: data.year })}</p>
            <div className="flex items-center gap-3 rounded-lg bg-white px-3 py-2 text-ink">
              {/* lazy: React hoists a preload into the head for an eager image, which a kept island would not (decision 0122) */}
              <img src="/favicon.svg" alt={t('app.title')} width={28} height={28} loading="lazy" decoding="async" />
              <span className="font-semibold">{t('footer.credit')}</span>
            </div>
          </div>
        </div>
      </StaticIsland>
    </footer>
  );
}
