import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { NoticeItem } from './notice-item';

function One() {
  const [open, setOpen] = useState(false);
  return (
    <ol>
      <NoticeItem
        id="7"
        title="Maintenance"
        timestamp={Date.UTC(2026, 10, 20)}
        html="<p>Body</p>"
        open={open}
        onToggle={() => setOpen(!open)}
      />
    </ol>
  );
}

describe('notice item', () => {
  it('shows the text only when open, and says so to assistive technology', async () => {
    await renderUi(<One />);
    const head = screen.getByRole('button', { name: /Maintenance/ });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Body')).toBeNull();
    await userEvent.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(head.getAttribute('aria-controls') ?? '')).toHaveTextContent('Body');
    await userEvent.click(head);
    expect(screen.queryByText('Body')).toBeNull();
  });
});
