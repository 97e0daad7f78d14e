import { describe, expect, it } from 'vitest';
import { safeHtml } from '../../../server/services/content/safe-html';

describe('merchant markup made safe on the platform', () => {
  it('keeps formatting, drops scripts, handlers, inline styles, forms and frames, and opens links safely', () => {
    const out = safeHtml(
      '<p style="color:red" onclick="alert(1)">Hi <b>there</b></p><script>alert(2)</script>' +
        '<iframe src="https://x"></iframe><form><input name="pin"></form><ul><li>one</li></ul>' +
        '<a href="https://example.com">link</a><a href="javascript:alert(3)">bad</a><img src=x onerror="alert(4)">',
    );
    expect(out).toContain('<p>Hi <b>there</b></p>');
    expect(out).toContain('<ul><li>one</li></ul>');
    expect(out).not.toMatch(/style=|onclick|onerror|<script|<iframe|<form|<input|javascript:/);
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>');
  });

  it('answers the same clean text for the same markup', () => {
    const html = '<p onmouseover="x()">Weekly <i>reload</i></p>';
    expect(safeHtml(html)).toBe('<p>Weekly <i>reload</i></p>');
    expect(safeHtml(html)).toBe(safeHtml(html));
  });
});
