import { atom } from 'jotai';

/** Chromium's offer to install the site as an app (`beforeinstallprompt`, not in the DOM typings). */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * - `running`: this visit is the installed app (opened from the home screen);
 * - `offered`: the browser can install the site now, from a button of ours;
 * - `installed`: the player installed it during this visit;
 * - `manual`: no offer (Safari, Firefox, an app already installed): the browser's menu does it.
 */
export type InstallState = 'running' | 'offered' | 'installed' | 'manual';

let offer: InstallOffer | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keep the browser's offer from the visit's first moments: it comes once, usually before the
 * app page is open. Called at start-up; the offer's own mini bar still shows on phones.
 */
export function listenForInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    offer = event as InstallOffer;
    changed();
  });
  addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
}

const versionAtom = atom(0);
versionAtom.onMount = (set) => {
  const listener = () => set((v) => v + 1);
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const runsInstalled = () =>
  typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;

export const installStateAtom = atom((get): InstallState => {
  get(versionAtom);
  if (runsInstalled()) return 'running';
  if (installed) return 'installed';
  return offer ? 'offered' : 'manual';
});

/** Show the browser's install dialog; answers whether the player installed the app. */
export const installAppAtom = atom(null, async (): Promise<boolean> => {
  const current = offer;
  if (!current) return false;
  // An offer is used once, whatever the player answers.
  offer = null;
  await current.prompt();
  const { outcome } = await current.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome === 'accepted';
});
