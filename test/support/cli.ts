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

/**
 * Runs `proxyfish ARGS` inside the test process (no child: fast and steady on a busy machine),
 * with what it prints on stdout and stderr captured.
 */
export async function runCliInProcess(args: string[], options: { home?: string } = {}): Promise<{ code: number; out: string; err: string }> {
  const { vi } = await import('vitest');
  const { main } = await import('../../app/cli/main.ts');
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(parts.join(' ')));
  try {
    const code = await main(['node', 'proxyfish', ...(options.home ? ['--home', options.home] : []), ...args]);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
