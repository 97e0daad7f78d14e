import { describe, expect, it } from 'vitest';
import { catalogPartOf, requestedPart } from './catalog-parts';
import { idsOfPart } from './vite-catalog-parts';

describe('catalog parts', () => {
  it('a message only the back office uses is the back office’s; any other is core', () => {
    expect(catalogPartOf(['src/backoffice/screens/audit-screen.tsx'])).toBe('backoffice');
    expect(catalogPartOf(['src/backoffice/a.tsx', 'src/backoffice/studio/b.tsx'])).toBe('backoffice');
    expect(catalogPartOf(['src/backoffice/a.tsx', 'src/widgets/login-form/login-form.tsx'])).toBe('core');
    expect(catalogPartOf(['src/backoffice/a.tsx', 'src/ui/button.tsx'])).toBe('core');
    expect(catalogPartOf(['src/widgets/login-form/login-form.tsx'])).toBe('core');
    expect(catalogPartOf(['src\\backoffice\\a.tsx'])).toBe('backoffice');
    // No origin (a message kept by the catalog, not by the code): loaded everywhere, to be safe.
    expect(catalogPartOf([])).toBe('core');
  });

  it('reads the part a module asks for, and nothing from other modules', () => {
    expect(requestedPart('/r/src/i18n/locales/th/messages.po?part=core')).toBe('core');
    expect(requestedPart('/r/src/i18n/locales/th/messages.po?part=backoffice')).toBe('backoffice');
    expect(requestedPart('/r/src/i18n/locales/th/messages.po?part=backoffice&import')).toBe('backoffice');
    expect(requestedPart('/r/src/i18n/locales/th/messages.po')).toBeUndefined();
    expect(requestedPart('/r/src/i18n/locales/th/messages.po?part=other')).toBeUndefined();
    expect(requestedPart('/r/src/a.ts?part=core')).toBeUndefined();
  });

  it('picks the ids of a part from the extracted catalog’s origins', () => {
    const extracted = {
      a: { origin: [['src/backoffice/a.tsx', null]] as const },
      b: {
        origin: [
          ['src/app/b.tsx', null],
          ['src/backoffice/b.tsx', null],
        ] as const,
      },
      c: {},
    };
    expect([...idsOfPart(extracted, 'backoffice')]).toEqual(['a']);
    expect([...idsOfPart(extracted, 'core')]).toEqual(['b', 'c']);
  });
});
