import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { FrameBox, FrameLoading } from './frame-box';

describe('frame box', () => {
  it('carries the merchant’s height and holds the loading words until the page comes', async () => {
    await renderUi(
      <FrameBox height={640}>
        <FrameLoading>Opening the betting view…</FrameLoading>
      </FrameBox>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Opening the betting view…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.parentElement?.style.getPropertyValue('--frame-height')).toBe('640px');
  });

  it('leaves the height to the caller’s class when it names none', async () => {
    const { container } = await renderUi(
      <FrameBox className="stage">
        <iframe title="Game" />
      </FrameBox>,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveClass('stage');
    expect(box.style.getPropertyValue('--frame-height')).toBe('');
    expect(screen.getByTitle('Game').parentElement).toBe(box);
  });
});
