import { Link } from 'react-router';
import type { Route } from './+types/contact-detail';
import { findContact } from '@/domain/content/contacts';
import { ContactLines } from '~/components/contact-card';
import { RouteErrorBoundary } from '~/components/error-views';
import { notFound, requireId } from '~/lib/http/responses.server';
import { notFoundMeta, pageMeta, seoContext } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

/** /contacts/{id}: one person or department; unknown id → the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const contact = await findContact(context.services.db, requireId(params.id));
  if (!contact) notFound();
  return { contact };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { t } = seoContext(matches);
  const { contact } = data;
  return pageMeta(matches, {
    title: contact.name,
    description: t('contacts.detail_meta_description', { name: contact.name, role: contact.role ?? contact.department ?? '' }),
    path: contact.url,
    type: 'profile',
  });
};

export default function ContactDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { contact } = loaderData;
  return (
    <div className="shop-container py-8">
      <nav aria-label={t('common.breadcrumb')} className="mb-4 text-sm">
        <Link to="/kontakty" className="font-semibold text-brand-dark underline underline-offset-2">
          {t('contacts.back')}
        </Link>
      </nav>
      <div className="max-w-xl rounded-2xl border border-line bg-white p-6">
        {contact.department ? <p className="text-sm font-semibold tracking-wide text-teal uppercase">{contact.department}</p> : null}
        <h1 className="text-3xl font-bold text-ink">{contact.name}</h1>
        {contact.role ? <p className="mt-1 text-lg text-muted">{contact.role}</p> : null}
        <div className="mt-3 text-base">
          <ContactLines contact={contact} />
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
