import { Link } from 'react-router';
import type { Route } from './+types/careers';
import { listActiveJobs } from '@/domain/content/jobs';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { JobFacts } from '~/components/content/job-facts';
import { RouteErrorBoundary } from '~/components/error-views';
import { breadcrumbJsonLd, pageMeta, seoContext } from '~/lib/seo/seo';
import { useT } from '~/lib/root/use-root-data';

/** Careers (SPEC §2 /kariera): the active job ads, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  return { jobs: await listActiveJobs(context.services.db, context.services.now()) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, publicUrl } = seoContext(matches);
  return pageMeta(matches, {
    title: t('job.title'),
    description: t('job.meta_description'),
    path: '/kariera',
    jsonLd: [
      breadcrumbJsonLd(publicUrl, [
        { name: t('common.home'), path: '/' },
        { name: t('job.title'), path: '/kariera' },
      ]),
    ],
  });
};

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { jobs } = loaderData;
  return (
    <div className="shop-container py-8">
      <Breadcrumbs crumbs={[{ id: 'kariera', name: t('job.title'), url: '/kariera' }]} />
      <h1 className="mt-4 text-3xl font-extrabold text-ink">{t('job.title')}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{t('job.intro')}</p>
      {jobs.length === 0 ? (
        <p className="mt-8 rounded-lg bg-surface px-4 py-6 text-center text-muted">{t('job.empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-4 desktop:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <article className="group relative flex h-full flex-col gap-3 rounded-xl border border-line bg-white p-5 hover:border-brand-dark hover:shadow-md">
                <h2 className="text-xl leading-snug font-bold text-ink">
                  <Link to={job.url} prefetch="intent" className="group-hover:text-brand-dark after:absolute after:inset-0">
                    {job.title}
                  </Link>
                </h2>
                <JobFacts job={job} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
