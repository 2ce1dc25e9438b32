import { Link } from 'react-router';
import type { ServiceCard } from '@/domain/content/services';
import { mediaSrcSet, mediaUrl } from '~/lib/format/media';
import { useT } from '~/lib/root/use-root-data';

/** The shop's services as cards with an image (16:9), title and perex; the whole card links to the service page. */
export function ServiceCards({ services }: { services: ServiceCard[] }) {
  const t = useT();
  return (
    <ul className="grid gap-4 tablet:grid-cols-3">
      {services.map((service) => {
        const src = mediaUrl(service.image, 480);
        return (
          <li key={service.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white hover:border-brand-dark hover:shadow-md">
              <div className="aspect-video bg-brand-light">
                {src ? (
                  <img
                    src={src}
                    srcSet={mediaSrcSet(service.image, [320, 480, 640])}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="text-lg font-bold text-ink">
                  <Link to={service.url} prefetch="intent" className="group-hover:text-brand-dark after:absolute after:inset-0">
                    {service.title}
                  </Link>
                </h3>
                {service.perex ? <p className="text-muted">{service.perex}</p> : null}
                <p aria-hidden="true" className="mt-auto pt-1 font-semibold text-brand-dark">
                  {t('home.service_more')} →
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
