// Runs the real `proxyfish` command in a child process, as a user would.
import { spawnSync } from 'node:child_process';

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
