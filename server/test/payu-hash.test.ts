import { createHash } from 'node:crypto';
import { commandHash, hashesEqual, parseVerifyAnswer, requestHash, responseHash } from '../src/payments/payu';

const sha512 = (s: string) => createHash('sha512').update(s).digest('hex');

const request = {
  key: 'gtKFFx',
  txnid: 'T0123456789abcdef0123',
  amount: '2500.00',
  productinfo: 'Season 10 charity donation',
  firstname: 'Asha',
  email: 'asha@example.com',
  udf1: 'donation',
  udf2: 'ref-1',
};

describe('PayU hashes (DESIGN §5)', () => {
  test('when a request is signed, then it is sha512 of key|txnid|amount|productinfo|firstname|email|udf1..5||||||SALT', () => {
    const expected = sha512(
      'gtKFFx|T0123456789abcdef0123|2500.00|Season 10 charity donation|Asha|asha@example.com|donation|ref-1|||||||||salt42',
    );
    expect(requestHash(request, 'salt42')).toBe(expected);
  });

  test('when a response is checked, then the reverse hash is SALT|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key', () => {
    const response = { ...request, status: 'success', udf3: 'c', udf5: 'e' };
    const expected = sha512(
      'salt42|success||||||e||c|ref-1|donation|asha@example.com|Asha|Season 10 charity donation|2500.00|T0123456789abcdef0123|gtKFFx',
    );
    expect(responseHash(response, 'salt42')).toBe(expected);
  });

  test('when PayU sends additional_charges, then it leads the reverse hash', () => {
    const response = { ...request, status: 'failure', additional_charges: '12.50' };
    const expected = sha512(
      '12.50|salt42|failure|||||||||ref-1|donation|asha@example.com|Asha|Season 10 charity donation|2500.00|T0123456789abcdef0123|gtKFFx',
    );
    expect(responseHash(response, 'salt42')).toBe(expected);
  });

  test('when verify_payment is called, then its hash is key|verify_payment|txnid|salt', () => {
    expect(commandHash('gtKFFx', 'verify_payment', 'T1', 'salt42')).toBe(sha512('gtKFFx|verify_payment|T1|salt42'));
  });

  test('when hashes are compared, then case is ignored and anything else differs', () => {
    const h = sha512('x');
    expect(hashesEqual(h, h.toUpperCase())).toBe(true);
    expect(hashesEqual(h, `${h.slice(0, -1)}0`)).toBe(h.endsWith('0'));
    expect(hashesEqual(h, h.slice(1))).toBe(false);
    expect(hashesEqual(h, undefined)).toBe(false);
  });

  test('when verify_payment answers, then its transaction details are read, and Not Found is not_found', () => {
    const found = parseVerifyAnswer('T1', {
      status: 1,
      transaction_details: { T1: { status: 'success', amt: '2500.00', mihpayid: '403' } },
    });
    expect(found).toMatchObject({ status: 'success', amount: '2500.00', mihpayid: '403' });
    expect(parseVerifyAnswer('T1', { status: 0, transaction_details: { T1: { status: 'Not Found', mihpayid: 'Not Found' } } }).status).toBe(
      'not_found',
    );
    expect(parseVerifyAnswer('T1', 'garbage').status).toBe('not_found');
  });
});
