import { Type } from '@sinclair/typebox';
import { LANGUAGES } from '../site/constants';
import { defineEndpoint, NoInput } from './endpoint';
import { MaintenanceInfo, PermissionInfo, RegionRestrictionInfo, VisitorLocation } from './permission';

const Language = Type.Unsafe<(typeof LANGUAGES)[number]>({ type: 'string', enum: [...LANGUAGES] });

/** 0 normal site, 1 maintenance, 2 region restricted. */
export const SystemStatusCode = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const getSystemStatus = defineEndpoint({
  id: 'system.status',
  method: 'GET',
  path: '/wps/system/status',
  token: false,
  encrypted: false,
  summary:
    'The system status (0 open, 1 maintenance, 2 region blocked); with `url` also the permission: modules, register rules, resources, desks, analytics, CDNs, location.',
  request: Type.Object(
    {
      /**
       * The host the portal runs on (`location.host`). Present: this is the permission
       * call, and the answer adds `info`, `location`, `maintenance` and
       * `regionRestriction`; the host must belong to this merchant ("Invalid URL or
       * domain check failed" otherwise). Absent: the status alone.
       */
      url: Type.Optional(Type.String({ maxLength: 255 })),
      /** Language for the desks' chat URLs (permission only); default the site's. */
      language: Type.Optional(Language),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    status: SystemStatusCode,
    /** The visitor's IP as the server sees it (shown on the region-blocked page). */
    ip: Type.String(),
    /** Free text from ops, shown on the maintenance page when present. */
    message: Type.Optional(Type.String()),
    /** ISO time maintenance is expected to end, when ops set one. */
    until: Type.Optional(Type.String()),
    /** Permission call only. */
    info: Type.Optional(PermissionInfo),
    location: Type.Optional(VisitorLocation),
    maintenance: Type.Optional(MaintenanceInfo),
    regionRestriction: Type.Optional(RegionRestrictionInfo),
  }),
});

export const getWhitelabel = defineEndpoint({
  id: 'system.whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  token: false,
  encrypted: false,
  summary: 'The merchant of this domain: identity, currency, languages and every feature flag on or off.',
  request: NoInput,
  response: Type.Object({
    merchantCode: Type.String(),
    name: Type.String(),
    currency: Type.String(),
    currencySymbol: Type.String(),
    /** Header languages in order, and the default. */
    languages: Type.Object({ header: Type.Array(Type.String()), default: Type.String() }),
    timeZone: Type.String(),
    /** Every known server flag (MOBILENUMREG3, FREEPLAY3, ...) with whether it is on. */
    flags: Type.Record(Type.String(), Type.Boolean()),
    /** Chat-room header colour (spec §3 store), or null for the theme's accent. */
    chatHeaderColor: Type.Union([Type.String(), Type.Null()]),
    ageLimit: Type.Integer(),
  }),
});

/** One of the merchant's domains ("lines"), for the portal's speed test. */
export const DomainRouteEntry = Type.Object({
  /** Host name, e.g. `www2.auroraplay.example`. */
  domain: Type.String(),
  /** Origin to measure and to switch to, e.g. `https://www2.auroraplay.example`. */
  url: Type.String(),
  /** Always 0 from the server: the portal fills in its measured round trip in ms (spec §3). */
  speed: Type.Literal(0),
  /** The domain this page was served from. */
  current: Type.Boolean(),
});

export const getDomainRoute = defineEndpoint({
  id: 'system.domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  token: false,
  encrypted: false,
  summary: 'The merchant’s domains (lines) for the speed test, with speed reset to 0.',
  request: NoInput,
  response: Type.Object({ domainList: Type.Array(DomainRouteEntry) }),
});

/** What the portal needs before its first render; also inlined in the served HTML. */
export const getBootstrap = defineEndpoint({
  id: 'portal.bootstrap',
  method: 'GET',
  path: '/portal/bootstrap',
  token: false,
  encrypted: false,
  summary: 'The merchant’s site schema and public settings for this domain.',
  request: Type.Object(
    {
      /** Development only: choose the whitelabel instead of the domain map. */
      wl: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$' })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    merchantCode: Type.String(),
    /**
     * The merchant's site, migrated to the current schema version and validated by the
     * platform (defaults filled), or null when it has problems: the portal then shows
     * its configuration-error page.
     */
    site: Type.Unknown(),
    /** Why the site cannot open (file path, readable node path, message); empty in production. */
    siteProblems: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String(),
          pointer: Type.String(),
          message: Type.String(),
          suggestion: Type.Optional(Type.String()),
        }),
      ),
    ),
    /**
     * The page was asked for on a host no merchant uses (spec §8 "invalid URL or domain
     * check failed"): `site` is null, and the portal says so in the visitor's language.
     */
    unknownDomain: Type.Optional(Type.Boolean()),
    /** Hex key for sealed payloads of encrypted calls. */
    payloadKey: Type.String(),
    /** Server feature flags the merchant has on (MOBILENUMREG3, FREEPLAY3, ...). */
    flags: Type.Array(Type.String()),
    /** The system status at the time the page was served, so the first paint is the right page. */
    status: Type.Object({
      status: SystemStatusCode,
      ip: Type.String(),
      message: Type.Optional(Type.String()),
      until: Type.Optional(Type.String()),
    }),
    /** Set when the development whitelabel switch chose the merchant. */
    switchedBy: Type.Optional(Type.Literal('wl')),
  }),
});

/**
 * The portal could not draw part of a page (an unknown widget type, a widget that
 * threw): the player sees nothing of it, the operator reads it in the platform's log.
 * Sent once per problem and page load; limited per visitor.
 */
export const reportPortalProblem = defineEndpoint({
  id: 'portal.reportProblem',
  method: 'POST',
  path: '/portal/problems',
  token: false,
  encrypted: false,
  summary: 'Record a part of a page the portal could not draw, with its node path.',
  request: Type.Object(
    {
      /** Readable node path, e.g. `pages › /live › casino-lobby #3`. */
      path: Type.String({ minLength: 1, maxLength: 300 }),
      message: Type.String({ minLength: 1, maxLength: 500 }),
      /** The page's path when it happened. */
      page: Type.String({ minLength: 1, maxLength: 300 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({}),
});

export const systemEndpoints = [
  getSystemStatus,
  getBootstrap,
  getWhitelabel,
  getDomainRoute,
  reportPortalProblem,
] as const;
