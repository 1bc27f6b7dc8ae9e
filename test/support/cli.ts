// Runs the real `proxyfish` command: in a child process, as a user would, or in-process through
// main() (much faster: no TypeScript transpiling per launch), capturing what it prints.
import { spawnSync } from 'node:child_process';
import { vi } from 'vitest';
import { main } from '../../app/cli/main.ts';

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { home?: string; input?: string } = {}): CliRun {
  const result = spawnSync(process.execPath, ['bin/proxyfish.js', ...(options.home ? ['--home', options.home] : []), ...args], {
    encoding: 'utf8',
    input: options.input,
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface InProcessRun {
  code: number;
  out: string;
  err: string;
}

/** `proxyfish --home HOME ARGS…` in this process; the exit status it would have, and its output. */
export async function runCliInProcess(home: string, args: string[]): Promise<InProcessRun> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(parts.join(' ')));
  const previousExitCode = process.exitCode;
  try {
    const code = await main(['node', 'proxyfish', '--home', home, ...args]);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    process.exitCode = previousExitCode;
    log.mockRestore();
    error.mockRestore();
  }
}
