import { randomBytes } from 'node:crypto';
import { MSG, RECEIPT_MSG, type RegistrationReceipt } from '@pageant/common';
import type { RegistrationDetailsInput, RegistrationInput } from '@pageant/common/content/registration';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Logger } from '../../logger';
import { removeStored, withStoredImages } from '../../storage/cleanup';
import type { StorageDriver } from '../../storage/driver';
import type { ImageOptions } from '../../storage/images';
import type { PaymentEffect, PaymentReversal, PaymentService } from '../payments/service';
import { defaultPricing, type Pricing } from '../pricing/service';
import { toAmountString, toMinorUnits, type Currency } from '@pageant/common/content/pricing';
import type { SeasonService } from '../season/service';
import { assertRegistrationOpen } from './window';
import * as repo from './repo';
import type { ListQuery, RegistrationRow } from './repo';
import { csvRow } from './csv';
import { pipelineFields } from './pipeline-service';
import type { Mailer } from '../../mail/mailer';
import { detailsReceipt, paymentReceiptUrl, registrationConfirmation, registrationDetailsUrl } from '../../mail/templates';
import { issueSignInLinks } from '../contestant-auth/service';

export const REGISTRATION_PRODUCT = 'Season 10 contestant registration';
export const DETAILS_SUCCESS = 'Details submitted successfully! Thankyou for the registration.......';
export const REQUIRED_PICTURE_COUNT = 3;
export const REGISTRATION_NOT_FOUND = 'Registration not found or not paid yet.';

export interface RegistrationDeps {
  db: Db;
  payments: PaymentService;
  storage: StorageDriver;
  logger: Logger;
  config: Pick<Config, 'REGISTRATION_FEE' | 'publicUrl'>;
  /** Confirmation and receipt mails; sent after commit, never undoing a payment. */
  mailer?: Mailer;
  /** The dollar fee, and whether dollars are offered (default: the default dollar table). */
  pricing?: Pricing;
  /** The season calendar, whose registration window payments must fall in (issue #32); without it, no window. */
  season?: Pick<SeasonService, 'current'>;
}

/** DESIGN §5: the details step's key is an unguessable token (128 random bits), never the row id. */
export const newRegistrationToken = () => randomBytes(16).toString('hex');

/** What the confirmation mail needs; the mail module calls this with payment.referenceId (the registration id). */
export async function registrationConfirmationData(db: DbOrTx, registrationId: string) {
  const r = await repo.findById(db, registrationId);
  if (!r || r.paymentStatus !== 'success') return null;
  return {
    to: r.email,
    fullName: r.fullName,
    category: r.category,
    token: r.token,
    amount: r.amount,
    currency: r.currency,
    paidAt: r.paidAt,
  };
}

/**
 * Marks the registration paid inside the transaction that settles its payment; after commit, mails
 * the contestant her link to the details step (the token is also that link's key).
 */
export const markRegistrationPaid =
  (mailer: Mailer | undefined, publicUrl: string): PaymentEffect =>
  async (tx, payment) => {
    const row = await repo.markPaid(tx, payment.referenceId);
    if (!row) throw new Error(`payment ${payment.txnid} refers to an unknown registration`);
    if (!mailer) return undefined;
    const mail = registrationConfirmation({
      name: row.fullName,
      detailsUrl: registrationDetailsUrl(publicUrl, row.token),
      receiptUrl: paymentReceiptUrl(publicUrl, payment.txnid),
      fee: { amount: payment.amount, currency: payment.currency },
      signIn: await issueSignInLinks(tx, row.id, publicUrl),
    });
    return () => void mailer.send({ to: row.email, ...mail });
  };

/** A refunded registration no longer holds its place (nor its e-mail: she may register again). */
export const markRegistrationRefunded: PaymentReversal = async (tx, payment) => {
  await repo.markRefunded(tx, payment.referenceId);
};

const publicView = (r: RegistrationRow) => ({
  fullName: r.fullName,
  email: r.email,
  category: r.category,
  address: r.address ?? '',
  height: r.height ?? '',
  weight: r.weight ?? '',
  hairColor: r.hairColor ?? '',
  skinColor: r.skinColor ?? '',
  eyeColor: r.eyeColor ?? '',
  pictures: r.pictures.map((p) => p.url),
});

