/** `npm run backend`: the local Supabase stand-in alone (supabase/local/), until Ctrl+C. */
import { runGateway, stopOnSignals } from '../supabase/local/index.ts';
import { argsOrExit } from './lib/args.ts';

argsOrExit({});
stopOnSignals(await runGateway());
