import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { GameGridProps, RowSize } from './game-grid-props';
import { PlainGameGrid } from './plain-game-grid';

/**
 * Up to this many games the grid is plain rows; a longer list (a member scrolling the
 * catalogue of thousands) draws only the rows near the window. Four pages of 21.
 */
export const PLAIN_UP_TO = 84;

type VirtualGrid = ComponentType<GameGridProps & { rowSize?: RowSize | undefined }>;
let virtualGrid: VirtualGrid | undefined;
let loading: Promise<VirtualGrid> | undefined;
/** The virtual grid and its virtualiser: a chunk of their own, fetched once a list grows. */
function loadVirtualGrid(): Promise<VirtualGrid> {
  return (loading ??= import('./virtual-game-grid').then((m) => (virtualGrid = m.VirtualGameGrid)));
}

/**
 * A lobby's game grid. The first pages, which every visit shows, are drawn without the
 * virtualiser's code (the first load stays light); once a list that grows by pages passes
 * half of PLAIN_UP_TO games its chunk is fetched, and past PLAIN_UP_TO the virtual grid takes
 * over with the same rows.
 */
export function LobbyGameGrid(props: GameGridProps) {
  const [Virtual, setVirtual] = useState(() => virtualGrid);
  const [rowSize, setRowSize] = useState<RowSize>();
  const keepRowSize = useCallback(
    (size: RowSize) =>
      setRowSize((was) => (was?.width === size.width && was.height === size.height ? was : size)),
    [],
  );
  const count = props.items.length;
  const needed = count > PLAIN_UP_TO || (props.hasMore && count > PLAIN_UP_TO / 2);
  useEffect(() => {
    if (Virtual || !needed) return;
    let live = true;
    void loadVirtualGrid().then(
      (grid) => live && setVirtual(() => grid),
      // Not arrived (offline): the plain rows go on drawing the whole list.
      () => (loading = undefined),
    );
    return () => {
      live = false;
    };
  }, [Virtual, needed]);
  return Virtual && count > PLAIN_UP_TO ? (
    <Virtual {...props} rowSize={rowSize} />
  ) : (
    <PlainGameGrid {...props} onRowSize={keepRowSize} />
  );
}
