import type { AuthUser, ChangePasswordRequest, CurrentUser, LoginRequest, RegisterRequest } from '@presently/proto';
import { apiDelete, apiGetOrNull, apiPost } from './client';

export const fetchCurrentUser = () => apiGetOrNull<CurrentUser>('/api/user');

export const login = (body: LoginRequest) => apiPost<AuthUser>('/api/login', body);

export const register = (body: RegisterRequest) => apiPost<AuthUser>('/api/register', body);

export const logout = () => apiPost<unknown>('/api/logout');

export const changePassword = (body: ChangePasswordRequest) => apiPost<unknown>('/api/user/change-password', body);

export const deleteAccount = () => apiDelete<unknown>('/api/user');
