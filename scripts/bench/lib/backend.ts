/**
 * The local backend the pages' live-notification overlay connects to after load, over a
 * throwaway database; without it a page logs connection errors that `npm start`'s page never
 * shows. Another backend already on its port serves instead (the end-to-end tests' one, say).
 */
import { startGateway, type Gateway } from '../../../supabase/local/index.ts';

export async function startBenchBackend(
  dataDir: string,
  origin: string,
  benchName: string,
): Promise<Gateway | undefined> {
  try {
    return await startGateway({ dataDir, allowedOrigins: [origin] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.warn(
      `${benchName}: the backend port is taken by another process; the overlay connects to that one, which may refuse this origin.`,
    );
    return undefined;
  }
}
