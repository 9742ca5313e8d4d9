import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import Stripe from 'stripe';
import request from 'supertest';
import { STRIPE_SANDBOX_SECRET_KEY, STRIPE_SANDBOX_WEBHOOK_SECRET } from '../../src/payments/stripe-sandbox';
import { stripeSandboxRouter } from '../../src/payments/stripe-sandbox';
import { createTestContext, setEventActive, type TestContext } from './app';

export interface StripeSandboxServer {
  /** STRIPE_API_BASE for the app under test. */
  apiBase: string;
  /** The app the sandbox's webhooks go to (set once it is built); none: webhooks are not delivered. */
  target: { app?: Express };
  /** Every request the sandbox served, as 'GET /v1/checkout/sessions/cs_…', in order: tests count gateway look-ups with it. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * The real Stripe sandbox router on its own port: supertest never listens, but the SDK needs a host
 * and port to talk to. Its webhooks are posted to the app's real webhook route.
 */
export async function startStripeSandbox(): Promise<StripeSandboxServer> {
  const target: StripeSandboxServer['target'] = {};
  const app = express();
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const requests: string[] = [];
  app.use('/sandbox/stripe', (req, _res, next) => {
    requests.push(`${req.method} ${req.path}`);
    next();
  });
  app.use(
    '/sandbox/stripe',
    stripeSandboxRouter({
      secretKey: STRIPE_SANDBOX_SECRET_KEY,
      webhookSecret: STRIPE_SANDBOX_WEBHOOK_SECRET,
      publicUrl: origin,
      deliverWebhook: async (rawBody, signature) => {
        if (!target.app) return;
        await request(target.app)
          .post('/api/payment/stripe/webhook')
          .set('Stripe-Signature', signature)
          .set('Content-Type', 'application/json')
          .send(rawBody);
      },
    }),
  );
  return {
    apiBase: `${origin}/sandbox/stripe`,
    target,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An app whose dollar payments go to its own Stripe sandbox, with the event open; its close() closes both. */
export async function stripeTestContext(): Promise<{ ctx: TestContext; sandbox: StripeSandboxServer }> {
  const sandbox = await startStripeSandbox();
  const app = await createTestContext({ STRIPE_API_BASE: sandbox.apiBase });
  sandbox.target.app = app.app;
  await setEventActive(app);
  const close = async () => {
    await app.close();
    await sandbox.close();
  };
  return { ctx: { ...app, close }, sandbox };
}

/** A Checkout Session as the sandbox now holds it, read over its REST API (not through the code under test). */
export async function fetchSession(apiBase: string, id: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${apiBase}/v1/checkout/sessions/${id}`, { headers: { Authorization: `Bearer ${STRIPE_SANDBOX_SECRET_KEY}` } });
  if (!res.ok) throw new Error(`session ${id}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** An event as Stripe sends it, around a Checkout Session. */
export function sessionEvent(type: string, session: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  });
}

/** Signed with the SDK's own test-header helper, exactly as Stripe signs. */
export const signature = (payload: string, secret = STRIPE_SANDBOX_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

export function postWebhook(app: Express, payload: string, sig: string | null = signature(payload)) {
  const req = request(app).post('/api/payment/stripe/webhook').set('Content-Type', 'application/json');
  return (sig === null ? req : req.set('Stripe-Signature', sig)).send(payload);
}

/** Presses a button of the sandbox's hosted page ("Simulate success" / "Simulate failure") like a browser, redirects not followed. */
export async function pressSandboxButton(payUrl: string, label: 'Simulate success' | 'Simulate failure'): Promise<Response> {
  const html = await (await fetch(payUrl)).text();
  for (const [, attrs, inner] of html.matchAll(/<form([^>]*)>(.*?)<\/form>/gs)) {
    if (!inner!.includes(label)) continue;
    const action = /action="([^"]*)"/.exec(attrs!)?.[1]?.replace(/&amp;/g, '&') ?? payUrl;
    const fields = new URLSearchParams();
    for (const [, name, value] of inner!.matchAll(/<input[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)) fields.set(name!, value!);
    const button = /<button[^>]*name="([^"]*)"[^>]*value="([^"]*)"/.exec(inner!);
    if (button) fields.set(button[1]!, button[2]!);
    return fetch(new URL(action, payUrl), { method: 'POST', body: fields, redirect: 'manual' });
  }
  throw new Error(`no "${label}" form on ${payUrl}`);
}
