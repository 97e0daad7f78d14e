/** A site document before validation: any JSON object. */
export type RawSite = Record<string, unknown>;

/** One pure step from schema version `from` to `from + 1`. */
export interface SiteMigration {
  /** Named so a failure says which step broke. */
  id: string;
  from: number;
  migrate(site: RawSite): RawSite;
}

export interface RawNode extends Record<string, unknown> {
  type?: unknown;
  children?: unknown;
}

/** Apply `fn` to every node of the site (layout, pages, popups, centres), depth first. */
export function mapNodes(site: RawSite, fn: (node: RawNode) => RawNode): RawSite {
  const mapNode = (node: unknown): unknown => {
    if (!isRecord(node)) return node;
    const mapped = fn(node as RawNode);
    return Array.isArray(mapped.children) ? { ...mapped, children: mapped.children.map(mapNode) } : mapped;
  };
  const mapList = (list: unknown) => (Array.isArray(list) ? list.map(mapNode) : list);
  const mapCentre = (centre: unknown) =>
    isRecord(centre) && Array.isArray(centre.pages)
      ? { ...centre, pages: centre.pages.map((p) => (isRecord(p) ? { ...p, node: mapNode(p.node) } : p)) }
      : centre;

  const out: RawSite = { ...site };
  if (isRecord(site.layout)) {
    out.layout = Object.fromEntries(Object.entries(site.layout).map(([k, v]) => [k, mapList(v)]));
  }
  if (Array.isArray(site.pages)) {
    out.pages = site.pages.map((p) => (isRecord(p) ? { ...p, nodes: mapList(p.nodes) } : p));
  }
  if (isRecord(site.popups)) {
    out.popups = Object.fromEntries(Object.entries(site.popups).map(([k, v]) => [k, mapNode(v)]));
  }
  out.memberCentre = mapCentre(site.memberCentre);
  out.agentCentre = mapCentre(site.agentCentre);
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
