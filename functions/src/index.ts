/** Deployed functions. This module only wires; the work lives in http/, services/ and store/. */
import { onRequest } from 'firebase-functions/https';
import { createApp } from './http/app.ts';

// Secret Manager holds these in a deployment; locally the stack passes them in the environment.
const SECRETS = ['ADMIN_KEY', 'SMTP_PASS'];

export const api = onRequest({ region: 'us-central1', secrets: SECRETS }, createApp());
