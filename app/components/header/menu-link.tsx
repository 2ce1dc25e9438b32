import { Link } from '~/components/link';
import type { MenuLink } from '@/domain/settings/settings';
import { useT } from '~/lib/root/use-root-data';

/**
 * A link of the topmenu / bottommenu settings. `leave: true` (or an absolute address) opens in a new tab with
 * rel noopener and tells screen readers so; anything else is an in-app link.
 */
export function MenuLinkItem({ item, className = '' }: { item: MenuLink; className?: string }) {
  const t = useT();
  const external = item.leave === true || /^(https?:)?\/\//i.test(item.link);
  if (external) {
    return (
      <a href={item.link} className={className} {...(item.leave ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}>
        {item.text}
        {item.leave ? <span className="sr-only"> {t('frame.new_window')}</span> : null}
      </a>
    );
  }
  return (
    <Link to={item.link} className={className}>
      {item.text}
    </Link>
  );
}
