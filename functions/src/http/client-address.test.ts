import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustRule } from './client-address.ts';

/** As the function sees a request: the platform's connection, and the header it was handed. */
const request = (forwardedFor: string, peer?: string) =>
  ({
    headers: { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

const HOSTING = '35.191.4.4';
const hosted = trustRule([`${HOSTING}/32`]);

describe('the client address', () => {
  it('through Hosting: the entry Hosting appended, whatever the caller wrote before it', () => {
    expect(clientAddress(request(`203.0.113.9, ${HOSTING}`, '169.254.8.1'), hosted)).toBe('203.0.113.9');
    expect(clientAddress(request(`1.1.1.1, 6.6.6.6, 203.0.113.9, ${HOSTING}`, '169.254.8.1'), hosted)).toBe('203.0.113.9');
  });

  it("at the function's own URL: the entry Google's front end appended, never a made-up one", () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.9', '169.254.8.1'), hosted)).toBe('203.0.113.9');
    expect(clientAddress(request(`${HOSTING}, 203.0.113.9`, '169.254.8.1'), hosted)).toBe('203.0.113.9');
  });

  it('with no proxy listed, Hosting itself is the caller: coarse, never spoofed', () => {
    expect(clientAddress(request(`203.0.113.9, ${HOSTING}`, '169.254.8.1'), trustRule([]))).toBe(HOSTING);
  });

  it('on the emulator, whose connection to the function is a local socket with no address', () => {
    const local = trustRule(['127.0.0.1']);
    expect(clientAddress(request('6.6.6.6, 127.4.5.6, 127.0.0.1'), local)).toBe('127.4.5.6');
    expect(clientAddress(request('6.6.6.6, 127.4.5.6'), local)).toBe('127.4.5.6');
  });
});
