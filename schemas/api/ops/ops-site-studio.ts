import { Type } from '@sinclair/typebox';
import { defineOpsEndpoint } from './ops-endpoint';
import { SITE_EDITORS, SITE_TEXT_MAX_BYTES, STUDIO_FILES } from './site-studio-rules';

/** A platform-wide operator names the merchant; an operator of one merchant may only name its own. */
const merchant = Type.Optional(Type.String({ minLength: 1, maxLength: 32 }));
/**
 * site.json as text: checked and kept exactly as written (key order, formatting). Its size
 * limit (SITE_TEXT_MAX_BYTES) is one of the checks, so the studio lists it like the others.
 */
const siteText = Type.String();
/** Which file a call reads, checks, previews or publishes; site.json when absent. */
const file = Type.Optional(
  Type.Union([Type.Literal(STUDIO_FILES[0]), Type.Literal(STUDIO_FILES[1])], { default: 'site' }),
);
/** JSON escaping may double a text's size on the wire; the text's own limit is checked after. */
const BODY_LIMIT = SITE_TEXT_MAX_BYTES * 2 + 64 * 1024;

/** One problem as `npm run validate` prints it: place, node, message, did-you-mean. */
export const SiteCheckProblem = Type.Object({
  /** 1-based; absent when the problem has no place (a file that cannot be read at all). */
  line: Type.Optional(Type.Integer()),
  column: Type.Optional(Type.Integer()),
  /** The node's id or a readable path, e.g. `pages › / › banner-carousel "home-banners" › props.group`. */
  path: Type.String(),
  /** JSON pointer of the value at fault. */
  pointer: Type.String(),
  message: Type.String(),
  suggestion: Type.Optional(Type.String()),
  severity: Type.Union([Type.Literal('error'), Type.Literal('note')]),
  /** The line exactly as `npm run validate` prints it. */
  text: Type.String(),
});

export const SiteVersionSummary = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** What changed from the version before, as JSON pointers (`/` for the first). */
  changed: Type.Array(Type.String()),
});

export const opsSiteSource = defineOpsEndpoint({
  id: 'backOffice.siteSource',
  method: 'GET',
  path: '/ops/site/source',
  token: true,
  encrypted: false,
  roles: SITE_EDITORS,
  summary:
    "The merchant's site.json (or theme.json) as the folder holds it, the newest accepted version (the base of a publish) and whether the files differ from what players are served.",
  request: Type.Object({ merchant, file }, { additionalProperties: false }),
  response: Type.Object({
    merchant: Type.String(),
    text: Type.String(),
    /** Null when no version was ever accepted. */
    versionId: Type.Union([Type.Integer(), Type.Null()]),
    /** The files in the folder are not the newest accepted version (refused, or not yet read). */
    differsFromServed: Type.Boolean(),
  }),
});

export const opsSiteCheck = defineOpsEndpoint({
  id: 'backOffice.siteCheck',
  method: 'POST',
  path: '/ops/site/check',
  token: true,
  encrypted: false,
  bodyLimit: BODY_LIMIT,
  roles: SITE_EDITORS,
  summary:
    'Check a site.json or theme.json text with every check of `npm run validate` (JSON, schema, semantics, translations, contrast, platform.json against it); nothing is written.',
  request: Type.Object({ merchant, file, text: siteText }, { additionalProperties: false }),
  response: Type.Object({ ok: Type.Boolean(), problems: Type.Array(SiteCheckProblem) }),
});

export const opsSitePublish = defineOpsEndpoint({
  id: 'backOffice.sitePublish',
  method: 'POST',
  path: '/ops/site/publish',
  token: true,
  encrypted: false,
  bodyLimit: BODY_LIMIT,
  roles: SITE_EDITORS,
  summary:
    'Publish a site.json or theme.json text edited from version `baseVersionId`: refused with its problems when a check fails (nothing written), 409 CONFLICT when another version was accepted since; else written to the folder, kept as a version with the operator as author and served at once.',
  request: Type.Object(
    {
      merchant,
      file,
      text: siteText,
      baseVersionId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  response: Type.Union([
    Type.Object({ published: Type.Literal(true), version: SiteVersionSummary }),
    Type.Object({ published: Type.Literal(false), problems: Type.Array(SiteCheckProblem) }),
  ]),
});

export const opsSiteHistory = defineOpsEndpoint({
  id: 'backOffice.siteHistory',
  method: 'GET',
  path: '/ops/site/history',
  token: true,
  encrypted: false,
  roles: SITE_EDITORS,
  summary: "The merchant's accepted site versions, newest first, with author, time and what each changed.",
  request: Type.Object(
    { merchant, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })) },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(SiteVersionSummary) }),
});

export const opsSiteRollback = defineOpsEndpoint({
  id: 'backOffice.siteRollback',
  method: 'POST',
  path: '/ops/site/rollback',
  token: true,
  encrypted: false,
  roles: SITE_EDITORS,
  summary:
    'Put an accepted version back in the folder as the newest version (served at once); 409 CONFLICT when another version was accepted since `baseVersionId`, refused when it no longer passes the checks.',
  request: Type.Object(
    {
      merchant,
      versionId: Type.Integer({ minimum: 1 }),
      baseVersionId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ version: SiteVersionSummary }),
});

export const opsSitePreview = defineOpsEndpoint({
  id: 'backOffice.sitePreview',
  method: 'POST',
  path: '/ops/site/preview',
  token: true,
  encrypted: false,
  bodyLimit: BODY_LIMIT,
  roles: SITE_EDITORS,
  summary:
    "Keep a draft that passes the checks for a few minutes under a random token, and answer the address on the merchant's host that shows the portal with it (only to that address; players never see a draft). Refused with its problems otherwise.",
  request: Type.Object(
    {
      merchant,
      file,
      text: siteText,
      /** The language and theme the draft opens in (its defaults for the preview only), e.g. `TY`, `light`. */
      language: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
      theme: Type.Optional(Type.Union([Type.Literal('dark'), Type.Literal('light')])),
    },
    { additionalProperties: false },
  ),
  response: Type.Union([
    Type.Object({
      ok: Type.Literal(true),
      /** The portal's address with the draft's token, e.g. `http://aurora.localhost:8510/?studio-preview=…`. */
      url: Type.String(),
      expiresAt: Type.String({ format: 'date-time' }),
    }),
    Type.Object({ ok: Type.Literal(false), problems: Type.Array(SiteCheckProblem) }),
  ]),
});
