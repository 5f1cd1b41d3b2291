import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustRule } from './client-address.ts';

const request = (forwardedFor: string | undefined, peer: string) =>
  ({ headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer }, connection: { remoteAddress: peer } }) as unknown as IncomingMessage;

const HOSTING = '35.191.4.4';
const deployed = trustRule([`${HOSTING}/32`], true);

describe('the client address, deployed', () => {
  it('through Hosting: the entry Hosting appended, whatever the caller wrote before it', () => {
    expect(clientAddress(request(`203.0.113.9, ${HOSTING}`, '169.254.8.1'), deployed)).toBe('203.0.113.9');
    expect(clientAddress(request(`1.1.1.1, 6.6.6.6, 203.0.113.9, ${HOSTING}`, '169.254.8.1'), deployed)).toBe('203.0.113.9');
  });

  it("at the function's own URL: the entry Google's front end appended, never a made-up one", () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.9', '169.254.8.1'), deployed)).toBe('203.0.113.9');
    expect(clientAddress(request(`${HOSTING}, 203.0.113.9`, '169.254.8.1'), deployed)).toBe('203.0.113.9');
  });

  it('with no proxy listed, Hosting itself is the caller: coarse, never spoofed', () => {
    expect(clientAddress(request(`203.0.113.9, ${HOSTING}`, '169.254.8.1'), trustRule([], true))).toBe(HOSTING);
  });
});

describe('the client address on the Functions emulator', () => {
  const local = trustRule(['127.0.0.1'], false);

  it('through the local web server: the address it saw', () => {
    expect(clientAddress(request('6.6.6.6, 127.4.5.6, 127.0.0.1', '127.0.0.1'), local)).toBe('127.4.5.6');
  });

  it('reached directly: the connection, whatever the header says', () => {
    expect(clientAddress(request('6.6.6.6', '127.4.5.6'), local)).toBe('127.4.5.6');
    expect(clientAddress(request(undefined, '127.4.5.6'), local)).toBe('127.4.5.6');
  });
});
