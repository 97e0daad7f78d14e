/** The fallback heading as `FallbackPageHeading` draws it while it is needed. */
const FALLBACK_HEADING = /<h1 class="visually-hidden" data-fallback-heading="">[^<]*<\/h1>/;
const OWN_HEADING = /<h1(?![^>]*data-fallback-heading)[\s>]/;

/**
 * A page's level-1 headings as the browser leaves them: `FallbackPageHeading` stands aside in an
 * effect when the page draws its own `<h1>`, and effects do not run when the platform draws the
 * first screen, so there it is left out here (one level-1 heading per page, also without script).
 */
export function settledHeadings(html: string): string {
  return OWN_HEADING.test(html) ? html.replace(FALLBACK_HEADING, '') : html;
}
