import { startTabsAndCarousels } from './client/controls/headControls.ts';

startTabsAndCarousels();
