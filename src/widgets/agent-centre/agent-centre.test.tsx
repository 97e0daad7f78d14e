import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Condition } from '@schemas/site/condition';
import type { SiteNode } from '@schemas/site/node';
import type { Site } from '@schemas/site/site';
import { createFakeApiClient } from '../../api/fake-client';
import { getConsolidatedInfo } from '../../api/endpoints';
import { openAgentCentreAtom } from '../../atoms/agent-centre';
import { conditionHoldsAtom } from '../../atoms/condition-context';
import { currentDialogAtom } from '../../atoms/dialog';
import { openPopupsAtom } from '../../atoms/popup';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeConsolidated } from '../../../tests/support/fake-agents';
import AgentCentre from './agent-centre';

const renderNode = (node: SiteNode) => <p data-testid="page">{node.type}</p>;

/** The shipped site with every agent page of the spec, the gated ones behind their features. */
function siteWithEveryPage(): Site {
  const site = loadWhitelabelSite('aurora');
  const page = (key: string, when?: Condition) => ({
    key,
    label: `agentCentre.${key}`,
    node: { type: 'section', props: {} },
    ...(when ? { when } : {}),
  });
  return {
    ...site,
    agentCentre: {
      default: 'agentTeamOverview',
      pages: [
        page('agentAnnouncement'),
        page('agentTeamOverview'),
        page('agentDividendRecordCopy2', { feature: 'dividend' }),
        page('agentDailyWages2', { feature: 'dailySalary' }),
        page('agentHourSalary', { feature: 'hourlySalary' }),
        page('agentRealtimeSalary', { feature: 'realtimeSalary' }),
      ],
    } as Site['agentCentre'],
  };
}

/** The centre as the renderer hands it over: with the site's condition evaluator. */
function Centre() {
  const holds = useAtomValue(conditionHoldsAtom);
  return <AgentCentre showSummary renderNode={renderNode} conditionHolds={holds} />;
}

function setup(flags = fakeConsolidated(), isAgent = 1) {
  const api = createFakeApiClient().on(getConsolidatedInfo, () => flags);
  return renderWidget(<Centre />, { api, session: { isAgent }, site: siteWithEveryPage() });
}

describe('agent-centre widget', () => {
  it('R2.79 opens on agentTeamOverview and shows one page at a time', async () => {
    await setup();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Announcement' }));
    expect(screen.getByRole('heading', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getAllByTestId('page')).toHaveLength(1);
  });

  it('R2.86 R2.87 R2.88 R2.89 R6.20 shows each gated page only with its consolidated flag', async () => {
    await setup(fakeConsolidated({ contract: true, daily: false, hourly: true, agentRealtimeSalary: false }));
    await screen.findByRole('heading', { name: 'Overview' });
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels).toContain('Dividend');
    expect(labels).toContain('Hourly salary');
    expect(labels).not.toContain('Daily salary');
    expect(labels).not.toContain('Real-time salary');
  });

  it('R6.2 R5.3 players get the non-agent warning, in the centre and when opening it', async () => {
    const { store } = await setup(fakeConsolidated(), 0);
    expect(screen.getByRole('alert')).toHaveTextContent('Non-agents cannot log in to the agent area.');
    // The warning waits for its answer, so the opening is not awaited.
    void store.set(openAgentCentreAtom);
    await waitFor(() =>
      expect(store.get(currentDialogAtom)?.text).toBe('Non-agents cannot log in to the agent area.'),
    );
    expect(store.get(openPopupsAtom)).toEqual([]);
  });

  it('opens for an agent through the gate', async () => {
    const { store } = await setup();
    await act(async () => {
      await store.set(openAgentCentreAtom);
    });
    expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['agentCentre']);
  });
});
