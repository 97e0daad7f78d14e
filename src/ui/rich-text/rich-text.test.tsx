import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { RichText } from './rich-text';

describe('rich text', () => {
  it('draws the markup the platform served, with its formatting and links', async () => {
    const { container } = await renderUi(
      <RichText
        html={
          '<p>Hi <b>there</b></p><ul><li>one</li></ul><a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>'
        }
        className="extra"
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('extra');
    expect(root.querySelector('b')).toHaveTextContent('there');
    expect(root.querySelector('li')).toHaveTextContent('one');
    expect(root.querySelector('a')).toHaveAttribute('href', 'https://example.com');
  });
});
