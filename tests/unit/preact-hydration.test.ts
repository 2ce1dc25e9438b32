import { createElement, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { adoptAttributes } from '~/lib/browser/preact-hydration';

/** The part of an element that adoptAttributes touches, over a plain map of attributes. */
function fakeElement(attributes: Record<string, string>) {
  const map = new Map(Object.entries(attributes));
  return {
    nodeType: 1,
    getAttribute: (name: string) => map.get(name.toLowerCase()) ?? null,
    setAttribute: (name: string, value: string) => void map.set(name.toLowerCase(), value),
    removeAttribute: (name: string) => void map.delete(name.toLowerCase()),
    attributes: map,
  };
}

/** A vnode as Preact leaves it after hydrating `element` (its DOM node under Preact's published name). */
function hydrated(type: string | (() => null), props: Record<string, unknown>, element: ReturnType<typeof fakeElement>) {
  const vnode = createElement(type as string, props) as VNode & { __e?: Element | Text | null };
  vnode.__e = element as unknown as Element;
  return vnode;
}

describe('adoptAttributes (the browser render wins over the server attributes at hydration, decision 0137)', () => {
  it("writes the browser's useId ids where the server wrote React's", () => {
    const input = fakeElement({ id: '_R_1_-text', 'aria-describedby': '_R_1_-text-hint', name: 'text' });
    adoptAttributes(hydrated('textarea', { id: 'P0-5-text', 'aria-describedby': 'P0-5-text-hint', name: 'text' }, input));
    expect(Object.fromEntries(input.attributes)).toEqual({ id: 'P0-5-text', 'aria-describedby': 'P0-5-text-hint', name: 'text' });
  });

  it('writes booleans as React does: aria-* and data-* as text, others present or absent', () => {
    const button = fakeElement({ hidden: '', 'aria-expanded': 'true' });
    adoptAttributes(
      hydrated('button', { hidden: false, disabled: true, 'aria-expanded': false, 'data-open': true, spellcheck: false }, button),
    );
    expect(Object.fromEntries(button.attributes)).toEqual({
      disabled: '',
      'aria-expanded': 'false',
      'data-open': 'true',
      spellcheck: 'false',
    });
  });

  it('adds and removes attributes that only one render has (class and for under their DOM names)', () => {
    const aside = fakeElement({ class: 'a' });
    adoptAttributes(hydrated('aside', { className: 'a b', 'data-auto-hide': 'armed', title: undefined }, aside));
    expect(Object.fromEntries(aside.attributes)).toEqual({ class: 'a b', 'data-auto-hide': 'armed' });
    const label = fakeElement({ for: '_R_2_' });
    adoptAttributes(hydrated('label', { htmlFor: 'P0-1' }, label));
    expect(label.getAttribute('for')).toBe('P0-1');
  });

  it('leaves form values, styles, inner HTML, handlers and the hidden nonce alone', () => {
    const input = fakeElement({ value: 'typed', nonce: '', style: 'color:red' });
    adoptAttributes(
      hydrated(
        'input',
        { value: 'server', nonce: 'abc', style: { color: 'blue' }, onClick: () => {}, dangerouslySetInnerHTML: { __html: 'x' } },
        input,
      ),
    );
    expect(Object.fromEntries(input.attributes)).toEqual({ value: 'typed', nonce: '', style: 'color:red' });
  });

  it('ignores component vnodes and text nodes', () => {
    const element = fakeElement({ id: 'x' });
    adoptAttributes(hydrated(() => null, { id: 'y' }, element));
    expect(element.getAttribute('id')).toBe('x');
    const text = { ...fakeElement({}), nodeType: 3 };
    adoptAttributes(hydrated('span', { id: 'y' }, text));
    expect(text.getAttribute('id')).toBeNull();
  });
});
