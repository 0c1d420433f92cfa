/**
 * The one door from scripts/ tests to the site's server render (lint forbids scripts/ from
 * importing src/ beyond shared/ and generated/): the studio's preview tests render a page
 * document as the dev server does.
 */
export { render as renderPage } from '../../src/entry-server.tsx';
