import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { assertPortFree, PortBusyError } from './processes.ts';

let holder: Server | undefined;
afterEach(() => holder?.close());

describe('assertPortFree', () => {
  it('passes for a free port', async () => {
    await expect(assertPortFree(0, 'anything')).resolves.toBeUndefined();
  });

  it('names the busy port, its role and how to choose other ports', async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder!.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    const error = await assertPortFree(port, 'Auth emulator').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortBusyError);
    expect((error as Error).message).toContain(`Port ${port} (Auth emulator) is already in use`);
    expect((error as Error).message).toContain('GH_PORT_OFFSET=1000 npm start');
  });
});
