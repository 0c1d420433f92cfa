/**
 * Turns on a shared resource for two kinds of work: requests (REST) and background work (Realtime
 * read-backs). At most `concurrency` run at once; when both kinds wait they take turns, so a burst
 * of background work can hold a request back by at most one background task, never by all of it.
 */
export type Lane = 'request' | 'background';

export class FairQueue {
  private readonly waiting: Record<Lane, (() => void)[]> = { request: [], background: [] };
  private running = 0;
  private lastLane: Lane = 'background';

  constructor(private readonly concurrency: number) {}

  async run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
    await this.turn(lane);
    try {
      return await task();
    } finally {
      this.running--;
      this.startNext();
    }
  }

  private turn(lane: Lane): Promise<void> {
    const idle = !this.waiting.request.length && !this.waiting.background.length;
    if (idle && this.running < this.concurrency) {
      this.running++;
      this.lastLane = lane;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting[lane].push(resolve));
  }

  private startNext(): void {
    while (this.running < this.concurrency) {
      const other: Lane = this.lastLane === 'request' ? 'background' : 'request';
      const lane = this.waiting[other].length ? other : this.lastLane;
      const wake = this.waiting[lane].shift();
      if (!wake) return;
      this.running++;
      this.lastLane = lane;
      wake();
    }
  }
}
