import type { Auth } from '@/api/schema/auth';

/** A signed-in crew member for tests that only need someone's session (a pilot, named by the id). */
export const testAuth = (userId: string): Auth => ({
  userId,
  userName: userId,
  name: userId,
  type: 'F',
  post: '',
  department: '',
  phone: '',
  avatar: '',
});
