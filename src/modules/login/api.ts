/**
 * The login module's use of the calls declared in src/api/auth.ts and src/api/home.ts. Every one
 * handles its own failure on screen. The session check goes to the network every time (never the cache).
 */
import { readNow } from '@/api/readThrough';
import { lockStateQuery, sessionCheckQuery } from '@/api/auth';
import { passwordTipsQuery } from '@/api/home';

export {
  passwordLogin,
  resetPassword,
  sendLoginCode,
  sendResetCode,
  smsLogin,
  ssoLogin,
  verifyResetCode,
} from '@/api/auth';
export { updateLoginLastDate } from '@/api/home';

/** The lock state of a user name after a failed sign-in (how many attempts remain). */
export const lockState = (userName: string) => readNow(lockStateQuery(userName));

export const getAuth = () => readNow(sessionCheckQuery());

export const changePasswordTips = () => readNow(passwordTipsQuery());
