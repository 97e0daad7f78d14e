import { origin, servedWhitelabels } from './accounts-support';
import { expect, test } from './support';

/**
 * Counts how often the page's frame (the component that draws `<main id="main">`, and with it
 * every widget of the page) is drawn, through the hook React reports each commit to. Installed
 * as source text: it runs before any script of the page. A frame drawn again redraws the whole
 * page: on a phone that is the first render's cost a second time, blocking input.
 */
const COUNT_FRAME_RENDERS = `
  window.__frameRenders = 0;
  var previous = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: function (renderer) { this.renderers.set(1, renderer); return 1; },
    checkDCE: function () {},
    onScheduleFiberRoot: function () {},
    onPostCommitFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
    setStrictMode: function () {},
    onCommitFiberRoot: function (id, root) {
      var seen = new WeakSet();
      var walk = function (fiber) {
        for (; fiber; fiber = fiber.sibling) {
          seen.add(fiber);
          var props = fiber.memoizedProps;
          var owner = fiber.return;
          // A fiber not in the last commit's tree was drawn in this one (1: performed work).
          if (fiber.type === 'main' && props && props.id === 'main' && owner && !previous.has(owner) && (owner.flags & 1))
            window.__frameRenders += 1;
          walk(fiber.child);
        }
      };
      walk(root.current.child);
      previous = seen;
    },
  };
`;

const routes = ['/', '/rng', '/live'];

for (const code of servedWhitelabels)
  test(`${code}: each lobby's page is drawn once while it loads, not again when its data, words and clocks arrive`, async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript({ content: COUNT_FRAME_RENDERS });
    for (const route of routes) {
      await page.goto(`${origin(code)}${route}`, { waitUntil: 'networkidle' });
      await expect(page.locator('main#main')).toBeVisible();
      // The header clock ticks, the lists and the popup notice arrive: none redraws the page.
      await page.waitForTimeout(2_500);
      const renders = await page.evaluate(
        () => (window as unknown as { __frameRenders: number }).__frameRenders,
      );
      expect(renders, `${route}: the page's frame was drawn ${renders} times`).toBe(1);
    }
    expect(consoleErrors).toEqual([]);
  });
