import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Db } from '../../db/client';
import type { AdminUser } from './repo';
import { findAdmin, verifyCredentials } from './service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Passport types req.user through Express's global namespace; augmenting it is the only way in
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface (not a type alias) is what declaration merging needs
    interface User extends AdminUser {}
  }
}

/** A Passport instance per app, so tests can build several apps in one process. */
export function createPassport(db: Db) {
  const passport = new Passport();
  passport.use(
    new LocalStrategy((username, password, done) => {
      verifyCredentials(db, username, password).then((user) => done(null, user ?? false), done);
    }),
  );
  passport.serializeUser<string>((user, done) => done(null, user.id));
  passport.deserializeUser<string>((id, done) => {
    // A deleted admin's session simply stops being valid.
    findAdmin(db, id).then((user) => done(null, user ?? false), done);
  });
  return passport;
}
export type PassportInstance = ReturnType<typeof createPassport>;
