import { describe, expect, it } from 'vitest';
import { MIN_WIDGET_PART, partsOf, requestedPart, widgetPartsOf } from './catalog-parts';
import { idsByPart } from './vite-catalog-parts';

const many = (file: string) => Array.from({ length: MIN_WIDGET_PART }, () => [file]);

describe('catalog parts', () => {
  it('a message only the back office uses is the back office’s; one used anywhere else is core’s', () => {
    const none = new Set<string>();
    expect(partsOf(['src/backoffice/screens/audit-screen.tsx'], none)).toEqual(['backoffice']);
    expect(partsOf(['src/backoffice/a.tsx', 'src/backoffice/studio/b.tsx'], none)).toEqual(['backoffice']);
    expect(partsOf(['src/backoffice/a.tsx', 'src/ui/button.tsx'], none)).toEqual(['core']);
    expect(partsOf(['src\\backoffice\\a.tsx'], none)).toEqual(['backoffice']);
    expect(partsOf([], none)).toEqual(['core']);
  });

  it('a message only widgets with parts of their own use goes in each of their parts', () => {
    const parts = new Set(['deposit-form', 'withdraw-form']);
    expect(partsOf(['src/widgets/deposit-form/deposit-form.tsx'], parts)).toEqual(['deposit-form']);
    expect(partsOf(['src/widgets/deposit-form/a.tsx', 'src/widgets/withdraw-form/b.tsx'], parts)).toEqual([
      'deposit-form',
      'withdraw-form',
    ]);
    // Used by a widget without a part, by shared code, or by a registration in the entry: core.
    expect(partsOf(['src/widgets/deposit-form/a.tsx', 'src/widgets/game-grid/b.tsx'], parts)).toEqual([
      'core',
    ]);
    expect(partsOf(['src/widgets/deposit-form/a.tsx', 'src/widget-kit/b.tsx'], parts)).toEqual(['core']);
    expect(partsOf(['src/widgets/deposit-form/deposit-form.widget.ts'], parts)).toEqual(['core']);
    expect(partsOf(['src/widgets/define-widget.ts'], parts)).toEqual(['core']);
  });

  it('a widget folder has a part when it has enough words of its own and is not in a frame', () => {
    const origins = [
      ...many('src/widgets/deposit-form/deposit-form.tsx'),
      ...many('src/widgets/login-form/login-form.tsx'),
      ...many('src/widgets/game-grid/game-grid.tsx').slice(1),
      ...many('src/widgets/profile-form/profile-form.widget.ts'),
      ['src/widgets/game-grid/game-grid.tsx', 'src/app/a.tsx'],
    ];
    expect([...widgetPartsOf(origins, new Set(['login-form']))]).toEqual(['deposit-form']);
  });

  it('reads the part a module asks for', () => {
    expect(requestedPart('/r/src/i18n/locales/th/messages.po?part=core')).toBe('core');
    expect(requestedPart('/r/src/i18n/locales/th/messages.po?part=backoffice&import')).toBe('backoffice');
    expect(requestedPart('/r/src/i18n/locales/th/messages.po?part=deposit-form')).toBe('deposit-form');
    expect(requestedPart('/r/src/i18n/locales/th/messages.po')).toBeUndefined();
    expect(requestedPart('/r/src/i18n/locales/th/messages.po?part=../x')).toBeUndefined();
    expect(requestedPart('/r/src/a.ts?part=core')).toBeUndefined();
  });

  it('splits the extracted catalog’s ids between the parts by their origins', () => {
    const origin = (...files: string[]) => files.map((file) => [file, null] as const);
    const extracted = {
      a: { origin: origin('src/backoffice/a.tsx') },
      b: { origin: origin('src/app/b.tsx', 'src/backoffice/b.tsx') },
      c: {},
      ...Object.fromEntries(
        Array.from({ length: MIN_WIDGET_PART }, (_, i) => [
          `d${i}`,
          { origin: origin('src/widgets/deposit-form/x.tsx') },
        ]),
      ),
    };
    const parts = idsByPart(extracted, new Set()).ids;
    expect([...parts.keys()]).toEqual(['core', 'backoffice', 'deposit-form']);
    expect([...parts.get('backoffice')!]).toEqual(['a']);
    expect([...parts.get('core')!]).toEqual(['b', 'c']);
    expect(parts.get('deposit-form')!.size).toBe(MIN_WIDGET_PART);
    // Without widget parts (the back office's build) their words stay in core.
    const whole = idsByPart(extracted, undefined).ids;
    expect([...whole.keys()]).toEqual(['core', 'backoffice']);
    expect(whole.get('core')!.size).toBe(2 + MIN_WIDGET_PART);
  });
});
