// The server under test when the renderer is not built: main/browser.ts (what `npm start`
// runs, and what the fuzzer starts when dist/renderer exists) refuses to start without it.
// The same core and the same HTTP transport (startApiServer) on 127.0.0.1 and a random port,
// without the renderer's files. Prints the launch URL with its token as browser mode does.
import { parseArgs } from 'node:util';
import { Services } from '../../app/services.ts';
import { startApiServer } from '../../main/http/server.ts';

const { values } = parseArgs({ options: { home: { type: 'string' } } });
if (!values.home) {
  console.error('usage: server.ts --home DIR');
  process.exit(2);
}
const services = new Services({ home: values.home });
const server = await startApiServer({ services });
console.log(server.launchUrl);

const stop = async () => {
  await server.close();
  services.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
