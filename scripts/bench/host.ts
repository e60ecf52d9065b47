/**
 * What the bench's host was like when it ran, printed before the figures and kept in browser.json, so
 * that two benches can be told apart by their machines before their code (docs/performance.md, "How the
 * figures are measured"). Two probes, run before any server or browser starts:
 * - the CPU loop of the docs (`node -e` summing i % 7 for 300 million i): the processor and how busy
 *   the other core is;
 * - 256 MB of new memory written once: what the kernel and the machine under it charge for fresh pages.
 *   Every Lighthouse run starts a new Chromium whose processes take their memory fresh, so a host
 *   where that is slow draws every page's first tasks slowly (set-up of the script context, the first
 *   layout, the first read of localStorage), which no code of the app's can change.
 */
import { cpus, loadavg } from 'node:os';

export interface HostFigures {
  cpu: string;
  cores: number;
  /** The CPU loop's time, ms. */
  cpuLoopMs: number;
  /** 256 MB of new memory allocated and written once, ms. */
  freshMemoryMs: number;
  /** The load average over 1, 5 and 15 minutes when the probes ran. */
  load: number[];
}

const FRESH_MEMORY_BYTES = 256 * 1024 * 1024;

export function probeHost(): HostFigures {
  let started = performance.now();
  let sum = 0;
  for (let i = 0; i < 3e8; i += 1) sum += i % 7;
  const cpuLoopMs = performance.now() - started;
  started = performance.now();
  // allocUnsafe leaves the pages untouched until fill writes them: the time is mostly the kernel's,
  // handing out each page on its first write.
  Buffer.allocUnsafe(FRESH_MEMORY_BYTES).fill(sum & 0xff);
  const freshMemoryMs = performance.now() - started;
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    cpuLoopMs: Math.round(cpuLoopMs),
    freshMemoryMs: Math.round(freshMemoryMs),
    load: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function describeHost(host: HostFigures): string {
  return (
    `Host: ${host.cores} × ${host.cpu}; CPU loop ${host.cpuLoopMs} ms, 256 MB of new memory ` +
    `${host.freshMemoryMs} ms, load ${host.load.join(' ')}`
  );
}
