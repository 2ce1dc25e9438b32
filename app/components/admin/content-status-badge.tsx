import type { ContentSectionKey } from '@/domain/content/admin-content-entities';
import { useT } from '~/lib/root/use-root-data';

/** Published / hidden (stores: active / inactive) / a proposal awaiting approval, as a pill (the text says it all). */
export function ContentStatusBadge({
  section,
  published,
  proposal,
}: {
  section: ContentSectionKey;
  published: boolean | null;
  proposal?: boolean;
}) {
  const t = useT();
  if (published === null) return null;
  const [label, tone] = proposal
    ? [t('admin.content.status.proposal'), 'border-orange bg-orange-light']
    : published
      ? [t(section === 'stores' ? 'admin.content.status.active' : 'admin.content.status.published'), 'border-teal bg-teal-light']
      : [t(section === 'stores' ? 'admin.content.status.inactive' : 'admin.content.status.hidden'), 'border-line bg-surface'];
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink ${tone}`}>{label}</span>
  );
}
