/** The page of the charity drives (issue #33), in a module of its own so a link to it does not load zod. */
export const CSR_DRIVE_PATH = '/charitablealliance';
