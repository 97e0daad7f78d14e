import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../tests/support/render-widget';
import { ChunkLoadTimeout } from '../widgets/lazy-with-timeout';
import { NodeErrorBoundary } from './node-error-boundary';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function Throws({ error }: { error: Error }): never {
  throw error;
}
const quietReact = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a failing widget never blanks the page', () => {
  it('R8.10 a chunk that timed out shows the load error with a reload', async () => {
    quietReact();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await renderWidget(
      <NodeErrorBoundary path="pages › / › slow #1">
        <Throws error={new ChunkLoadTimeout()} />
      </NodeErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Page load timeout.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });

  it('a chunk that failed to download shows the load error', async () => {
    quietReact();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWidget(
      <NodeErrorBoundary path="pages › / › offline #1">
        <Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')} />
      </NodeErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not load.');
  });

  it('shows the node path in development', async () => {
    quietReact();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWidget(
      <NodeErrorBoundary path="pages › /live › broken #2">
        <Throws error={new Error('props.columns is not a number')} />
      </NodeErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'pages › /live › broken #2: props.columns is not a number',
    );
    expect(warn).toHaveBeenCalledWith('[tessera] pages › /live › broken #2: props.columns is not a number');
  });

  it('renders nothing in production and reports once', async () => {
    quietReact();
    vi.stubEnv('DEV', false);
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const node = (
      <NodeErrorBoundary path="pages › /fish › broken #1">
        <Throws error={new Error('boom')} />
      </NodeErrorBoundary>
    );
    const { container } = await renderWidget(<div data-testid="page">{node}</div>);
    await renderWidget(node);
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
    expect(container.textContent).toBe('');
    expect(warn.mock.calls.filter(([m]) => String(m).includes('/fish › broken #1'))).toHaveLength(1);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
