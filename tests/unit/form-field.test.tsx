import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminField } from '../../app/components/admin/form-field';
import { ErrorList, Field, FormErrorSummary, fieldAria, fieldId } from '../../app/components/forms/field';

const html = (node: ReactElement) => renderToStaticMarkup(node);

describe('the form kit (decision 0078)', () => {
  it('fieldId turns a dotted name into an element id', () => {
    expect(fieldId('checkout', 'invoice.ico')).toBe('checkout-invoice-ico');
  });

  it('a valid field is labelled and neither invalid nor described', () => {
    const out = html(<Field id="f-email" name="email" label="E-mail" defaultValue="a@b.sk" />);
    expect(out).toContain('<label for="f-email"');
    expect(out).toContain('id="f-email"');
    expect(out).toContain('value="a@b.sk"');
    expect(out).not.toContain('aria-invalid');
    expect(out).not.toContain('aria-describedby');
  });

  it('a field with errors is aria-invalid and described by its hint and its error list', () => {
    const out = html(
      <Field
        id="f-pw"
        name="password"
        type="password"
        label="Heslo"
        hint="Aspoň 8 znakov."
        errors={['Pole musí byť vyplnené.']}
        required
      />,
    );
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="f-pw-hint f-pw-error"');
    expect(out).toContain('aria-required="true"');
    expect(out).toMatch(/<p id="f-pw-hint"[^>]*>Aspoň 8 znakov\.<\/p>/);
    expect(out).toMatch(/<p id="f-pw-error"[^>]*data-field-error="password"[^>]*>Pole musí byť vyplnené\.<\/p>/);
  });

  it('select, textarea and checkbox variants carry the same wiring', () => {
    const select = html(
      <Field as="select" id="s" name="country" label="Krajina" options={[{ value: 'SK', label: 'Slovensko' }]} errors={['Zvoľte.']} />,
    );
    expect(select).toMatch(/<select[^>]*aria-invalid="true"[^>]*aria-describedby="s-error"/);
    const textarea = html(<Field as="textarea" id="t" name="note" label="Poznámka" errors={['Príliš dlhé.']} />);
    expect(textarea).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="t-error"/);
    const checkbox = html(<Field type="checkbox" id="c" name="termsAgreed" label="Súhlasím" errors={['Potvrďte.']} />);
    expect(checkbox).toMatch(/<input[^>]*type="checkbox"[^>]*aria-invalid="true"[^>]*aria-describedby="c-error"/);
  });

  it('describedBy points a field at an error shown elsewhere (the login notice)', () => {
    expect(fieldAria('x', undefined, { alsoDescribedBy: 'notice' })).toEqual({ 'aria-invalid': true, 'aria-describedby': 'notice' });
  });

  it('ErrorList renders nothing without errors and joins several', () => {
    expect(html(<ErrorList id="x" errors={[]} />)).toBe('');
    expect(html(<ErrorList id="x" errors={['A.', 'B.']} />)).toContain('>A. B.</p>');
  });

  it('the summary shows the message and the errors of no listed field, joined by comma', () => {
    const out = html(
      <FormErrorSummary message="Chyba" errors={{ email: ['Zlý e-mail.'], captcha: ['Overenie zlyhalo.'] }} fields={['email']} />,
    );
    expect(out).toContain('role="alert"');
    expect(out).toContain('Chyba, Overenie zlyhalo.');
    expect(out).not.toContain('Zlý e-mail.');
    expect(html(<FormErrorSummary errors={{ email: ['Zlý e-mail.'] }} fields={['email']} />)).toBe('');
  });

  it('the back office AdminField keeps its props and ids (admin-<name>) on the kit', () => {
    const out = html(<AdminField name="price.eur" label="Cena" errors={['Neplatná suma.']} required />);
    expect(out).toContain('id="admin-price-eur"');
    expect(out).toContain('aria-describedby="admin-price-eur-error"');
    const checkbox = html(<AdminField name="active" label="Aktívny" type="checkbox" defaultChecked />);
    expect(checkbox).toMatch(/type="checkbox"[^>]*checked=""[^>]*value="on"/);
  });
});
