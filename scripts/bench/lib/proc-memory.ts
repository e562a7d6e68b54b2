/**
 * Memory of a function in the Functions emulator: the emulator runs each function in its own
 * node worker process, started with FUNCTION_TARGET=<function> and GCLOUD_PROJECT=<project>
 * in its environment. We find this suite's worker in /proc and read VmHWM (the kernel's peak
 * resident set since the process started) and VmRSS. The worker's own baseline (node,
 * firebase-admin, the functions bundle) is included: it is the whole process's peak, which is
 * what a Cloud Functions memory limit applies to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { PROJECT_ID } from '../../lib/local-env';

export interface WorkerMemory {
  pid: number;
  hwmBytes: number;
  rssBytes: number;
}

function statusKb(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

export function exportWorkerMemory(target: string): WorkerMemory[] {
  const workers: WorkerMemory[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (!env.includes(`FUNCTION_TARGET=${target}`)) continue;
      if (!env.includes(`GCLOUD_PROJECT=${PROJECT_ID}`)) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      workers.push({
        pid: Number(entry),
        hwmBytes: statusKb(status, 'VmHWM'),
        rssBytes: statusKb(status, 'VmRSS'),
      });
    } catch {
      // the process ended or is not ours to read
    }
  }
  return workers;
}

/** Samples the workers every 100 ms (a worker could end before the final read). */
export function startMemorySampler(target: string) {
  let peakBytes = 0;
  const pids = new Set<number>();
  const sample = () => {
    for (const w of exportWorkerMemory(target)) {
      pids.add(w.pid);
      peakBytes = Math.max(peakBytes, w.hwmBytes, w.rssBytes);
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop: async () => {
      clearInterval(timer);
      sample();
      return { peakBytes, pids: [...pids] };
    },
  };
}
