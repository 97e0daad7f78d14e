import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { QrCode } from './qr-code';

describe('qr code', () => {
  it('R9.11 draws the code at 74 px with a 7 px quiet margin', async () => {
    await renderUi(
      <QrCode value="https://aurora.example/app#android" label="Android app" size={74} margin={7} />,
    );
    const svg = screen.getByRole('img', { name: 'Android app' });
    expect(svg).toHaveAttribute('width', '74');
    const [x, , w] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    // The quiet zone is 7 of 74 px on each side.
    expect((-(x ?? 0) / (w ?? 1)) * 74).toBeCloseTo(7, 5);
    expect(svg.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  });

  it('keeps a two-module quiet zone when no margin is given', async () => {
    await renderUi(<QrCode value="x" label="code" />);
    expect(screen.getByRole('img', { name: 'code' }).getAttribute('viewBox')).toMatch(/^-2 -2 /);
  });
});
