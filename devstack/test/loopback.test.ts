/**
 * The emulators read and write everything without credentials, so every port of the local
 * stack listens on loopback only, never on all interfaces: read from the kernel's socket table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ports } from '../src/stack/config.ts';

const LISTEN = '0A';

/** Every listening socket: its address (as the kernel writes it, hex) and port. */
function listeners(): { address: string; port: number }[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === LISTEN)
      .map((fields) => {
        const [address, port] = fields[1]!.split(':');
        return { address: address!, port: parseInt(port!, 16) };
      }),
  );
}

/** 127.0.0.1 (IPv4, little-endian) and ::1 and ::ffff:127.0.0.1 (IPv6). */
const LOOPBACK = new Set(['0100007F', '00000000000000000000000001000000', '0000000000000000FFFF00000100007F']);

describe('the local stack', () => {
  it('listens on loopback only, on every one of its ports', () => {
    const open = listeners();
    for (const [role, port] of Object.entries(ports())) {
      const sockets = open.filter((socket) => socket.port === port);
      expect(sockets.length, `${role} (${port}) is listening`).toBeGreaterThan(0);
      for (const socket of sockets) expect(LOOPBACK.has(socket.address), `${role} (${port}) listens on ${socket.address}`).toBe(true);
    }
  });
});
