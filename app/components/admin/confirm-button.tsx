/**
 * A submit button that asks "are you sure?" (window.confirm) before a destructive post. Without JavaScript the
 * form posts directly (the action must be safe to repeat: the domain checks the current state).
 *
 *   <Form method="post"><input type="hidden" name="intent" value="cancel" />
 *     <ConfirmButton message={t('admin.orders.confirm_cancel')}>Stornovať</ConfirmButton></Form>
 */
import type { ReactNode } from 'react';
import { adminDangerButton } from './admin-styles';

export function ConfirmButton({
  message,
  children,
  className,
  name,
  value,
  disabled,
}: {
  message: string;
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled}
      className={className ?? adminDangerButton}
      onClick={(event) => {
        if (!window.confirm(message)) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
