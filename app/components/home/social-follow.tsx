import type { ContactsSetting } from '@/domain/settings/settings';
import { SocialIcon } from '~/components/icons';
import { useT } from '~/lib/root/use-root-data';

/** Only web addresses are linked (a setting may hold anything). */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** 'Sledujte nás': the shop's social networks (contacts.social) as named buttons opening a new tab. */
export function SocialFollow({ social }: { social: ContactsSetting['social'] }) {
  const t = useT();
  const links = social.filter((s) => isWebUrl(s.url));
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="domov-socialne-siete" className="mt-12 rounded-xl bg-brand-light px-4 py-6 tablet:px-6">
      <h2 id="domov-socialne-siete" className="text-2xl font-bold text-ink">
        {t('home.social_title')}
      </h2>
      <p className="mt-1 text-ink">{t('home.social_text')}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((s) => (
          <li key={`${s.name}-${s.url}`}>
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 py-2 font-semibold text-ink hover:border-brand-dark hover:text-brand-dark"
            >
              <SocialIcon name={s.name} url={s.url} size={20} />
              {s.name}
              <span className="sr-only"> {t('frame.new_window')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