const adminView = (r: RegistrationRow) => ({
  _id: r.id,
  id: r.id,
  fullName: r.fullName,
  age: r.age,
  email: r.email,
  education: r.education,
  category: r.category,
  contactNumber: r.contactNumber,
  whatsappNumber: r.whatsappNumber,
  amount: r.amount,
  currency: r.currency,
  paymentStatus: r.paymentStatus,
  paidAt: r.paidAt,
  address: r.address,
  height: r.height,
  weight: r.weight,
  hairColor: r.hairColor,
  skinColor: r.skinColor,
  eyeColor: r.eyeColor,
  pictures: r.pictures.map((p) => p.url),
  detailsSubmittedAt: r.detailsSubmittedAt,
  createdAt: r.createdAt,
});

/** Rows read per query while exporting, so memory stays bounded however many registrations exist. */
/** The stored step-one row, the same whichever currency the fee is paid in. */
const newRegistration = (input: RegistrationInput, amount: string, currency: Currency): repo.NewRegistration => ({
  token: newRegistrationToken(),
  fullName: input.fullName,
  age: input.age,
  email: input.email,
  education: input.education,
  category: input.category,
  contactNumber: input.contactNumber,
  whatsappNumber: input.whatsappNumber,
  agreeToTerms: input.agreeToTerms,
  amount,
  currency,
});

const EXPORT_BATCH = 500;

export type ExportFilter = Pick<ListQuery, 'search' | 'status'>;

const EXPORT_HEADER = [
  'Registered at',
  'Full name',
  'Age',
  'Category',
  'Email',
  'Contact number',
  'WhatsApp number',
  'Education',
  'Amount',
  'Currency',
  'Payment status',
  'Paid at',
  'Details submitted at',
  'Address',
  'Height',
  'Weight',
  'Hair colour',
  'Skin colour',
  'Eye colour',
  'Picture 1',
  'Picture 2',
  'Picture 3',
];

/** Stored pictures may be site-relative (local storage); a spreadsheet needs the full address. */
const absoluteUrl = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

const exportLine = (r: RegistrationRow, publicUrl: string) =>
  csvRow([
    r.createdAt,
    r.fullName,
    r.age,
    r.category,
    r.email,
    r.contactNumber,
    r.whatsappNumber,
    r.education,
    r.amount,
    r.currency,
    r.paymentStatus,
    r.paidAt,
    r.detailsSubmittedAt,
    r.address,
    r.height,
    r.weight,
    r.hairColor,
    r.skinColor,
    r.eyeColor,
    ...Array.from({ length: REQUIRED_PICTURE_COUNT }, (_, i) => (r.pictures[i] ? absoluteUrl(publicUrl, r.pictures[i].url) : '')),
  ]);

