import { Type } from '@sinclair/typebox';
import { RegisterRules } from './registration';

/** "1" on, "0" off: the spec's string flags. */
export const ModuleSwitch = Type.Union([Type.Literal('1'), Type.Literal('0')]);

/** A module without sub-modules. */
export const ModuleLeaf = Type.Object({
  /** Stable module id, e.g. `live`, `securityCenter`, `chatRoom`. */
  modId: Type.String(),
  enabled: ModuleSwitch,
  childrenNodes: Type.Array(Type.Object({}), { maxItems: 0 }),
});

/**
 * A group of modules of the whitelabel tree (spec §3): `games` (one child per game
 * type), `pages`, `popups`, `memberCentre`, `agentCentre`, `features`. A group is
 * enabled when at least one child is.
 */
export const ModuleGroup = Type.Object({
  modId: Type.String(),
  enabled: ModuleSwitch,
  childrenNodes: Type.Array(ModuleLeaf),
});

/** A download, app or social resource with its QR code (side bars, app page). */
export const Resource = Type.Object({
  /** APP_IOS, APP_ANDROID, TELEGRAM, SOCIAL_FACEBOOK, ... or a type ops chose. */
  resourceType: Type.String(),
  /** Absolute URL the resource opens. */
  url: Type.String(),
  /** The QR code of `url`, as an SVG data URL (no second request, no external service). */
  qrCodeUrl: Type.String(),
  /** English label; the portal translates by `resourceType`. */
  labelNameEn: Type.String(),
});

/** A customer-service desk: `path` is sealed like the customer-service call's type-3 path. */
export const CustomerServiceDesk = Type.Object({
  csType: Type.Union([Type.Literal('VIP'), Type.Literal('LIVECHAT')]),
  path: Type.String(),
});

export const MaintenanceInfo = Type.Object({
  on: Type.Boolean(),
  message: Type.Optional(Type.String()),
  until: Type.Optional(Type.String()),
});

/** What the permission call adds to the status when the portal sends its host as `url`. */
export const PermissionInfo = Type.Object({
  /** The modules this merchant offers (site.json, with ops switches of platform.json). */
  whitelabel: Type.Array(ModuleGroup),
  /** The registration rules, as `/wps/system/setting/register` answers them. */
  register: Type.Object({ rules: RegisterRules, ageLimit: Type.Integer() }),
  resources: Type.Array(Resource),
  /** Both desks; the portal opens VIP for members above rank level 4. */
  customerService: Type.Array(CustomerServiceDesk),
  analytics: Type.Object({
    /** Google tag id (G-...), or null when the merchant has none. */
    gtagId: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Base URLs for images; the portal picks one at random per session. Empty: this origin. */
  imageCDNs: Type.Array(Type.String()),
  /** Base URLs game frames launch from; the portal picks one at random per launch. Empty: this origin. */
  launchGameCDNs: Type.Array(Type.String()),
});

export const VisitorLocation = Type.Object({
  ip: Type.String(),
  /** ISO 3166 code from the edge's country header (behind a trusted proxy), else null. */
  countryCode: Type.Union([Type.String(), Type.Null()]),
});

export const RegionRestrictionInfo = Type.Object({
  /** Ops switched region blocking on for this merchant. */
  on: Type.Boolean(),
  /** This visitor is blocked (status 2). */
  blocked: Type.Boolean(),
});
