import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /**
     * `full`: the whole form (login popup, /login page). `compact`: the header's
     * inline username, password and buttons (a "Log in" button on phones); anything
     * more (captcha, SMS, second step) continues in the login popup.
     */
    layout: Type.Union([Type.Literal('full'), Type.Literal('compact')], { default: 'full' }),
    /** Show the page heading (the /login page; the popup has its own title). */
    showHeading: Type.Boolean({ default: false }),
    /** Where to go after a login from this form; none stays on the page (popups close). */
    afterLoginRoute: Type.Optional(Type.String({ pattern: '^/' })),
  },
  { additionalProperties: false },
);

export type LoginFormProps = Static<typeof propsSchema>;
