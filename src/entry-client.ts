import { startPage } from './client/runtime.ts';

startPage();
