import type { Route } from './+types/documents';
import { documentTypeLabel, formatFileSize, listPublishedDocuments } from '@/domain/content/documents';
import { RouteErrorBoundary } from '~/components/error-views';
import { pageMeta, seoContext } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

/** /dokumenty: downloadable files with their type and size (files served by /media with Content-Disposition). */
export async function loader({ context }: Route.LoaderArgs) {
  const documents = await listPublishedDocuments(context.services.db);
  return { documents: documents.map((d) => ({ ...d, type: documentTypeLabel(d), sizeText: formatFileSize(d.size) })) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = seoContext(matches);
  return pageMeta(matches, { title: t('documents.title'), description: t('documents.meta_description'), path: '/dokumenty' });
};

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { documents } = loaderData;
  return (
    <div className="shop-container py-8">
      <h1 className="text-3xl font-bold text-ink">{t('documents.title')}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('documents.intro')}</p>
      {documents.length === 0 ? (
        <p className="mt-6 text-ink">{t('documents.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 tablet:grid-cols-2" data-testid="document-list">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4" data-testid="document">
              <h2 className="text-lg font-bold text-ink">
                <a
                  href={doc.url}
                  className="text-brand-dark underline-offset-2 hover:underline"
                  aria-label={t('documents.open_named', { title: doc.title })}
                >
                  {doc.title}
                </a>
              </h2>
              {doc.description ? <p className="text-sm text-muted">{doc.description}</p> : null}
              <p className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
                <span className="text-sm text-muted">{[doc.type, doc.sizeText].filter(Boolean).join(' · ')}</span>
                <a
                  href={doc.downloadUrl}
                  download={doc.fileName}
                  className="inline-flex min-h-11 items-center rounded-full bg-brand-dark px-5 font-semibold text-white hover:bg-ink"
                  aria-label={t('documents.download_named', { title: doc.title, type: doc.type, size: doc.sizeText })}
                  data-testid="document-download"
                >
                  {t('documents.download')}
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
