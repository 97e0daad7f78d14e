/**
 * The parts of the portal that call the platform (spec §7 "module identifier", header
 * `x-module`). One list for both sides: the portal's calls are typed by it and the
 * platform refuses a call whose module is not in it, so a name the portal sends is
 * always one the platform accepts. Names are lower-case words joined by hyphens.
 */
export const PORTAL_MODULES = [
  // The contract's domains: a call names its endpoint's domain unless a widget names itself.
  'agent',
  'agent-contracts',
  'agent-registration',
  'agent-reports',
  'agent-team',
  'chat',
  'content',
  'deposit',
  'feedback',
  'games',
  'house',
  'kyc',
  'lottery',
  'member',
  'messages',
  'missions',
  'payment-password',
  'points',
  'portal',
  'profile',
  'protection',
  'records',
  'referral',
  'registration',
  'rewards',
  'seamless',
  'session',
  'social',
  'system',
  'upline',
  'verification',
  'wallet',
  'withdraw',
  // Parts of the portal that name themselves.
  'account',
  'app',
  'back-office',
  'balance-panel',
  'banner',
  'captcha',
  'customer-service',
  'forgot',
  'help',
  'login',
  'notice',
  'point-mall',
  'register',
  'renderer',
  'security',
  'upload',
] as const;

export type PortalModule = (typeof PORTAL_MODULES)[number];

const KNOWN: ReadonlySet<string> = new Set(PORTAL_MODULES);

export function isPortalModule(value: unknown): value is PortalModule {
  return typeof value === 'string' && KNOWN.has(value);
}

/**
 * The module a call names by default: its endpoint id's domain (`paymentPassword.set`
 * -> `payment-password`). Throws for a domain missing from the list, so the generator
 * of the portal's endpoints stops on it.
 */
export function defaultModuleOf(endpointId: string): PortalModule {
  const domain = (endpointId.split('.')[0] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  if (!isPortalModule(domain)) {
    throw new Error(
      `Endpoint ${endpointId}: its domain "${domain}" is not in PORTAL_MODULES (schemas/api/modules.ts)`,
    );
  }
  return domain;
}
