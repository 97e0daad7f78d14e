import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { POPUPS } from '@schemas/site/constants';
import type { Site } from '@schemas/site/site';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import { closePopupAtom, openPopupAtom, popupParamsAtom } from '../../atoms/popup';
import { PopupHost } from './popup-host';

/** The merchant's site with each popup showing a section titled by its name. */
function siteWithTitledPopups(): Site {
  const site = loadWhitelabelSite('aurora');
  const popups = {} as Site['popups'];
  for (const name of POPUPS) popups[name] = { type: 'section', props: { title: { EN: `${name} content` } } };
  return { ...site, popups };
}

function Navigator() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/live')}>
      go live
    </button>
  );
}

describe('popup host', () => {
  it.each(POPUPS)('R2.22 opens the %s popup with its site node and closes it', async (name) => {
    const { store } = await renderWidget(<PopupHost />, { site: siteWithTitledPopups() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store.set(openPopupAtom, name));
    expect(await screen.findByRole('heading', { name: `${name} content` })).toBeInTheDocument();
    act(() => store.set(closePopupAtom, name));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('passes params to the popup and keeps the latest popup on top', async () => {
    const { store } = await renderWidget(<PopupHost />, { site: siteWithTitledPopups() });
    act(() => store.set(openPopupAtom, { name: 'notice', params: { index: 4 } }));
    act(() => store.set(openPopupAtom, 'login'));
    expect(store.get(popupParamsAtom('notice'))).toEqual({ index: 4 });
    await screen.findByRole('heading', { name: 'login content' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'login content' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'notice content' })).toBeInTheDocument();
  });

  it('R2.23 a popup opened as not dismissible ignores escape and has no close button', async () => {
    const { store } = await renderWidget(<PopupHost />, { site: siteWithTitledPopups() });
    act(() => store.set(openPopupAtom, { name: 'changePassModal', params: { dismissible: false } }));
    await screen.findByRole('heading', { name: 'changePassModal content' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('R9.5 the member centre opens as a draggable product modal titled by its name', async () => {
    const { store } = await renderWidget(<PopupHost />, { site: siteWithTitledPopups() });
    act(() => store.set(openPopupAtom, 'memberCentre'));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.getByTestId('modal-handle')).toBeInTheDocument();
  });

  it('closes popups when the page changes', async () => {
    function Opener() {
      const open = useSetAtom(openPopupAtom);
      return (
        <button type="button" onClick={() => open('notice')}>
          open notice
        </button>
      );
    }
    await renderWidget(
      <>
        <Opener />
        <Navigator />
        <PopupHost />
      </>,
      { site: siteWithTitledPopups() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'open notice' }));
    await screen.findByRole('dialog');
    act(() => {
      (screen.getByRole('button', { name: 'go live', hidden: true }) as HTMLButtonElement).click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
