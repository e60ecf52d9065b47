/**
 * The sign-in service (endpoints.tsv group `auth`): every call handles its failure on its own screen,
 * so the global error dialog is off for all of them. Writes are plain functions (mutation functions).
 */
import { api } from './client';
import { getRead, postRead } from './read';
import type { Auth, LockUserResult, LoginResult, ModifyUserResult, SendSmsResult } from './schema/auth';

const quiet = { hideGlobalError: true, anonymous: true } as const;
const SVC = '/FlightService.svc';

/** GET /api/Default/GetAuth: the stored session's check at start. */
export const sessionCheckQuery = () => getRead<Auth>('/api/Default/GetAuth');

/** The lock state of a user name after a failed sign-in (how many attempts remain). */
export const lockStateQuery = (userName: string) =>
  postRead<LockUserResult>(`${SVC}/LockUser`, { userName }, { anonymous: true });

/** POST /mobile/login, form-encoded (§7). */
export const passwordLogin = (userName: string, password: string) =>
  api.post<LoginResult>('/mobile/login', { userName, password }, { ...quiet, form: true });

export const sendLoginCode = (phone: string) =>
  api.post<SendSmsResult>(`${SVC}/SendSMSForLogin`, { phone }, quiet);

export const smsLogin = (phone: string, code: string) =>
  api.post<LoginResult>(`${SVC}/PostLogin`, { phone, code }, quiet);

export const ssoLogin = (ssoToken: string) =>
  api.post<LoginResult>(`${SVC}/ValiSsoToken`, { ssoToken }, quiet);

export const sendResetCode = (phone: string) => api.post<SendSmsResult>(`${SVC}/SendSMS`, { phone }, quiet);

/** ModifyUser with phone and code only checks the code. */
export const verifyResetCode = (phone: string, code: string) =>
  api.post<ModifyUserResult>(`${SVC}/ModifyUser`, { phone, code }, quiet);

/** ModifyUser with the new password sets it (and unlocks the user). */
export const resetPassword = (phone: string, code: string, newPassword: string) =>
  api.post<ModifyUserResult>(`${SVC}/ModifyUser`, { phone, code, newPassword }, quiet);
