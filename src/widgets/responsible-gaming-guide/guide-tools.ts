/** The player-protection tools the responsible-gaming page can describe; a merchant lists those it offers. */
export const GUIDE_TOOLS = ['limits', 'realityChecks', 'timeOut', 'selfExclusion', 'closure'] as const;
export type GuideTool = (typeof GUIDE_TOOLS)[number];
