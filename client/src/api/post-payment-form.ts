/**
 * Hands the visitor to the payment gateway: the gateway wants a real browser form POST (not fetch),
 * so a hidden form is built with one hidden input per field and submitted.
 */
export function postPaymentForm(url: string, fields: Record<string, string | number | boolean | null | undefined>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/**
 * Stripe Checkout (issue #17: USD payments) is a plain page visit, not a signed form post: the
 * initiate call answers `{url, method: 'GET'}` and the browser simply goes there. assign(), not
 * replace(): Back from the checkout page returns to the screen the payment was started from.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
