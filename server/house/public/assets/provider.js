import { $, api, failureText, ticket, translatePage } from './house-common.js';

// A vendor of the demo catalogue that no engine plays: say so plainly.
async function start() {
  translatePage();
  try {
    const session = await api('GET', '/house/api/session', { ticket });
    document.title = session.game.name;
    $('game-name').textContent = `${session.game.vendorTitle} · ${session.game.name}`;
    $('game-icon').src = session.game.icon;
  } catch (err) {
    $('message').textContent = failureText(err);
  } finally {
    $('app').setAttribute('aria-busy', 'false');
  }
}
start();
