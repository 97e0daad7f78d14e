import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import type { SiteNode } from '@schemas/site/node';
import { widgetsByType } from '../widgets/registry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../tests/support/render-widget';
import { RenderNode, RenderNodes } from './render-node';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('rendering site nodes', () => {
  it('draws the widget the type names, with its props and children', async () => {
    await renderWidget(
      <RenderNode
        path="pages › / › section #1"
        node={{
          type: 'section',
          props: { title: 'section.winners', layout: 'stack', columns: 2 },
          children: [{ type: 'feature-unavailable', props: { variant: 'inline' } }],
        }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Latest winners' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Not available yet' })).toBeInTheDocument();
  });

  it('draws the new widget when a node of another type takes the place of a loaded one (centre pages)', async () => {
    await widgetsByType.get('section')?.preload();
    await widgetsByType.get('feature-unavailable')?.preload();
    const first: SiteNode = { type: 'section', props: { title: 'section.winners' } };
    const second: SiteNode = { type: 'feature-unavailable', props: { variant: 'inline' } };
    let show: (node: SiteNode) => void = () => undefined;
    function Page() {
      const [node, setNode] = useState(first);
      show = setNode;
      return <RenderNode path="memberCentre › page" node={node} />;
    }
    await renderWidget(<Page />);
    expect(await screen.findByRole('heading', { name: 'Latest winners' })).toBeInTheDocument();
    await act(async () => show(second));
    expect(await screen.findByRole('heading', { name: 'Not available yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest winners' })).toBeNull();
  });

  it('leaves out a node whose condition is off', async () => {
    await renderWidget(
      <RenderNodes
        path="pages › /"
        nodes={[
          {
            type: 'feature-unavailable',
            props: { title: 'page.sports', variant: 'inline' },
            when: { loggedIn: true },
          },
          {
            type: 'feature-unavailable',
            props: { title: 'page.live', variant: 'inline' },
            when: { loggedIn: false },
          },
        ]}
      />,
      { session: null },
    );
    expect(await screen.findByRole('heading', { name: 'Live casino' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sports' })).toBeNull();
  });

  it('names an unknown widget and its path in development, without reporting to the platform', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = vi.spyOn(globalThis, 'fetch');
    await renderWidget(<RenderNode path="pages › /live › casino-lobby #3" node={{ type: 'casino-lobby' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'pages › /live › casino-lobby #3: unknown widget type “casino-lobby”',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sent).not.toHaveBeenCalled();
  });

  it('renders nothing for an unknown widget in production, and reports it once to the platform', async () => {
    vi.stubEnv('DEV', false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const node = <RenderNode path="pages › /pvp › card-room #1" node={{ type: 'card-room' }} />;
    const { container } = await renderWidget(node);
    await renderWidget(node);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[tessera] pages › /pvp › card-room #1: unknown widget type "card-room"',
    );
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe('/portal/problems');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'x-module': 'renderer' } });
    expect(JSON.parse(String(init?.body))).toEqual({
      path: 'pages › /pvp › card-room #1',
      message: 'unknown widget type "card-room"',
      page: '/',
    });
  });
});
