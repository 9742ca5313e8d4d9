/** The gateway contract on its own, so the PayU client and the factory both use it without importing each other. */

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
  /** Full or partial refund (PayU cancel_refund_transaction). */
  refund(r: RefundRequest): Promise<RefundAnswer>;
  /** Where a refund request stands (PayU check_action_status). */
  refundStatus(requestId: string): Promise<RefundCheck>;
}

/** A full or partial refund of a captured payment (PayU `cancel_refund_transaction`). */
export interface RefundRequest {
  /** PayU's id of the payment (var1). */
  mihpayid: string;
  /** Our unique reference for this refund (var2); PayU refuses a token it has seen. */
  tokenId: string;
  /** Two decimals (var3). */
  amount: string;
}

export type RefundAnswer =
  { accepted: true; requestId: string; message: string; raw: unknown } | { accepted: false; message: string; raw: unknown };

/**
 * What `check_action_status` says about a refund request: PayU queues refunds, raises them to the bank
 * (in progress), or sends them for offline processing (requested), then they succeed or fail.
 */
export type RefundState = 'queued' | 'in_progress' | 'requested' | 'success' | 'failure' | 'unknown';

export interface RefundCheck {
  status: RefundState;
  raw: unknown;
}
