/** Deployed functions. This module only wires; the work lives in http/, callable/, services/ and store/. */
import { onCall, onRequest } from 'firebase-functions/https';
import { adminSessionCallable } from './callable/admin-session.ts';
import { createApp } from './http/app.ts';

// Secret Manager holds these in a deployment; locally the stack passes them in the environment.
// LINK_SECRET is optional (config.ts): to use one, set it there and add it to this list.
const SECRETS = ['ADMIN_KEY', 'SMTP_PASS'];

export const api = onRequest({ region: 'us-central1', secrets: SECRETS }, createApp());

export const adminSession = onCall({ region: 'us-central1', secrets: ['ADMIN_KEY'] }, adminSessionCallable);
