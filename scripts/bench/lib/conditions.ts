/**
 * The device and network conditions of `bench:interactions`, applied per page through the
 * DevTools protocol: a CPU slowdown of the renderer's main thread, and a latency and bandwidth
 * limit on every request the page makes (the same numbers as Lighthouse's mobile throttling).
 */
import type { CDPSession } from '@playwright/test';

export interface Condition {
  id: 'loopback' | 'throttled';
  /** As the table's column names it. */
  label: string;
  cpuSlowdown: number;
  network?: { rttMs: number; downKbps: number; upKbps: number };
}

export const CONDITIONS: readonly Condition[] = [
  { id: 'loopback', label: '1× CPU, loopback', cpuSlowdown: 1 },
  {
    id: 'throttled',
    label: '4× CPU + 150 ms RTT / 1.6 Mbps',
    cpuSlowdown: 4,
    network: { rttMs: 150, downKbps: 1600, upKbps: 750 },
  },
];

export const CONDITION_IDS = CONDITIONS.map((condition) => condition.id);

/** Bytes per second from kilobits per second, as the protocol wants them. */
const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;

/** Applies a condition to the page the session is attached to, before it navigates. */
export async function applyCondition(cdp: CDPSession, condition: Condition): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuSlowdown });
  if (!condition.network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: condition.network.rttMs,
    downloadThroughput: bytesPerSecond(condition.network.downKbps),
    uploadThroughput: bytesPerSecond(condition.network.upKbps),
  });
}
