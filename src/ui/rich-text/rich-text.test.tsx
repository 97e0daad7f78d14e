import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { RichText } from './rich-text';

describe('rich text', () => {
  it('keeps formatting, drops scripts, handlers, inline styles and frames, and opens links safely', async () => {
    const { container } = await renderUi(
      <RichText
        html={
          '<p style="color:red" onclick="alert(1)">Hi <b>there</b></p><script>alert(2)</script><iframe src="https://x"></iframe><ul><li>one</li></ul><a href="https://example.com">link</a>'
        }
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.innerHTML).toContain('<b>there</b>');
    expect(root.querySelector('li')).toHaveTextContent('one');
    expect(root.innerHTML).not.toMatch(/style=|onclick|<script|<iframe/);
    const a = root.querySelector('a');
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
