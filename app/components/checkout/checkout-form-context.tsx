/**
 * The state the checkout form's sections share (decision 0078): the typed values (controlled: sections show and
 * hide by what is chosen), the errors at fields, the page data and whether the script runs. CheckoutForm owns it;
 * each section reads it with useCheckoutForm().
 */
import { createContext, useContext } from 'react';
import type { PaymentMethodCode } from '@/db/schema';
import { fieldId } from '~/components/forms/field';
import type { CheckoutField, CheckoutValues } from './checkout-fields';
import type { CheckoutPageData } from './checkout.server';

/** The element id of a checkout field ('invoice.ico' → 'checkout-invoice-ico'). */
export const checkoutFieldId = (name: string) => fieldId('checkout', name);

export interface CheckoutFormState {
  data: CheckoutPageData;
  values: CheckoutValues;
  setValues: (patch: CheckoutValues) => void;
  /** errors at fields (packetaPointName joined to packetaPointId) */
  errors: Record<string, string[]>;
  hydrated: boolean;
  /** without a script every section shows (the server alone decides what applies) */
  show: (condition: boolean) => boolean;
  carrier: CheckoutPageData['carriers'][number] | null;
  allowedPayments: PaymentMethodCode[];
  money: (minor: number) => string;
}

const CheckoutFormContext = createContext<CheckoutFormState | null>(null);
export const CheckoutFormProvider = CheckoutFormContext.Provider;

export function useCheckoutForm(): CheckoutFormState {
  const state = useContext(CheckoutFormContext);
  if (!state) throw new Error('useCheckoutForm outside CheckoutForm');
  return state;
}

/** The props of a controlled kit Field bound to one checkout field. */
export function textProps(state: CheckoutFormState, name: CheckoutField) {
  return {
    id: checkoutFieldId(name),
    name,
    errors: state.errors[name],
    value: state.values[name] ?? '',
    onValueChange: (v: string) => state.setValues({ [name]: v }),
  };
}

/** The props of a controlled kit checkbox bound to one checkout field ('on' when checked). */
export function checkboxProps(state: CheckoutFormState, name: CheckoutField) {
  return {
    id: checkoutFieldId(name),
    name,
    type: 'checkbox' as const,
    errors: state.errors[name],
    checked: state.values[name] === 'on',
    onCheckedChange: (on: boolean) => state.setValues({ [name]: on ? 'on' : '' }),
  };
}
