import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A banner's link: shop paths ('/…') navigate inside the app, other addresses are plain links; target '_blank'
 * opens a new tab with rel=noopener.
 */
export function BannerLink(props: { url: string; target: string | null; className?: string; onFollow?: () => void; children: ReactNode }) {
  const { url, target, className, onFollow, children } = props;
  const newTab = target === '_blank';
  if (url.startsWith('/') && !url.startsWith('//') && !newTab) {
    return (
      <Link to={url} className={className} onClick={onFollow}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} target={target || undefined} rel={newTab ? 'noopener noreferrer' : undefined} className={className} onClick={onFollow}>
      {children}
    </a>
  );
}
