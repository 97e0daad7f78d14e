import { describe, expect, it } from 'vitest';
import { MIN_WIDGET_PART } from './catalog-parts';
import { sharedPartOf, sharedParts } from './shared-parts';
import { idsByPart } from './vite-catalog-parts';

const MONEY = 'src/i18n/money-errors.ts';
/** Who imports each shared module in these tests. */
const consumers: Record<string, string[] | undefined> = {
  [MONEY]: ['withdraw-form', 'deposit-form'],
  'src/i18n/field-rule-text.ts': ['register-form', 'login-form'],
  'src/i18n/site-messages.ts': undefined,
  'src/ui/carousel/carousel.tsx': ['banner-carousel'],
};
const consumersOf = (file: string) => {
  const found = consumers[file];
  return found && new Set(found);
};
const frame = new Set(['login-form']);
const loadsParts = (needer: string) => needer === 'backoffice' || !frame.has(needer);
const messages = (file: string, n = MIN_WIDGET_PART, extra: string[] = []) =>
  Array.from({ length: n }, (_, i) => [`${file}#${i}`, [file, ...extra]] as const);

describe('shared word modules', () => {
  it('a word module’s words that only widgets with parts show are a part their parts import', () => {
    const { partOf, needs } = sharedParts(messages(MONEY), loadsParts, consumersOf);
    expect(sharedPartOf(MONEY)).toBe('shared-money-errors');
    expect(new Set(partOf.values())).toEqual(new Set(['shared-money-errors']));
    expect(partOf.size).toBe(MIN_WIDGET_PART);
    expect(needs).toEqual(
      new Map([
        ['withdraw-form', new Set(['shared-money-errors'])],
        ['deposit-form', new Set(['shared-money-errors'])],
      ]),
    );
  });

  it('a widget or the back office using a word directly loads its module’s part too', () => {
    const { needs } = sharedParts(
      messages(MONEY, MIN_WIDGET_PART, ['src/widgets/point-mall/redeem.tsx', 'src/backoffice/a.tsx']),
      loadsParts,
      consumersOf,
    );
    expect([...needs.keys()].sort()).toEqual(['backoffice', 'deposit-form', 'point-mall', 'withdraw-form']);
  });

  it('stays in core when a frame’s widget, the app or shared kit shows it, or when it is a few words', () => {
    const core = (origins: Parameters<typeof sharedParts>[0]) =>
      sharedParts(origins, loadsParts, consumersOf).partOf.size;
    // The login form is in every header: its words are on every first paint.
    expect(core(messages('src/i18n/field-rule-text.ts'))).toBe(0);
    // Reached from the app (no widget owns it).
    expect(core(messages('src/i18n/site-messages.ts'))).toBe(0);
    // The shared kit's words are not a word module's.
    expect(core(messages('src/ui/carousel/carousel.tsx'))).toBe(0);
    // A word module used by the app as well.
    expect(core(messages(MONEY, MIN_WIDGET_PART, ['src/app/status/a.tsx']))).toBe(0);
    expect(core(messages(MONEY, MIN_WIDGET_PART - 1))).toBe(0);
  });

  it('the catalog’s split gives a folder that shows only shared words a part of its own', () => {
    const origin = (...files: string[]) => files.map((file) => [file, null] as const);
    const extracted = Object.fromEntries(
      Array.from({ length: MIN_WIDGET_PART }, (_, i) => [`m${i}`, { origin: origin(MONEY) }]),
    );
    const split = idsByPart(extracted, frame, consumersOf);
    expect(split.ids.get('core')).toEqual(new Set());
    expect(split.ids.get('shared-money-errors')?.size).toBe(MIN_WIDGET_PART);
    // Neither form has words of its own here: each gets an empty part that imports the shared one.
    expect(split.ids.get('withdraw-form')).toEqual(new Set());
    expect(split.needs.get('deposit-form')).toEqual(new Set(['shared-money-errors']));
    // The back office's build has no widget parts: the words stay in core.
    expect(idsByPart(extracted, undefined, consumersOf).ids.get('core')?.size).toBe(MIN_WIDGET_PART);
  });
});
