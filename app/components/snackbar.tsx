/**
 * The shop's danger notification: a red snackbar at the top of the page (SPEC §8), closable, gone after
 * SNACKBAR_MS. The cart's failures (cart-snackbars.tsx) and a failed login show through it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { CloseIcon } from '~/components/icons';
import { SNACKBAR_MS } from '~/lib/cart/cart-store';
import { useT } from '~/lib/root/use-root-data';

export function SnackbarStack({ children }: { children: ReactNode }) {
  return <div className="fixed inset-x-0 top-2 z-[70] flex flex-col items-center gap-2 px-2">{children}</div>;
}

export function DangerSnackbar({
  message,
  onClose,
  testId = 'danger-snackbar',
}: {
  message: string;
  onClose: () => void;
  testId?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex w-full max-w-xl items-center gap-3 rounded-lg bg-danger px-4 py-2 font-semibold text-white shadow-lg"
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onClose}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-white/20"
        aria-label={t('cart_widget.snack_close')}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

/**
 * One danger notification for an answer (e.g. a form's failed action data): shown whenever `source` is a new answer
 * with a message, until closed or SNACKBAR_MS later.
 */
export function AnswerSnackbar({ source, message }: { source: unknown; message: string | null }) {
  const [closed, setClosed] = useState<unknown>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setClosed(source), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [source, message]);
  if (!message || closed === source) return null;
  return (
    <SnackbarStack>
      <DangerSnackbar message={message} onClose={() => setClosed(source)} />
    </SnackbarStack>
  );
}
