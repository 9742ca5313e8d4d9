/**
 * Text PostgreSQL can store and a person could have typed: no NUL (PostgreSQL's text type cannot
 * hold it), no other C0 control character except tab and line breaks, no DEL, and no lone UTF-16
 * surrogate (the UTF-8 encoder would silently turn it into U+FFFD). The server refuses such input at
 * its edge; forms use the same test for instant feedback.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

const REASON = 'contains a character that is not allowed (a control character or a broken Unicode sequence).';

/** The sentence for a field, e.g. `"name" contains a character that is not allowed (…)`. */
export function unstorableTextMessage(field?: string): string {
  return `${field ? `"${field}"` : 'This field'} ${REASON}`;
}
