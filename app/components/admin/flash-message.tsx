/**
 * A message after an action: success (role status) or error (role alert). Two sources:
 * - an action's answer: `return data({ ok: false, message }, { status: 422 })` → <FlashMessage kind="error" text={actionData.message} />
 * - a redirect after a successful post: `redirect(withFlash('/admin/…', 'admin.flash.saved'))`, then in the page
 *   <UrlFlash /> reads ?ok=<message key> (only admin.flash.* / admin.*.flash.* keys are shown).
 */
import { useSearchParams } from 'react-router';
import { isMessageKey } from '@/i18n';
import { useT } from '~/lib/root/use-root-data';

const FLASH_PARAM = 'ok';

export function FlashMessage({ kind, text }: { kind: 'success' | 'error'; text: string | null | undefined }) {
  if (!text) return null;
  const tone = kind === 'error' ? 'border-danger text-danger' : 'border-success text-success';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-flash={kind}
      className={`mb-4 rounded-md border-l-4 bg-white px-4 py-3 text-sm font-semibold shadow-sm ${tone}`}
    >
      {text}
    </div>
  );
}

/** `path` with ?ok=<key> appended (for a redirect after a successful post). */
export function withFlash(path: string, key: string): string {
  const url = new URL(path, 'http://x.invalid');
  url.searchParams.set(FLASH_PARAM, key);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Shows the success message named by ?ok= (ignored unless it is a known admin flash key). */
export function UrlFlash() {
  const [params] = useSearchParams();
  const t = useT();
  const key = params.get(FLASH_PARAM);
  if (!key || !key.startsWith('admin.') || !key.includes('flash') || !isMessageKey(key)) return null;
  return <FlashMessage kind="success" text={t(key)} />;
}
