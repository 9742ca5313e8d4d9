/** Height parsing of SPEC §5: feet and inches, centimetres or a decimal of feet, normalised as 5'2". */

const CM_PER_INCH = 2.54;
const FEET_INCHES = /^(\d{1,2})\s*(?:'|ft\.?|feet|foot)\s*(?:(\d{1,3})\s*(?:"|''|in\.?|inch|inches)?)?$/i;
const CENTIMETRES = /^(\d{1,3}(?:\.\d+)?)\s*cm$/i;
const DECIMAL = /^(\d{1,2})(?:\.(\d+))?$/;

const format = (feet: number, inches: number) => `${feet}'${inches}"`;

/** Rounded inches of 12 carry into the next foot (5.99 -> 6'0", 182.88cm -> 6'0"). */
function carry(feet: number, inches: number): string {
  return inches >= 12 ? format(feet + 1, inches - 12) : format(feet, inches);
}

/**
 * Accepts 5'2", 5' 2", 5ft 2in, 5 ft 2 in, 157cm, 157 cm and 5.2 (5 feet and 0.2 x 12 inches,
 * rounded). Written inches of 12 or more, and any other shape, give null.
 */
export function parseHeight(input: string): string | null {
  const s = input.trim();
  if (!s) return null;

  const fi = FEET_INCHES.exec(s);
  if (fi) {
    const feet = Number(fi[1]);
    const inches = fi[2] === undefined ? 0 : Number(fi[2]);
    return inches >= 12 ? null : format(feet, inches);
  }

  const cm = CENTIMETRES.exec(s);
  if (cm) {
    const totalInches = Number(cm[1]) / CM_PER_INCH;
    const feet = Math.floor(totalInches / 12);
    return carry(feet, Math.round(totalInches - feet * 12));
  }

  const dec = DECIMAL.exec(s);
  if (dec) {
    const feet = Number(dec[1]);
    const fraction = dec[2] === undefined ? 0 : Number(`0.${dec[2]}`);
    return carry(feet, Math.round(fraction * 12));
  }
  return null;
}
