import type { createStore } from 'jotai';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Condition } from '@schemas/site/condition';
import type { Flag } from '@schemas/site/constants';
import type { SiteNode } from '@schemas/site/node';
import { lazy } from 'react';
import { includeCatalogPart } from '../i18n/activate-language';
import { withTimeout } from './lazy-with-timeout';

/** What every widget component receives besides its own props. */
export interface WidgetBaseProps {
  /** The node's slot content, rendered by the renderer (widgets with `slot: true`). */
  children?: ReactNode;
  /** Readable path of the node in the site, for error reports. */
  nodePath?: string;
  /**
   * Given by the renderer to widgets that host other nodes (`hostsNodes`): draw a site
   * node, e.g. a centre's active page. Widgets never import the renderer themselves.
   */
  renderNode?: (node: SiteNode, path: string) => ReactNode;
  /** Given to `hostsNodes` widgets: whether a site condition holds now (a centre hides pages). */
  conditionHolds?: (when: Condition | undefined) => boolean;
}

/** The portal's jotai store, which holds the atoms a widget's first data comes from. */
export type PortalStore = ReturnType<typeof createStore>;

/** One registered widget: how the renderer finds, checks and draws a node of this type. */
export interface WidgetDefinition {
  /** Stable kebab-case name used in site.json; never renamed (old names live in migrations). */
  readonly type: string;
  /** The component, loaded on first use in its own chunk. */
  readonly component: LazyExoticComponent<ComponentType<WidgetBaseProps & Record<string, unknown>>>;
  /** Start loading the chunk early (e.g. on hover, or before the first render of a page). */
  readonly preload: () => Promise<unknown>;
  /**
   * The component once its chunk has arrived, else undefined: drawn directly, it renders in
   * the same frame instead of suspending once more (a lazy component always suspends on its
   * first render, even when its chunk was preloaded), so a preloaded page has no placeholders.
   */
  readonly loaded: () => ComponentType<WidgetBaseProps & Record<string, unknown>> | undefined;
  /** Takes child nodes in its slot. */
  readonly slot: boolean;
  /** Server feature flags the widget's behaviour depends on (documentation and validation). */
  readonly flags: readonly Flag[];
  /** Height in px reserved while the chunk loads, so nothing jumps when it arrives. */
  readonly placeholderHeight: number;
  /** Receives `renderNode` and `conditionHolds` (centres drawing pages from the site). */
  readonly hostsNodes: boolean;
  /**
   * Start the data the widget first shows, for a node with these props (see WidgetSpec);
   * undefined when the widget's size does not depend on its data.
   */
  readonly prefetch?: (props: Record<string, unknown>, store: PortalStore) => Promise<unknown>;
}

export interface WidgetSpec<P> {
  type: string;
  load: () => Promise<{ default: ComponentType<P & WidgetBaseProps> }>;
  slot?: boolean;
  flags?: readonly Flag[];
  placeholderHeight?: number;
  hostsNodes?: boolean;
  /**
   * For a widget whose size follows its data (a list): read the atoms of its first view, so
   * the page's first render (which awaits it, see renderer/preload-nodes.ts) draws the list,
   * not a loading state of another size. Import the atoms dynamically: this file is in the
   * entry chunk, the atoms belong to the widget's.
   */
  prefetch?: (props: Partial<P>, store: PortalStore) => Promise<unknown>;
}

export function defineWidget<P>(spec: WidgetSpec<P>): WidgetDefinition {
  let ready: ComponentType<P & WidgetBaseProps> | undefined;
  const timed = withTimeout(spec.load);
  // The words of the widget's folder come with its chunk (scripts/i18n/catalog-parts.ts).
  const load = () =>
    Promise.all([timed(), includeCatalogPart(spec.type)]).then(([module]) => {
      ready = module.default;
      return module;
    });
  return {
    type: spec.type,
    component: lazy(load) as unknown as WidgetDefinition['component'],
    preload: load,
    loaded: () => ready as ComponentType<WidgetBaseProps & Record<string, unknown>> | undefined,
    slot: spec.slot ?? false,
    flags: spec.flags ?? [],
    placeholderHeight: spec.placeholderHeight ?? 0,
    hostsNodes: spec.hostsNodes ?? false,
    ...(spec.prefetch ? { prefetch: spec.prefetch as WidgetDefinition['prefetch'] } : {}),
  };
}
