import { msg } from '@lingui/core/macro';

/**
 * Texts merchants name by id in the footer and side-bar nodes of site.json; defined
 * here so extraction keeps them in every catalog (see site-messages.ts).
 */
export const shellMessages = [
  // Footer column titles and links.
  msg({ id: 'footer.play', message: 'Play' }),
  msg({ id: 'footer.help', message: 'Help & info' }),
  msg({ id: 'footer.responsible', message: 'Responsible gaming' }),
  msg({ id: 'footer.playResponsibly', message: 'Play responsibly' }),
  msg({ id: 'footer.gettingHelp', message: 'Getting help' }),
  msg({ id: 'footer.accountSafety', message: 'Keeping your account safe' }),
  msg({ id: 'footer.contact', message: 'Contact us' }),
  msg({ id: 'footer.faq', message: 'Questions and answers' }),
];
