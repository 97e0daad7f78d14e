import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { takesText, useTyping } from './use-typing';

afterEach(() => document.body.replaceChildren());

function add<K extends keyof HTMLElementTagNameMap>(tag: K, setup?: (el: HTMLElementTagNameMap[K]) => void) {
  const el = document.createElement(tag);
  setup?.(el);
  document.body.append(el);
  return el;
}

describe('useTyping', () => {
  it('tells fields that take text from boxes and buttons', () => {
    expect(takesText(add('input'))).toBe(true);
    expect(takesText(add('input', (i) => (i.type = 'password')))).toBe(true);
    expect(takesText(add('textarea'))).toBe(true);
    expect(takesText(add('input', (i) => (i.type = 'checkbox')))).toBe(false);
    expect(takesText(add('button'))).toBe(false);
    expect(takesText(null)).toBe(false);
  });

  it('follows the focus into a field and out of it', () => {
    const field = add('input');
    const button = add('button');
    const { result } = renderHook(() => useTyping());
    expect(result.current).toBe(false);
    act(() => field.focus());
    expect(result.current).toBe(true);
    act(() => button.focus());
    expect(result.current).toBe(false);
  });
});
