/** SPEC §8: the candidate screens' toasts stay for 3000 ms, success and failure alike. */
export const CANDIDATE_TOAST_MS = 3000;
