import { startHeadControls } from './client/controls/headControls.ts';

startHeadControls();
