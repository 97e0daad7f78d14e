import { describe, expect, it } from 'vitest';
import { settledHeadings } from './settled-headings';

const fallback = '<h1 class="visually-hidden" data-fallback-heading="">Register</h1>';

describe('the first screen’s level-1 headings', () => {
  it('leave out the fallback when the page draws its own', () => {
    expect(settledHeadings(`<main>${fallback}<form><h1 class="_heading_1">Register</h1></form></main>`)).toBe(
      '<main><form><h1 class="_heading_1">Register</h1></form></main>',
    );
  });

  it('keep the fallback on a page of sections with no heading of its own', () => {
    const html = `<main>${fallback}<h2>Popular games</h2></main>`;
    expect(settledHeadings(html)).toBe(html);
  });
});
