import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@schemas/site/constants';
import { renderUi } from '../../../tests/support/render-ui';
import { endsTooEarly, filled, isoOf, TextsLanguageField, WindowFields } from './content-fields';

describe('the texts of a banner or announcement', () => {
  it('keeps only the languages that say something, trimmed', () => {
    expect(filled({ EN: ' Hello ', CN: '   ', VI: '' })).toEqual({ EN: 'Hello' });
  });

  it('sends an empty time as none and a written one as an ISO time', () => {
    expect(isoOf('')).toBeUndefined();
    expect(isoOf('2026-03-01T10:30')).toBe(new Date('2026-03-01T10:30').toISOString());
  });

  it('refuses a window that ends at or before its start, or before now when it starts now', () => {
    expect(endsTooEarly('2026-03-01T10:00', '2026-03-01T10:00')).toBe(true);
    expect(endsTooEarly('2026-03-01T10:00', '2026-03-01T11:00')).toBe(false);
    expect(endsTooEarly('', '2000-01-01T00:00')).toBe(true);
    expect(endsTooEarly('2026-03-01T10:00', '')).toBe(false);
  });
});

function Form() {
  const [lang, setLang] = useState<Language>('EN');
  const [starts, setStarts] = useState('');
  return (
    <>
      <TextsLanguageField value={lang} onChange={setLang} />
      <p>Writing {lang}</p>
      <WindowFields
        starts={starts}
        ends=""
        onStarts={setStarts}
        onEnds={() => undefined}
        errors={{ endsAt: 'The end must be after the start' }}
      />
    </>
  );
}

describe('the shared fields of a banner or announcement', () => {
  it('switches the language written and shows the window with its problem', async () => {
    await renderUi(<Form />);
    await userEvent.selectOptions(screen.getByLabelText('Language of the texts'), 'CN');
    expect(screen.getByText('Writing CN')).toBeInTheDocument();
    expect(screen.getByLabelText('Starts (empty: now)')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText('Ends (empty: no end)')).toHaveAccessibleDescription(
      'The end must be after the start',
    );
  });
});
