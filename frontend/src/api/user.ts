import type {
  AuthUser,
  ChangeEmailRequest,
  ChangePasswordRequest,
  CurrentUser,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  LoginRequest,
  Profile,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@presently/proto';
import { apiDelete, apiGetOrNull, apiPost, apiPut } from './client';

export const fetchCurrentUser = () => apiGetOrNull<CurrentUser>('/api/user');

export const login = (body: LoginRequest) => apiPost<AuthUser>('/api/login', body);

export const register = (body: RegisterRequest) => apiPost<AuthUser>('/api/register', body);

export const logout = () => apiPost<unknown>('/api/logout');

export const changePassword = (body: ChangePasswordRequest) => apiPost<unknown>('/api/user/change-password', body);

export const requestPasswordReset = (body: ForgotPasswordRequest) => apiPost<{ message: string }>('/api/forgot-password', body);

export const resetPassword = (body: ResetPasswordRequest) => apiPost<{ message: string }>('/api/reset-password', body);

export const verifyEmail = (body: VerifyEmailRequest) => apiPost<{ message: string }>('/api/verify-email', body);

export const resendVerificationEmail = () => apiPost<{ message: string }>('/api/user/verification-email');

export const changeEmail = (body: ChangeEmailRequest) => apiPut<Profile>('/api/user/email', body);

export const deleteAccount = (body: DeleteAccountRequest) => apiDelete<unknown>('/api/user', { body });
