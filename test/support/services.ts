// A Services instance on a fresh temporary data folder, removed after the test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Services, type ServicesOptions } from '../../app/services.ts';

export function temporaryServices(options: Omit<ServicesOptions, 'home'> = {}): { services: Services; dispose(): void } {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-test-'));
  const services = new Services({ ...options, home });
  return {
    services,
    dispose() {
      services.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
