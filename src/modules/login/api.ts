import { api } from '@/api/client';
import { firstReads } from '@/api/firstReads';
import type {
  Auth,
  ChangePasswordTips,
  LockUserResult,
  LoginResult,
  ModifyUserResult,
  SendSmsResult,
} from '@/api/schema/auth';

/**
 * The login module's calls. Every one handles its own failure on screen, so the global error dialog is
 * switched off for all of them.
 */
const quiet = { hideGlobalError: true } as const;

/** POST /mobile/login, form-encoded (§7). */
export const passwordLogin = (userName: string, password: string) =>
  api.post<LoginResult>('/mobile/login', { userName, password }, { ...quiet, form: true });

export const sendLoginCode = (phone: string) =>
  api.post<SendSmsResult>('/FlightService.svc/SendSMSForLogin', { phone }, quiet);

export const smsLogin = (phone: string, code: string) =>
  api.post<LoginResult>('/FlightService.svc/PostLogin', { phone, code }, quiet);

export const ssoLogin = (ssoToken: string) =>
  api.post<LoginResult>('/FlightService.svc/ValiSsoToken', { ssoToken }, quiet);

/** The lock state of a user name after a failed sign-in (how many attempts remain). */
export const lockState = (userName: string) =>
  api.read<LockUserResult>('/FlightService.svc/LockUser', { userName }, quiet);

export const sendResetCode = (phone: string) =>
  api.post<SendSmsResult>('/FlightService.svc/SendSMS', { phone }, quiet);

/** ModifyUser with phone and code only checks the code. */
export const verifyResetCode = (phone: string, code: string) =>
  api.post<ModifyUserResult>('/FlightService.svc/ModifyUser', { phone, code }, quiet);

/** ModifyUser with the new password sets it (and unlocks the user). */
export const resetPassword = (phone: string, code: string, newPassword: string) =>
  api.post<ModifyUserResult>('/FlightService.svc/ModifyUser', { phone, code, newPassword }, quiet);

export const getAuth = () => api.request<Auth>(firstReads.sessionCheck, quiet);

export const updateLoginLastDate = () => api.post<unknown>('/api/Home/UpdateLoginLastDate', {}, quiet);

export const changePasswordTips = () => api.read<ChangePasswordTips>('/api/Home/ChgPwdTips', {}, quiet);
