/**
 * Warns before leaving a back-office page with unsaved changes (decision 0071). Wrap the page's forms:
 *
 *   <UnsavedChangesGuard><ProductForm … /><VariantForm … /></UnsavedChangesGuard>
 *
 * A form becomes "dirty" on its first change event (bubbled to the wrapper) and clean again when it is submitted,
 * so a save never warns and one form's save (e.g. a variant's) leaves the other forms' edits guarded. In-app links
 * are held by React Router's useBlocker (one per page, hence one wrapper per page), reloads and closing the tab by
 * the browser's own beforeunload dialog. Form submissions themselves are never blocked.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useT } from '~/lib/root/use-root-data';

export function UnsavedChangesGuard({ children, className }: { children: ReactNode; className?: string }) {
  const t = useT();
  const dirty = useRef(new Set<HTMLFormElement>());
  const submitting = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !submitting.current &&
      [...dirty.current].some((form) => form.isConnected) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('admin.unsaved.confirm'))) {
      dirty.current.clear();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (submitting.current || ![...dirty.current].some((form) => form.isConnected)) return;
      event.preventDefault();
      // older Chromium needs returnValue set to show the dialog
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const formOf = (target: EventTarget): HTMLFormElement | null => {
    if (target instanceof HTMLFormElement) return target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLButtonElement
    )
      return target.form;
    return null;
  };

  return (
    <div
      className={className}
      onChange={(event) => {
        const form = formOf(event.target);
        if (form) dirty.current.add(form);
      }}
      // capture: runs before React Router's own submit handler starts the navigation the blocker would see
      onSubmitCapture={(event) => {
        const form = formOf(event.target);
        if (form) dirty.current.delete(form);
        submitting.current = true;
        window.setTimeout(() => {
          submitting.current = false;
        }, 0);
      }}
      // a form reset (e.g. the cleared "new variant" form) has nothing left to lose
      onReset={(event) => {
        const form = formOf(event.target);
        if (form) dirty.current.delete(form);
      }}
    >
      {children}
    </div>
  );
}
