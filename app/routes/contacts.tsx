import type { Route } from './+types/contacts';
import { listContacts } from '@/domain/content/contacts';
import { ContactCard } from '~/components/contact-card';
import { RouteErrorBoundary } from '~/components/error-views';
import { pageMeta, seoContext } from '~/lib/seo/seo';
import { useRootData, useT } from '~/lib/root/use-root-data';

/** /kontakty: the head office (customer service, e-shop, marketing, wholesale, warehouse) and the branch managers. */
export async function loader({ context }: Route.LoaderArgs) {
  const contacts = await listContacts(context.services.db);
  return { office: contacts.filter((c) => !c.store), branches: contacts.filter((c) => c.store) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = seoContext(matches);
  return pageMeta(matches, { title: t('contacts.title'), description: t('contacts.meta_description'), path: '/kontakty' });
};

export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { contacts: company } = useRootData();
  const { office, branches } = loaderData;
  return (
    <div className="shop-container py-8">
      <h1 className="text-3xl font-bold text-ink">{t('contacts.title')}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('contacts.intro')}</p>

      <div className="mt-6 grid gap-8 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-8">
          {office.length > 0 ? (
            <section aria-labelledby="kontakty-centrala">
              <h2 id="kontakty-centrala" className="mb-3 text-2xl font-bold text-ink">
                {t('contacts.office_title')}
              </h2>
              <ul className="grid gap-4 tablet:grid-cols-2">
                {office.map((c) => (
                  <ContactCard key={c.id} contact={c} />
                ))}
              </ul>
            </section>
          ) : null}
          {branches.length > 0 ? (
            <section aria-labelledby="kontakty-predajne">
              <h2 id="kontakty-predajne" className="mb-3 text-2xl font-bold text-ink">
                {t('contacts.branches_title')}
              </h2>
              <ul className="grid gap-4 tablet:grid-cols-2">
                {branches.map((c) => (
                  <ContactCard key={c.id} contact={c} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        {company.company ? (
          <aside aria-labelledby="kontakty-firma" className="self-start rounded-2xl bg-surface p-5">
            <h2 id="kontakty-firma" className="mb-2 text-xl font-bold text-ink">
              {t('contacts.company_title')}
            </h2>
            <address className="text-ink not-italic">
              <strong>{company.company}</strong>
              <br />
              {company.street}
              <br />
              {[company.zip, company.city].filter(Boolean).join(' ')}
            </address>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {company.ico ? (
                <>
                  <dt className="text-muted">{t('frame.ico')}</dt>
                  <dd className="text-ink">{company.ico}</dd>
                </>
              ) : null}
              {company.dic ? (
                <>
                  <dt className="text-muted">{t('frame.dic')}</dt>
                  <dd className="text-ink">{company.dic}</dd>
                </>
              ) : null}
              {company.email ? (
                <>
                  <dt className="text-muted">{t('frame.email')}</dt>
                  <dd className="break-all">
                    <a href={`mailto:${company.email}`} className="font-semibold text-brand-dark underline underline-offset-2">
                      {company.email}
                    </a>
                  </dd>
                </>
              ) : null}
              {company.phone ? (
                <>
                  <dt className="text-muted">{t('frame.phone')}</dt>
                  <dd>
                    <a
                      href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}
                      className="font-semibold text-brand-dark underline underline-offset-2"
                    >
                      {company.phone}
                    </a>
                  </dd>
                </>
              ) : null}
              {company.hours ? (
                <>
                  <dt className="text-muted">{t('frame.hours')}</dt>
                  <dd className="text-ink">{company.hours}</dd>
                </>
              ) : null}
            </dl>
          </aside>
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
