import type { Page, Route } from '@playwright/test';

/**
 * Let the platform handle each matching call, then reset the connection before the page
 * reads the answer, `times` times; later calls go through. The handled answers are kept.
 */
export async function loseAnswers(page: Page, url: string, times: number): Promise<unknown[]> {
  const handled: unknown[] = [];
  await page.route(url, async (route: Route) => {
    if (handled.length >= times) return route.continue();
    // Sent from the test runner, where `aurora.localhost` does not resolve: `localhost` is
    // aurora's development host too.
    const response = await route.fetch({
      url: route.request().url().replace('//aurora.localhost:', '//localhost:'),
    });
    handled.push(await response.json());
    await route.abort('connectionreset');
  });
  return handled;
}
