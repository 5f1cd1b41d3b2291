import { describe, expect, it } from 'vitest';
import { BASE_PORTS, ports } from './config.ts';
import firebaseJson from '../../../firebase.json' with { type: 'json' };

describe('ports', () => {
  it('shifts every port by the offset', () => {
    expect(ports(1000).web).toBe(BASE_PORTS.web + 1000);
    expect(ports(1000).mailWeb).toBe(BASE_PORTS.mailWeb + 1000);
  });

  it('never gives a port that fetch and browsers refuse (10080 at offset 9000)', async () => {
    const inbox = ports(9000).mailWeb;
    expect(inbox).toBe(10081);
    // fetch() refuses a bad port before connecting; any other answer (here: nothing listens) is a connection error.
    const refusal = async (port: number) => String(((await fetch(`http://127.0.0.1:${port}/`).catch((e: Error) => e)) as Error).cause);
    expect(await refusal(10080)).toMatch(/bad port/);
    expect(await refusal(inbox)).not.toMatch(/bad port/);
  });
});

describe("firebase.json's headers, as deployed", () => {
  it('name no development address: the local web server adds the emulators to its own copy', () => {
    const headers = JSON.stringify(firebaseJson.hosting.headers);
    expect(headers).not.toMatch(/127\.0\.0\.1|localhost|http:\/\//);
    expect(headers).toContain('connect-src ');
  });
});
