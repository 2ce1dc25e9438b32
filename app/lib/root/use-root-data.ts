import { useRouteLoaderData } from 'react-router';
import { translator, type Translate } from '@/i18n';
import type { RootData } from './root-data';

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useRootData outside of the root route');
  return data;
}

/** Translate function of the shop's locale (works in error boundaries too: falls back to sk). */
export function useT(): Translate {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return translator(data?.locale ?? 'sk');
}
