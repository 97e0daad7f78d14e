import { contrastRatio } from '../../theme/contrast';

const LIGHT = '#ffffff';
const DARK = '#14141a';

/** The text colour that reads best on the merchant's chat header colour: white or near black. */
export function headerTextColour(background: string): string {
  return contrastRatio(LIGHT, background) >= contrastRatio(DARK, background) ? LIGHT : DARK;
}
