import { translator, type MessageKey } from '@/i18n';
import type { RootData } from '../root/root-data';

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** meta of an admin page: "<title> | Administrácia", noindex (a child's meta replaces the layout's). */
export function adminMeta(matches: Matches, title: MessageKey | { text: string }) {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const t = translator(root?.locale ?? 'sk');
  const text = typeof title === 'string' ? t(title) : title.text;
  return [{ title: `${text} | ${t('admin.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
}
