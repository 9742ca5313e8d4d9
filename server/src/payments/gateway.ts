import type { Config } from '../config';
import { createPayuGateway, httpPostForm, type PostForm } from './payu';

/** What we ask the gateway to charge; every value is already a PayU-safe string. */
export interface PaymentRequest {
  txnid: string;
  /** Two decimals, e.g. '2000.00'. */
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  surl: string;
  furl: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

export type GatewayStatus = 'success' | 'failure' | 'pending' | 'not_found';

export interface TransactionCheck {
  status: GatewayStatus;
  amount?: string;
  mihpayid?: string;
  raw: unknown;
}

/** The hosted-checkout protocol the payment service speaks; PayU and our sandbox both serve it. */
export interface PaymentGateway {
  /** Where the browser posts the form fields (PayU `_payment`). */
  checkoutUrl: string;
  formFields(p: PaymentRequest): Record<string, string>;
  /** True only when the response's reverse hash is ours (and the key is our merchant key). */
  verifyResponse(fields: Record<string, string>): boolean;
  /** Server-to-server status check (PayU verify_payment). */
  verifyTransaction(txnid: string): Promise<TransactionCheck>;
}

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
