import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks per second, the unit of the CPU times in /proc/<pid>/stat. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** User and system CPU time of a process in ms; `withChildren` adds that of its children it has reaped. */
function cpuMsOfPid(pid: number | string, withChildren = false): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  // utime, stime, cutime, cstime: fields 14 to 17 of stat(5), 11 to 14 after the name.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
  return ((utime + stime + (withChildren ? cutime + cstime : 0)) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time of every PostgreSQL process on this machine: the running ones, and through the
 * postmaster's count of its reaped children, the backends that have ended. Between two readings
 * the difference is what the server spent, whichever backends came and went.
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name === 'postgres' || name === 'postmaster') total += cpuMsOfPid(entry, true);
  }
  return total;
}

/** A named process to account for: this one (no pid), or another by pid. */
export interface AccountedProcess {
  name: string;
  pid?: number;
}

export type CpuSplit = { name: string; ms: number }[];

export interface CpuAccount {
  split: CpuSplit;
  /** Wall time of the account times the cores. */
  availableMs: number;
}

function cpuMsOf(target: AccountedProcess): number {
  if (target.pid !== undefined) return cpuMsOfPid(target.pid);
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * CPU time spent between now and `stop()` by each process, by this process (named `ownName`: by
 * default "load", the load generator and the baseline's client) and by PostgreSQL, beside the
 * time the cores had.
 */
export function startCpuAccount(processes: readonly AccountedProcess[], ownName = 'load') {
  const all = [...processes, { name: ownName }];
  const read = () => [...all.map(cpuMsOf), postgresCpuMs()];
  const before = read();
  const startedAt = performance.now();
  return {
    stop(): CpuAccount {
      const after = read();
      const names = [...all.map((target) => target.name), 'PostgreSQL'];
      return {
        split: names.map((name, index) => ({ name, ms: after[index]! - before[index]! })),
        availableMs: (performance.now() - startedAt) * os.availableParallelism(),
      };
    },
  };
}

/** "API 0.61, projector 0.93, PostgreSQL 1.80, load 0.42 ms per POST; 96% of the cores", per operation. */
export function describeCpu({ split, availableMs }: CpuAccount, operations: number, operation: string): string {
  const used = split.reduce((sum, part) => sum + part.ms, 0);
  const parts = split.map((part) => `${part.name} ${(part.ms / operations).toFixed(2)}`).join(', ');
  return `${parts} ms of CPU per ${operation} (${Math.round((100 * used) / availableMs)}% of the cores)`;
}
