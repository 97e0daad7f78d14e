import { Type } from '@sinclair/typebox';
import type { Condition } from './condition';

/**
 * One widget on a page: `type` names a registered widget, `props` its settings.
 * The JSON Schema of nodes (`#/$defs/node`) is generated from the widget registry,
 * so each type's props are checked.
 */
export interface SiteNode {
  /** Stable id, unique in the site; used in error messages and analytics. */
  id?: string;
  type: string;
  props?: Record<string, unknown>;
  when?: Condition;
  /** Nodes placed in this widget's slot (only for widgets that take children). */
  children?: SiteNode[];
}

export const NodeRef = Type.Unsafe<SiteNode>({ $ref: '#/$defs/node' });

/** A node setting with its own description and example, for the merchant's editor. */
export const nodeSetting = (description: string, examples: SiteNode[]) =>
  Type.Unsafe<SiteNode>({ $ref: '#/$defs/node', description, examples });
