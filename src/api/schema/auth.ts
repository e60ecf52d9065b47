/** Crew type: "F" is a pilot; any other value is cabin crew. */
export type CrewType = 'F' | 'C' | string;

/**
 * The auth object the spec keeps in localStorage after login. It holds who the user is, never a secret:
 * the token lives in sessionStorage, the password nowhere.
 */
export interface Auth {
  userId: string;
  userName: string;
  name: string;
  /** "F" pilot, otherwise cabin crew. */
  type: CrewType;
  /** Role label, e.g. 机长 / 乘务长. */
  post: string;
  department: string;
  phone: string;
  avatar: string;
}

/** POST /mobile/login (form-encoded) and /FlightService.svc/PostLogin. */
export interface LoginRequest {
  /** User name or phone number. */
  userName: string;
  password: string;
}

/** POST /FlightService.svc/SendSMSForLogin then login with the code. */
export interface SmsLoginRequest {
  phone: string;
  code: string;
}

export interface LoginResult {
  isLogin: boolean;
  token: string;
  /** Identify code the spec keeps in sessionStorage (device/session binding shown to support). */
  identifyCode: string;
  auth: Auth;
}

/** POST /FlightService.svc/SendSMSForLogin and /FlightService.svc/SendSMS (purpose "reset"). */
export interface SendSmsRequest {
  phone: string;
}
export interface SendSmsResult {
  /** Seconds before another code may be requested. */
  resendAfter: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

/**
 * POST /FlightService.svc/ModifyUser: with phone and code only it checks the code (forgot password);
 * with newPassword as well it sets the new password and unlocks the user (reset password).
 */
export interface ModifyUserRequest {
  phone: string;
  code: string;
  newPassword?: string;
}
export interface ModifyUserResult {
  verified: boolean;
  changed: boolean;
}

/** POST /FlightService.svc/LockUser: the lock state of a user name (the backend locks after repeated failures). */
export interface LockUserRequest {
  userName: string;
}
export interface LockUserResult {
  locked: boolean;
  failedAttempts: number;
  maxAttempts: number;
}

/** POST /FlightService.svc/ValiSsoToken: exchanges a single-sign-on token from the company portal. */
export interface SsoRequest {
  ssoToken: string;
}

/** POST /api/Home/ChgPwdTips: whether the backend asks the user to change the password now. */
export interface ChangePasswordTips {
  mustChange: boolean;
  /** Days since the last change. */
  daysSinceChange: number;
  message: string;
}
