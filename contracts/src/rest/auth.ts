export type Role = 'admin' | 'auditor' | 'agent';
export const ROLES: readonly Role[] = ['admin', 'auditor', 'agent'];

/** The signed-in user as the client sees it (SPEC.md section 3). */
export interface User {
  id: string;
  name: string;
  role: Role;
  avatarUrl: string | null;
}
export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  user: User;
}
export interface SessionResponse {
  isAuthenticated: boolean;
  user: User | null;
}
