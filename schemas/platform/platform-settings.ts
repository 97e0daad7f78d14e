import { Type } from '@sinclair/typebox';
import { FLAGS, GAME_TYPES } from '../site/constants';
import { PROTECTION_TOOLS } from '../api/protection-rules';

/**
 * whitelabels/<code>/platform.json: the merchant's server settings (merchants.settings).
 * Each service reads its own key with defaults; this schema names every key the
 * platform reads, so a typo or a wrong type is caught by `npm run validate` and refused
 * by a running platform (docs/decisions/platform-settings.md). Deep shapes a service
 * checks itself stay open objects here and are described where they are read.
 */
const Minutes = (description: string) => Type.Integer({ minimum: 1, description });
const Minor = (description: string) => Type.Integer({ minimum: 0, description });
const Section = (description: string, examples: unknown[]) =>
  Type.Object({}, { additionalProperties: true, description, examples });
const Urls = (description: string) =>
  Type.Array(Type.String({ pattern: '^https?://', description: 'an absolute http(s) base address' }), {
    description,
  });

export const PlatformSettingsSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'Path of platform.schema.json, for editors.' })),
    flags: Type.Optional(
      Type.Object(Object.fromEntries(FLAGS.map((f) => [f, Type.Optional(Type.Boolean())])), {
        additionalProperties: false,
        description: 'Server feature flags (spec §6), each true or false.',
        examples: [{ MOBILENUMREG3: true, FREEPLAY3: false }],
      }),
    ),
    modules: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z][\\w-]*$' }), Type.Boolean(), {
        description: 'Module switches of the permission tree by modId: false switches a module off.',
        examples: [{ chatRoom: false, feedback: false }],
      }),
    ),
    maintenance: Type.Optional(
      Type.Object(
        {
          on: Type.Boolean({ description: 'Maintenance (status 1) on or off.' }),
          message: Type.Optional(Type.String({ description: 'Shown on the maintenance page.' })),
          until: Type.Optional(Type.String({ format: 'date-time', description: 'Expected end, ISO time.' })),
        },
        {
          additionalProperties: false,
          description: 'Maintenance (usually set with `ops maintenance`).',
          examples: [{ on: false }],
        },
      ),
    ),
    regionRestriction: Type.Optional(
      Type.Object(
        {
          on: Type.Boolean({ description: 'Region blocking (status 2) on or off.' }),
          blockedIps: Type.Optional(
            Type.Array(Type.String(), { description: 'IPs and IPv4 ranges (CIDR).' }),
          ),
          blockedCountries: Type.Optional(
            Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { description: 'ISO country codes.' }),
          ),
        },
        {
          additionalProperties: false,
          description: 'Region blocking (usually set with `ops region`).',
          examples: [{ on: true, blockedCountries: ['US'] }],
        },
      ),
    ),
    imageCDNs: Type.Optional(Urls('Image CDN base addresses; the portal picks one at random.')),
    launchGameCDNs: Type.Optional(Urls('Game launch CDN base addresses.')),
    analytics: Type.Optional(
      Type.Object(
        { gtagId: Type.Optional(Type.String({ pattern: '^G-[A-Z0-9]+$', description: 'Google tag id.' })) },
        {
          additionalProperties: false,
          description: 'Analytics passed on by the permission call.',
          examples: [{ gtagId: 'G-ABC123' }],
        },
      ),
    ),
    resources: Type.Optional(
      Type.Array(
        Section('One resource: {resourceType, url, labelNameEn}.', [
          { resourceType: 'APP', url: 'https://example.com/app', labelNameEn: 'App' },
        ]),
        {
          description: 'Extra resources for the side bars and app page.',
        },
      ),
    ),
    registerRules: Type.Optional(
      Section(
        'Per registration field overrides of {enabled, required, patternId, acceptedPattern, minLength, maxLength}.',
        [{ email: { enabled: true, required: false } }],
      ),
    ),
    sessionIdleMinutes: Type.Optional(Minutes('Inactivity time-out (default 15).')),
    sessionMaxHours: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Absolute session lifetime in hours (default 12).' }),
    ),
    smsCodeMinutes: Type.Optional(Minutes('One-time code lifetime (default 2).')),
    passwordMaxAgeDays: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Password age forcing a change with PWDEXPFORCECHANGE3 (default 90).',
      }),
    ),
    adjustmentApprovalAbove: Type.Optional(
      Minor(
        "Balance adjustments larger than this, minor units either way, wait for a second back-office operator's approval (default 100000).",
      ),
    ),
    trialCredit: Type.Optional(Minor('Demo credit of a free-trial account, minor units (default 200000).')),
    newIpVerification: Type.Optional(
      Type.Boolean({ description: 'Second step for logins from an unregistered IP (default true).' }),
    ),
    initialDialingCode: Type.Optional(
      Type.String({
        pattern: '^\\d{1,4}$',
        description: 'Dialing code the phone picker starts on, e.g. "63".',
      }),
    ),
    defaultCountry: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{2}$',
        description: "The phone picker's fallback country (default PH).",
      }),
    ),
    countries: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), {
        description: 'ISO codes to offer in the phone picker (default all).',
      }),
    ),
    games: Type.Optional(
      Type.Object(
        {
          hiddenGameTypes: Type.Optional(
            Type.Array(Type.Unsafe<(typeof GAME_TYPES)[number]>({ type: 'string', enum: [...GAME_TYPES] }), {
              description:
                'Game types the server hides and refuses to launch (those the site does not offer).',
            }),
          ),
        },
        {
          additionalProperties: true,
          description: 'Game catalogue settings.',
          examples: [{ hiddenGameTypes: ['ELOTT'] }],
        },
      ),
    ),
    agents: Type.Optional(
      Section('Agent contracts and limits: kinds, maxRate, maxFixedDaily, transfer, maxRebate, maxLevels.', [
        { kinds: { hourlySalary: false } },
      ]),
    ),
    wallet: Type.Optional(
      Section('Wallet: {isSingle} for one wallet for every game.', [{ isSingle: false }]),
    ),
    cashier: Type.Optional(
      Section('Cashier: depositChannels, withdrawal and upline limits.', [
        { withdrawal: { minAmount: 5000, maxAmount: 5000000, confirmMinutes: 60 } },
      ]),
    ),
    wagering: Type.Optional(
      Section('Wagering requirements of bonuses: reward and mission.', [
        { reward: { multiple: 20, of: 'bonus-and-deposit' } },
      ]),
    ),
    protection: Type.Optional(
      Type.Object(Object.fromEntries(PROTECTION_TOOLS.map((t) => [t, Type.Optional(Type.Boolean())])), {
        additionalProperties: false,
        description:
          'Player-protection tools (docs/player-protection.md), each on unless false. Switching one off stops new use; what members already set keeps holding.',
        examples: [{ limits: true, timeOut: true, selfExclusion: true, realityChecks: false }],
      }),
    ),
    kyc: Type.Optional(
      Type.Object(
        {
          enabled: Type.Optional(
            Type.Boolean({ description: 'Members may send KYC documents online (on unless false).' }),
          ),
          requiredBeforeFirstWithdrawal: Type.Optional(
            Type.Boolean({
              description:
                'A member’s first withdrawal waits for approved KYC (off unless true; switches uploads on).',
            }),
          ),
        },
        {
          additionalProperties: false,
          description: 'KYC documents and the withdrawal rule (docs/player-protection.md "KYC").',
          examples: [{ enabled: true, requiredBeforeFirstWithdrawal: true }],
        },
      ),
    ),
    points: Type.Optional(
      Section('Point mall: minorPerPoint, minConvertPoints and earning.', [
        { minorPerPoint: 100, minConvertPoints: 10 },
      ]),
    ),
    customerService: Type.Optional(
      Section('Customer-service channels that override the site’s.', [{ url: 'https://example.com/chat' }]),
    ),
    socialProviders: Type.Optional(
      Type.Array(
        Section('One OpenID provider: {id, issuer, clientId, ...}.', [
          { id: 'google', issuer: 'https://accounts.google.com', clientId: 'client-id' },
        ]),
        { description: 'Social sign-in providers (with SOCIALLOGIN3).' },
      ),
    ),
    sms: Type.Optional(
      Section('SMS: {dailyQuota} codes a member may ask for per day.', [{ dailyQuota: 10 }]),
    ),
  },
  {
    additionalProperties: false,
    description: 'A merchant’s server settings (whitelabels/<code>/platform.json).',
  },
);
