import { describe, expect, it } from 'vitest';
import { catalogProblems, parsePo, placeholders, readCatalogs } from './read-catalogs';

const po = (entries: string) => `msgid ""\nmsgstr ""\n"Language: xx\\n"\n\n${entries}`;

describe('catalogs', () => {
  it('R1.9 ship en, zh, vi, ja, th, fil (TY) and id', () => {
    expect([...readCatalogs().keys()].sort()).toEqual(['en', 'fil', 'id', 'ja', 'th', 'vi', 'zh']);
  });

  it('every entry of every catalog is translated, with the source’s placeholders', () => {
    const problems = catalogProblems(readCatalogs()).map(
      (p) => `${p.locale} ${JSON.stringify(p.id)}: ${p.message}`,
    );
    expect(problems, 'translate these entries in src/i18n/locales/<locale>/messages.po').toEqual([]);
  });

  it('reads continued strings, escapes and origins', () => {
    const catalog = parsePo(
      po(
        '#: src/a.tsx src/b.tsx\nmsgid ""\n"Say \\"hi\\" "\n"to {name}"\nmsgstr "Sag \\"hallo\\" zu {name}"\n',
      ),
    );
    expect(catalog.get('Say "hi" to {name}')).toEqual({
      id: 'Say "hi" to {name}',
      translation: 'Sag "hallo" zu {name}',
      origins: ['src/a.tsx', 'src/b.tsx'],
    });
  });

  it('finds untranslated, missing and mismatched entries', () => {
    const en = parsePo(po('msgid "a"\nmsgstr "A {x}"\n\nmsgid "b"\nmsgstr "B"\n\nmsgid "c"\nmsgstr "C"\n'));
    const zh = parsePo(po('msgid "a"\nmsgstr "甲 {y}"\n\nmsgid "b"\nmsgstr ""\n'));
    const problems = catalogProblems(
      new Map([
        ['en', en],
        ['zh', zh],
      ]),
    );
    expect(problems.map((p) => `${p.id}: ${p.message}`)).toEqual([
      'a: placeholders y differ from the source’s x',
      'b: is not translated',
      'c: is missing (run npm run i18n:extract)',
    ]);
  });

  it('knows ICU placeholders', () => {
    expect(placeholders('{count, plural, one {# game} other {# games}} by {vendor}')).toEqual([
      'count',
      'vendor',
    ]);
  });
});
