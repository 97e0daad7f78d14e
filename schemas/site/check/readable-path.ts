/**
 * A JSON pointer into a site turned into words a merchant can follow:
 * `/pages/0/nodes/1/props/group` -> `pages › / › banner-carousel #2 › props.group`.
 */
export function readablePath(site: unknown, pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const words: string[] = [];
  let here: unknown = site;
  let propsTail: string[] | undefined;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] ?? '';
    const parent = here;
    here = isIndexable(parent) ? (parent as Record<string, unknown>)[seg] : undefined;
    if (propsTail) {
      propsTail.push(seg);
      continue;
    }
    const prev = segments[i - 1];
    if (/^\d+$/.test(seg) && Array.isArray(parent)) {
      const item = here as Record<string, unknown> | undefined;
      if (prev === 'pages' && typeof item?.route === 'string') words.push(item.route);
      else if (typeof item?.type === 'string') words.push(nodeLabel(item, Number(seg)));
      else if (typeof item?.key === 'string') words.push(item.key);
      else if (typeof item?.id === 'string') words.push(item.id);
      else words.push(`#${Number(seg) + 1}`);
    } else if (seg === 'nodes' || seg === 'children' || (seg === 'pages' && i > 0)) {
      // The next step (a node's type, a centre page's key) already names it.
    } else if (seg === 'props') {
      propsTail = ['props'];
    } else {
      words.push(seg);
    }
  }
  if (propsTail) words.push(propsTail.join('.'));
  return words.length ? words.join(' › ') : '(site)';
}

function isIndexable(v: unknown): boolean {
  return typeof v === 'object' && v !== null;
}

/** A widget node in words: its id when it has one (`banner-carousel "home-banners"`), else its place (`banner-carousel #3`). */
export function nodeLabel(node: { type?: unknown; id?: unknown }, index: number): string {
  const type = typeof node.type === 'string' ? node.type : 'node';
  return typeof node.id === 'string' && node.id ? `${type} "${node.id}"` : `${type} #${index + 1}`;
}
