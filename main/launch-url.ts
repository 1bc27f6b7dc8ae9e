// Browser mode prints one URL that carries its launch token ("http://127.0.0.1:PORT/#token=…").
// Programs that start it as a child (the e2e tests, the fuzzer) wait for that line.
import type { ChildProcess } from 'node:child_process';

export const LAUNCH_URL = /http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+/;

/** The launch URL a starting browser-mode child prints, or an error with its output so far. */
export function waitForLaunchUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`browser mode did not print its URL within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LAUNCH_URL.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with ${code}:\n${output}`));
    });
  });
}
