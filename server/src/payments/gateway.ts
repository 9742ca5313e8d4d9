import type { Config } from '../config';
import { createPayuGateway, httpPostForm, type PostForm } from './payu';
import type { PaymentGateway } from './types';

export type { GatewayStatus, PaymentGateway, PaymentRequest, RefundAnswer, RefundCheck, RefundRequest, TransactionCheck } from './types';

/**
 * PayU and the sandbox run the same code; only URLs and keys differ. The sandbox's verify_payment
 * is answered in-process because the server cannot count on reaching its own PUBLIC_URL.
 */
export function createGateway(config: Config, sandboxPostForm?: PostForm): PaymentGateway {
  return createPayuGateway({
    key: config.PAYU_KEY,
    salt: config.PAYU_SALT,
    checkoutUrl: `${config.payuBaseUrl}/_payment`,
    verifyUrl: config.payuVerifyUrl,
    postForm: config.PAYMENT_GATEWAY === 'sandbox' && sandboxPostForm ? sandboxPostForm : httpPostForm,
  });
}

/**
 * What the start banner says about payments, in plain words: whoever starts the server must be able
 * to tell at a glance whether money is real, since the sandbox marks anything paid on request.
 */
export function describeGateway(config: Pick<Config, 'PAYMENT_GATEWAY' | 'payuBaseUrl' | 'payuVerifyUrl'>): string[] {
  if (config.PAYMENT_GATEWAY === 'sandbox') {
    return [
      `Payments: SANDBOX gateway at ${config.payuBaseUrl}. No real money is taken; anyone can mark a payment paid with 'Simulate success'.`,
      'Set PAYMENT_GATEWAY=payu with PAYU_KEY and PAYU_SALT for real payments.',
    ];
  }
  const lines = [`Payments: PayU checkout at ${config.payuBaseUrl}, verify_payment at ${config.payuVerifyUrl}.`];
  const hosts = [config.payuBaseUrl, config.payuVerifyUrl].map((url) => new URL(url).hostname);
  if (hosts.includes('test.payu.in')) {
    lines.push(
      "test.payu.in is PayU's test environment: no money moves. For live payments set PAYU_BASE_URL=https://secure.payu.in and PAYU_VERIFY_URL=https://info.payu.in/merchant/postservice?form=2.",
    );
  }
  return lines;
}

/** The banner's line about dollar payments: as with PayU, whoever starts the server must see whether money is real. */
export function describeStripe(config: Pick<Config, 'STRIPE_MODE' | 'stripeApiBase' | 'stripeSecretKey' | 'publicUrl'>): string[] {
  if (config.STRIPE_MODE === 'off') return ['Dollar payments: OFF (STRIPE_MODE=off); supporters pay in rupees only.'];
  if (config.STRIPE_MODE === 'sandbox') {
    return [
      `Dollar payments: SANDBOX Stripe at ${config.publicUrl}/sandbox/stripe. No real money is taken; anyone can mark a payment paid with 'Simulate success'.`,
      'Set STRIPE_MODE=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real dollar payments.',
    ];
  }
  const where = config.stripeApiBase ? ` (API at ${config.stripeApiBase})` : '';
  const lines = [`Dollar payments: Stripe Checkout${where}; webhook endpoint ${config.publicUrl}/api/payment/stripe/webhook.`];
  if (config.stripeSecretKey.startsWith('sk_test_')) lines.push("STRIPE_SECRET_KEY is a test key: Stripe's test mode, no money moves.");
  return lines;
}
