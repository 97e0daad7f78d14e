import type { Language } from '../site/constants';
import type { ThemeName } from '../site/theme';

/**
 * What the platform gives the portal's first-screen renderer (dist-ssr/render-first-screen.js,
 * built from src/app/first-screen/), and what it answers: the contract between the two builds.
 */
export interface FirstScreenInput {
  /** The page's bootstrap, as the platform inlines it (the contract's getBootstrap answer). */
  bootstrap: unknown;
  /** The page's path. */
  pathname: string;
  /** Where the platform answers the calls of the first screen's widgets (an absolute URL). */
  baseUrl: string;
  /** How those calls reach it (the platform passes its own, without a socket). */
  fetch: typeof fetch;
}

/** A guest's first screen of a page, as the portal's first render draws it. */
export interface FirstScreen {
  html: string;
  /** The language and theme it is drawn in: a visitor who chose others does not see it. */
  language: Language;
  theme: ThemeName;
}

export type RenderFirstScreen = (input: FirstScreenInput) => Promise<FirstScreen | null>;