export function registrationService({
  db,
  payments,
  storage,
  logger,
  config,
  mailer,
  pricing = defaultPricing(),
  season,
}: RegistrationDeps) {
  const log = logger.child({ module: 'registration' });
  payments.registerEffect('registration', markRegistrationPaid(mailer, config.publicUrl));
  payments.registerReversal('registration', markRegistrationRefunded);

  async function registerInDollars(input: RegistrationInput) {
    const fee = pricing.tableFor('USD').registrationFee;
    if (await repo.paidEmailExists(db, input.email)) throw new ConflictError(MSG.emailAlreadyRegistered, 'EMAIL_ALREADY_REGISTERED');
    const amount = toAmountString(toMinorUnits(fee));
    const payment = await db.transaction(async (tx) => {
      const reg = await repo.insertRegistration(tx, newRegistration(input, amount, 'USD'));
      return payments.storePayment(
        {
          purpose: 'registration',
          referenceId: reg.id,
          amount,
          currency: 'USD',
          productInfo: REGISTRATION_PRODUCT,
          firstName: input.fullName,
          email: input.email,
          phone: input.contactNumber,
        },
        tx,
      );
    });
    return payments.redirectAnswer(await payments.openCheckout(payment, input.email));
  }

  async function paidByToken(token: string): Promise<RegistrationRow> {
    const r = await repo.findByToken(db, token);
    if (!r || r.paymentStatus !== 'success') throw new NotFoundError(REGISTRATION_NOT_FOUND, 'REGISTRATION_NOT_FOUND');
    return r;
  }

  return {
    /**
     * Step 1: stores the registration and its payment (fee from config), answers the signed form; in
     * dollars, the Checkout Session is opened once both are committed and its address is the answer.
     */
    async register(input: RegistrationInput) {
      await assertRegistrationOpen(season);
      if (input.currency === 'USD') return registerInDollars(input);
      if (await repo.paidEmailExists(db, input.email)) throw new ConflictError(MSG.emailAlreadyRegistered, 'EMAIL_ALREADY_REGISTERED');
      const amount = `${config.REGISTRATION_FEE}.00`;
      const { url, fields } = await db.transaction(async (tx) => {
        const reg = await repo.insertRegistration(tx, newRegistration(input, amount, 'INR'));
        return payments.initiatePayment(
          {
            purpose: 'registration',
            referenceId: reg.id,
            amount,
            productInfo: REGISTRATION_PRODUCT,
            firstName: input.fullName,
            email: input.email,
            phone: input.contactNumber,
          },
          tx,
        );
      });
      return { payuUrl: url, payuData: fields };
    },

    async get(token: string) {
      return publicView(await paidByToken(token));
    },

    /** The receipt /success shows in any browser: only what a receipt needs, for a paid registration only. */
    async receipt(token: string): Promise<RegistrationReceipt> {
      const found = await repo.findPaidReceipt(db, token);
      if (!found) throw new NotFoundError(RECEIPT_MSG.notFound, 'REGISTRATION_NOT_FOUND');
      const r = found.registration;
      return {
        status: 'success',
        amount: r.amount,
        currency: r.currency,
        txnid: found.txnid,
        email: r.email,
        fullName: r.fullName,
        category: r.category,
        createdAt: r.createdAt.toISOString(),
        paidAt: r.paidAt ? r.paidAt.toISOString() : null,
        detailsSubmitted: r.detailsSubmittedAt !== null,
      };
    },

    /** Step 2: exactly three JPEG/PNG pictures; a resubmission replaces the previous ones. */
    async submitDetails(input: RegistrationDetailsInput, files: Buffer[]) {
      if (files.length !== REQUIRED_PICTURE_COUNT) throw new ValidationError(MSG.exactlyThreePictures, 'PICTURE_COUNT');
      await paidByToken(input.registrationId);

      let receipt: { to: string; name: string } | null = null;
      const pictureRules: ImageOptions = { accept: ['jpeg', 'png'], message: MSG.pictureTypes };
      // The new pictures go in with the row's update, or are removed again if anything fails.
      const oldKeys = await withStoredImages({ storage, log }, files, pictureRules, (stored) =>
        db.transaction(async (tx) => {
          const row = await repo.lockPaidByToken(tx, input.registrationId);
          if (!row) throw new NotFoundError(REGISTRATION_NOT_FOUND, 'REGISTRATION_NOT_FOUND');
          const { registrationId: _token, ...details } = input;
          await repo.updateDetails(tx, row.id, { ...details, pictures: stored });
          receipt = { to: row.email, name: row.fullName };
          return row.pictures.map((p) => p.key);
        }),
      );
      await removeStored(storage, oldKeys, log);
      log.info({ pictures: files.length, replaced: oldKeys.length }, 'registration details submitted');
      const sent = receipt as { to: string; name: string } | null;
      if (mailer && sent) void mailer.send({ to: sent.to, ...detailsReceipt({ name: sent.name }) });
      return { success: true as const, message: DETAILS_SUCCESS };
    },

    async list(q: ListQuery) {
      const { rows, total, stageCounts } = await repo.list(db, q);
      const pipeline = await pipelineFields(db, rows);
      const registrations = rows.map((r) => ({ ...adminView(r), ...pipeline(r) }));
      return { registrations, totalPages: Math.ceil(total / q.limit), totalCount: total, stageCounts };
    },

    /**
     * The admin CSV export, same filters as the list: the header line, then one line per registration,
     * newest first, handed to `write` a batch at a time (it answers false once the reader has gone).
     * Every batch reads one snapshot, so registrations arriving mid-export neither repeat nor vanish.
     */
    async exportCsv(filter: ExportFilter, write: (chunk: string) => Promise<boolean>): Promise<void> {
      await db.transaction(
        async (tx) => {
          if (!(await write(csvRow(EXPORT_HEADER)))) return;
          for (let page = 1; ; page++) {
            const rows = await repo.listPage(tx, { ...filter, page, limit: EXPORT_BATCH });
            if (rows.length > 0 && !(await write(rows.map((r) => exportLine(r, config.publicUrl)).join('')))) return;
            if (rows.length < EXPORT_BATCH) return;
          }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type RegistrationService = ReturnType<typeof registrationService>;
