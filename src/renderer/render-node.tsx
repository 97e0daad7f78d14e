import { useAtomValue } from 'jotai';
import { Suspense, useState, type ReactNode } from 'react';
import type { Condition } from '@schemas/site/condition';
import type { SiteNode } from '@schemas/site/node';
import { conditionContextAtom } from '../atoms/condition-context';
import { widgetsByType } from '../widgets/registry';
import { evaluateCondition } from './evaluate-condition';
import { NodeErrorBoundary } from './node-error-boundary';
import { reportProblem } from './report-problem';
import styles from './renderer.module.css';

interface Props {
  node: SiteNode;
  /** Readable path of the node, for error reports. */
  path: string;
}

/** Draw one site node with the widget its type names, if its condition holds. */
export function RenderNode({ node, path }: Props) {
  const context = useAtomValue(conditionContextAtom);
  const widget = widgetsByType.get(node.type);
  // A widget whose chunk is already here is drawn at once; the choice is kept while the widget
  // stays the same, since switching from the lazy wrapper to the component would remount it.
  // A node of another type in the same place (a centre's next page) chooses afresh.
  const [kept, keep] = useState(() => ({ widget, ready: widget?.loaded() }));
  if (kept.widget !== widget) keep({ widget, ready: widget?.loaded() });
  const ready = kept.widget === widget ? kept.ready : undefined;
  if (!evaluateCondition(node.when, context)) return null;
  if (!widget) {
    reportProblem(path, `unknown widget type "${node.type}"`);
    return import.meta.env.DEV ? (
      <div className={styles.devError} role="alert">
        {path}: unknown widget type “{node.type}”
      </div>
    ) : null;
  }
  const Widget = ready ?? widget.component;
  const placeholder = widget.placeholderHeight ? (
    <div
      className={styles.placeholder}
      style={{ height: widget.placeholderHeight }}
      aria-hidden="true"
      data-widget-placeholder={node.type}
    />
  ) : null;
  return (
    <NodeErrorBoundary path={path}>
      <Suspense fallback={placeholder}>
        <Widget
          {...node.props}
          nodePath={path}
          {...(widget.hostsNodes
            ? {
                renderNode: drawNode,
                conditionHolds: (when: Condition | undefined) => evaluateCondition(when, context),
              }
            : {})}
        >
          {widget.slot ? <RenderNodes nodes={node.children ?? []} path={path} /> : undefined}
        </Widget>
      </Suspense>
    </NodeErrorBoundary>
  );
}

function drawNode(node: SiteNode, path: string): ReactNode {
  // Keyed by path: each centre page is its own subtree, so no state carries over to the next.
  return <RenderNode key={path} node={node} path={path} />;
}

/** A list of nodes, each with its path. */
export function RenderNodes({ nodes, path }: { nodes: readonly SiteNode[]; path: string }) {
  return (
    <>
      {nodes.map((node, i) => (
        <RenderNode
          key={node.id ?? `${node.type}-${i}`}
          node={node}
          path={`${path} › ${node.type} #${i + 1}`}
        />
      ))}
    </>
  );
}
