import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameArtPlaceholder, initialsOf } from './game-art-placeholder';

describe('game art placeholder', () => {
  it('names the game by up to two initials in any script', () => {
    expect(initialsOf('Aztec Burst')).toBe('AB');
    expect(initialsOf('mahjong ways 2')).toBe('MW');
    expect(initialsOf('Roulette')).toBe('R');
    expect(initialsOf('龙虎斗 经典')).toBe('龙');
    expect(initialsOf('  ')).toBe('');
  });

  it('draws the game’s initials, hidden from assistive technology (the tile is named by the game)', () => {
    render(<GameArtPlaceholder name="Aztec Burst" state="loading" />);
    const face = screen.getByTestId('game-art-placeholder');
    expect(face).toHaveTextContent('AB');
    expect(face).toHaveAttribute('data-state', 'loading');
    expect(face).toHaveAttribute('aria-hidden', 'true');
  });
});
