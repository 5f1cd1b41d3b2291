/**
 * The identity routes in-process: what they refuse before reaching Firestore or Auth (no
 * emulator runs here, so a request that got that far would not be answered in time).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { createApp } from './app.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function post(path: string, body: string) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

describe('identity routes refuse bad requests before any lookup', () => {
  it.each([
    ['/login/admin', '{"email":"a@example.com"}', 'User type must be senior or volunteer', 'invalidInput'],
    ['/login/otp-verify/staff', '{"email":"a@example.com","loginotp":"123456"}', 'User type must be senior or volunteer', 'invalidInput'],
    ['/login/senior', '{"email": ', SERVER_MESSAGES.badJson, 'badJson'],
    ['/login/senior', '{"email":"not-an-email"}', 'Please enter a valid email address', 'invalidInput'],
    ['/login/otp-verify/volunteer', '{"email":"a@example.com"}', 'Code is required', 'invalidInput'],
    ['/register/senior', '{}', 'Name is required', 'invalidInput'],
    ['/register/volunteer', '[]', SERVER_MESSAGES.badJson, 'badJson'],
    ['/otp-verify/senior', '{"email":"a@example.com","otp":"12345678"}', 'The code has at most 6 characters', 'invalidInput'],
  ])('POST %s %s', async (path, body, message, code) => {
    expect(await post(path, body)).toEqual({ status: 400, body: { message, code } });
  });

  it.each(['/volunteer/a%40example.com', '/senior/a%40example.com'])('GET %s without a bearer token is a 401', async (path) => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer']) {
      const res = await fetch(`${base}${path}`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: SERVER_MESSAGES.unauthenticated, code: 'unauthenticated' });
    }
  });
});
