import type { ContactsSetting } from '@/domain/settings/settings';
import { SocialIcon } from '~/components/icons';
import { useT } from '~/lib/root/use-root-data';

/** Only web addresses are linked (a setting may hold anything). */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** Social network links from contacts.social; each opens in a new tab and says so to screen readers. */
export function SocialLinks({
  social,
  className = '',
  linkClassName = '',
  size = 20,
}: {
  social: ContactsSetting['social'];
  className?: string;
  linkClassName?: string;
  size?: number;
}) {
  const t = useT();
  const links = social.filter((s) => isWebUrl(s.url));
  if (links.length === 0) return null;
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t('frame.social')}>
      {links.map((s) => (
        <li key={`${s.name}-${s.url}`}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex h-9 w-9 items-center justify-center rounded-full ${linkClassName}`}
          >
            <SocialIcon name={s.name} url={s.url} size={size} />
            <span className="sr-only">{t('frame.new_window_named', { name: s.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
