/** The side bar's shortcuts, in their default order (the props schema and the widget share them). */
export const SIDE_BAR_ITEMS = [
  'promotion',
  'service',
  'chat',
  'feedback',
  'telegram',
  'app',
  'invite',
] as const;
export type SideBarItem = (typeof SIDE_BAR_ITEMS)[number];
